import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

describe('ForgotPasswordForm', () => {
  it('explains itself and links back to sign in', () => {
    renderWithI18n(<ForgotPasswordForm onSubmit={vi.fn()} loginHref="/auth/login" />);
    const form = screen.getByRole('form', { name: 'Forgot Password' });
    expect(form.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      '/auth/login',
    );
  });

  it('checks the e-mail, then sends it', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<ForgotPasswordForm onSubmit={onSubmit} loginHref="/" />, 'ar');
    const email = screen.getByRole('textbox', { name: 'البريد الإلكتروني' });
    fireEvent.change(email, { target: { value: 'sara@' } });
    fireEvent.click(screen.getByRole('button', { name: 'إرسال الرمز' }));
    await screen.findByText('البريد الإلكتروني غير صالح');
    fireEvent.change(email, { target: { value: 'sara@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'إرسال الرمز' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'sara@example.com' }));
  });

  it('starts from a given e-mail', () => {
    renderWithI18n(
      <ForgotPasswordForm onSubmit={vi.fn()} loginHref="/" defaultEmail="sara@example.com" />,
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'E-mail' }).value).toBe(
      'sara@example.com',
    );
  });
});
