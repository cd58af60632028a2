import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { NewsletterForm } from './newsletter-form.tsx';

describe('NewsletterForm', () => {
  it('says "Email address is required", then "Please enter valid email", then sends the address trimmed', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<NewsletterForm onSubmit={onSubmit} />);
    screen.getByRole('form', { name: 'Newsletter sign-up' });
    expect(screen.getByText(/15% off your first order/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Email address is required')).toBeTruthy();
    expect(screen.getByLabelText('Your e-mail').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText('Your e-mail'), { target: { value: 'reader@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter valid email')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Your e-mail'), {
      target: { value: ' reader@example.com ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'reader@example.com' }));
  });

  it('in Arabic, says the confirmation link went out instead of the form', () => {
    renderWithI18n(<NewsletterForm onSubmit={vi.fn()} sentTo="lina@example.com" />, 'ar');
    expect(screen.getByRole('status').textContent).toContain('lina@example.com');
    expect(screen.getByRole('status').textContent).toContain('أرسلنا رابط تأكيد');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows a limit refusal above the field', async () => {
    renderWithI18n(
      <NewsletterForm
        onSubmit={vi.fn()}
        serverErrors={[{ code: 'rate_limited', message: 'Too many attempts' }]}
      />,
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it("puts the server's refusal of the address on the field, focused, until it is edited", () => {
    renderWithI18n(
      <NewsletterForm
        onSubmit={vi.fn()}
        serverErrors={[
          {
            code: 'validation',
            message: 'validation:newsletterInvalidEmail',
            field: 'body.email',
          },
        ]}
      />,
    );
    const field = screen.getByLabelText('Your e-mail');
    expect(screen.getByText('Please enter valid email')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(field, { target: { value: 'reader@example.com' } });
    expect(screen.queryByText('Please enter valid email')).toBeNull();
  });
});
