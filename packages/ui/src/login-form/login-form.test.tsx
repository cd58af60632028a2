import { createI18n } from '@shop/core/i18n';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { LoginForm, type LoginFormProps } from './login-form.tsx';

function setup(props: Partial<LoginFormProps> = {}, lng: 'en' | 'ar' = 'en') {
  const onSubmit = vi.fn();
  const view = renderWithI18n(
    <LoginForm
      onSubmit={onSubmit}
      forgotPasswordHref="/auth/forgot-password"
      registerHref="/auth/register"
      {...props}
    />,
    lng,
  );
  return { onSubmit, ...view };
}

const submit = () =>
  fireEvent.click(screen.getByRole('button', { name: /^(Sign in|تسجيل الدخول)$/ }));

describe('LoginForm', () => {
  it('is a form named by its heading, with e-mail chosen first and links', () => {
    setup();
    screen.getByRole('form', { name: 'Sign In' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign In');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'E-mail' }).checked).toBe(true);
    screen.getByRole('textbox', { name: 'E-mail' });
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/auth/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/auth/register',
    );
  });

  it('shows the schema messages, marks fields invalid and focuses the first', async () => {
    const { onSubmit } = setup();
    submit();
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Email is required',
    );
    screen.getByText('Password is required');
    expect(document.activeElement).toBe(email);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('re-renders messages in the new language without validating again', async () => {
    const i18n = createI18n('en', [initReactI18next]);
    const onSubmit = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <LoginForm onSubmit={onSubmit} forgotPasswordHref="/f" registerHref="/r" />
      </I18nextProvider>,
    );
    submit();
    await screen.findByText('Email is required');
    await act(() => i18n.changeLanguage('ar'));
    screen.getByText('البريد الإلكتروني مطلوب');
    screen.getByText('كلمة المرور مطلوبة');
  });

  it('submits an e-mail sign-in request', async () => {
    const { onSubmit } = setup();
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), {
      target: { value: 'sara@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-pass' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      method: 'email',
      email: 'sara@example.com',
      password: 'secret-pass',
    });
  });

  it('switches to the mobile number and submits a phone request with Latin digits', async () => {
    const { onSubmit } = setup();
    fireEvent.click(screen.getByRole('radio', { name: 'Mobile number' }));
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).toBeNull();
    const phone = screen.getByRole('textbox', { name: 'Mobile number' });
    fireEvent.change(phone, { target: { value: '٥٠١٢٣٤٥٦٧' } });
    expect((phone as HTMLInputElement).value).toBe('501234567');
    fireEvent.change(screen.getByRole('combobox', { name: 'Mobile number Dialling code' }), {
      target: { value: '971' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'pw' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      method: 'phone',
      phoneCode: '971',
      phone: '501234567',
      password: 'pw',
    });
  });

  it('does not submit while busy and says so', async () => {
    const { onSubmit } = setup({
      busy: true,
      defaultValues: { email: 'sara@example.com', password: 'x' },
    });
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    screen.getByText('Please wait…');
    submit();
    await act(() => Promise.resolve());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts server errors at their field or in an alert, translated', async () => {
    setup(
      {
        serverErrors: [
          { code: 'validation', message: 'validation:invalidEmail', field: 'body.email' },
          { code: '401', message: 'Unauthorized' },
        ],
      },
      'ar',
    );
    await screen.findByText('البريد الإلكتروني غير صالح');
    expect(screen.getByRole('alert').textContent).toContain(
      'البريد الإلكتروني أو رقم الجوال أو كلمة المرور غير صحيحة.',
    );
  });
});
