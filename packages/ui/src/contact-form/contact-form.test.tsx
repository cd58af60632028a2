import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { ContactForm } from './contact-form.tsx';

describe('ContactForm', () => {
  it('says "Subject is required" and "Message is required", then sends the values trimmed', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<ContactForm onSubmit={onSubmit} />);
    screen.getByRole('form', { name: 'Contact form' });
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Noura' } });
    fireEvent.change(screen.getByLabelText('Your e-mail'), {
      target: { value: 'noura@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Subject is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    expect(screen.getByLabelText('Subject').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: '  Late order ' } });
    fireEvent.change(screen.getByLabelText('Message', { selector: 'textarea' }), {
      target: { value: ' Where is it? ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Noura',
        email: 'noura@example.com',
        subject: 'Late order',
        message: 'Where is it?',
        website: '',
      }),
    );
  });

  it('hides the honeypot from people, keyboards and screen readers', () => {
    const { container } = renderWithI18n(<ContactForm onSubmit={vi.fn()} />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot?.tabIndex).toBe(-1);
    expect(honeypot?.getAttribute('autocomplete')).toBe('off');
    expect(honeypot?.closest('[aria-hidden="true"]')?.className).toContain('sr-only');
    // Not among the form's accessible fields.
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
  });

  it('takes a signed-in shopper’s name and e-mail, also when they arrive after it shows', async () => {
    const { rerender } = renderWithI18n(<ContactForm onSubmit={vi.fn()} />, 'ar');
    expect(screen.getByRole('form', { name: 'نموذج التواصل' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('اسمك').value).toBe('');
    rerender(
      <ContactForm onSubmit={vi.fn()} prefill={{ name: 'لينا', email: 'lina@example.com' }} />,
    );
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('اسمك').value).toBe('لينا'));
    expect(screen.getByLabelText<HTMLInputElement>('بريدك الإلكتروني').value).toBe(
      'lina@example.com',
    );
  });

  it('shows a limit refusal in Arabic above the fields', async () => {
    renderWithI18n(
      <ContactForm
        onSubmit={vi.fn()}
        serverErrors={[{ code: 'rate_limited', message: 'Too many attempts' }]}
      />,
      'ar',
    );
    expect(
      await screen.findByText('محاولات كثيرة. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.'),
    ).toBeTruthy();
  });
});
