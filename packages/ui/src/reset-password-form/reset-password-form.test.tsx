import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

describe('ResetPasswordForm', () => {
  it('says where the code went and requires the new password', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<ResetPasswordForm email="sara@example.com" onSubmit={onSubmit} />);
    expect(screen.getByRole('form', { name: 'Update Password' }).textContent).toContain(
      'Enter the code we sent to sara@example.com and choose a new password.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    await screen.findByText('New Password is required');
    screen.getByText('This Field Cannot Be Empty');
    screen.getByText('Confirm Password is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends e-mail, code and password once the confirmation matches', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<ResetPasswordForm email="sara@example.com" onSubmit={onSubmit} />);
    type('Verification code', '654321');
    type('New password', 'date-palm-9');
    type('Confirm password', 'date-palm-0');
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    await screen.findByText('Confirm password does not match');
    type('Confirm password', 'date-palm-9');
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        email: 'sara@example.com',
        code: '654321',
        password: 'date-palm-9',
      }),
    );
  });

  it('asks for the e-mail when the page was opened on its own', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<ResetPasswordForm email="" onSubmit={onSubmit} />, 'ar');
    expect(screen.getByRole('form').textContent).toContain(
      'أدخل البريد الإلكتروني لحسابك والرمز الذي أرسلناه إليه وكلمة مرور جديدة.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'تحديث كلمة المرور' }));
    await screen.findByText('البريد الإلكتروني مطلوب');
    type('البريد الإلكتروني', 'sara@example.com');
    type('رمز التحقق', '654321');
    type('كلمة المرور الجديدة', 'date-palm-9');
    type('تأكيد كلمة المرور', 'date-palm-9');
    fireEvent.click(screen.getByRole('button', { name: 'تحديث كلمة المرور' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        email: 'sara@example.com',
        code: '654321',
        password: 'date-palm-9',
      }),
    );
  });
});
