import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { RegisterForm, type RegisterFormProps } from './register-form.tsx';

function setup(props: Partial<RegisterFormProps> = {}, lng: 'en' | 'ar' = 'en') {
  const onSubmit = vi.fn();
  renderWithI18n(<RegisterForm onSubmit={onSubmit} loginHref="/auth/login" {...props} />, lng);
  return { onSubmit };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

describe('RegisterForm', () => {
  it('has every field labelled and a sign-in link', () => {
    setup();
    screen.getByRole('form', { name: 'Sign Up' });
    for (const name of ['Name', 'E-mail', 'Mobile number']) screen.getByRole('textbox', { name });
    screen.getByLabelText('Password', { selector: 'input' });
    screen.getByLabelText('Confirm password', { selector: 'input' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/login');
  });

  it('checks the confirmation and the number against its dialling code', async () => {
    const { onSubmit } = setup();
    type('Name', 'Sara');
    type('E-mail', 'sara@example.com');
    type('Mobile number', '12345');
    type('Password', 'date-palm-9');
    type('Confirm password', 'date-palm-8');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText('Confirm password does not match');
    screen.getByText('Phone number is invalid');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Mobile number' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the sign-up request without the confirmation', async () => {
    const { onSubmit } = setup();
    type('Name', ' Sara ');
    type('E-mail', 'sara@example.com');
    type('Mobile number', '501234567');
    type('Password', 'date-palm-9');
    type('Confirm password', 'date-palm-9');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Sara',
      email: 'sara@example.com',
      phoneCode: '966',
      phone: '501234567',
      password: 'date-palm-9',
    });
  });

  it('shows 409 as "this user is already registered", at the e-mail when named', async () => {
    setup({ serverErrors: [{ code: '409', message: 'Conflict', field: 'email' }] });
    await waitFor(() =>
      expect(
        screen.getByRole('textbox', { name: 'E-mail' }).getAttribute('aria-describedby'),
      ).toBeTruthy(),
    );
    screen.getByText('this user is already registered');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows 409 in the alert in Arabic when no field is named', () => {
    setup({ serverErrors: [{ code: '409', message: 'Conflict' }] }, 'ar');
    expect(screen.getByRole('alert').textContent).toContain('هذا المستخدم مسجل بالفعل');
  });
});
