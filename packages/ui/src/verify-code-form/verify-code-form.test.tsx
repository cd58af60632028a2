import { createI18n } from '@shop/core/i18n';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { VerifyCodeForm, type VerifyCodeFormProps } from './verify-code-form.tsx';

function setup(props: Partial<VerifyCodeFormProps> = {}, lng: 'en' | 'ar' = 'en') {
  const handlers = { onSubmit: vi.fn(), onResend: vi.fn() };
  renderWithI18n(<VerifyCodeForm email="sara@example.com" {...handlers} {...props} />, lng);
  return handlers;
}

describe('VerifyCodeForm', () => {
  it('says where the code went', () => {
    setup();
    const form = screen.getByRole('form', { name: 'Verify OTP' });
    expect(form.getAttribute('aria-describedby')).toBeTruthy();
    screen.getByText('sara@example.com');
    expect(form.textContent).toContain('We sent a 6-digit code to sara@example.com.');
  });

  it('names the mobile number when the e-mail is not known, in either language', () => {
    setup({ email: '', phone: '+966 512345678' });
    expect(screen.getByRole('form', { name: 'Verify OTP' }).textContent).toContain(
      'We sent a 6-digit code to the e-mail address of the account with the mobile number +966 512345678.',
    );
  });

  it('names the mobile number in Arabic, kept left to right', () => {
    setup({ email: '', phone: '+966 512345678' }, 'ar');
    expect(screen.getByRole('form', { name: 'التحقق من الرمز' }).textContent).toContain(
      'أرسلنا رمزًا من 6 أرقام إلى البريد الإلكتروني للحساب المسجّل برقم الجوال +966 512345678.',
    );
    expect(screen.getByText('+966 512345678').getAttribute('dir')).toBe('ltr');
  });

  it('sends the code even when the e-mail arrives after the first render (restored customer)', async () => {
    const i18n = createI18n('en', [initReactI18next]);
    const handlers = { onSubmit: vi.fn(), onResend: vi.fn() };
    const { rerender } = render(<VerifyCodeForm email="" {...handlers} />, {
      wrapper: ({ children }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>,
    });
    rerender(<VerifyCodeForm email="sara@example.com" {...handlers} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Verification code' }), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(handlers.onSubmit).toHaveBeenCalledWith({ code: '123456' }));
  });

  it('refuses a short code with the schema message and sends the code', async () => {
    const { onSubmit } = setup();
    const input = screen.getByRole('textbox', { name: 'Verification code' });
    fireEvent.change(input, { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('The code is the 6 digits in the e-mail');
    fireEvent.change(input, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ code: '123456' }));
  });

  describe('resend cooldown', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('counts down, then resends and starts again', () => {
      const { onResend } = setup({ resendCooldown: 3 });
      const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Resend code in 0:03' });
      expect(button.disabled).toBe(true);
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      screen.getByRole('button', { name: 'Resend code in 0:02' });
      // One timeout per second, each scheduled after the previous render.
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      const ready = screen.getByRole<HTMLButtonElement>('button', { name: 'Resend code' });
      expect(ready.disabled).toBe(false);
      fireEvent.click(ready);
      expect(onResend).toHaveBeenCalledTimes(1);
      screen.getByRole('button', { name: 'Resend code in 0:03' });
    });

    it('counts in Arabic', () => {
      setup({ resendCooldown: 65 }, 'ar');
      screen.getByRole('button', { name: 'إعادة إرسال الرمز بعد 1:05' });
    });
  });
});
