import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { Toaster, accountMessages, notify, toastDefaults } from './toast.tsx';

describe('Toaster and notify', () => {
  it('has the spec settings (§9)', () => {
    expect(toastDefaults).toEqual({ autoClose: 3000, position: 'top-right', theme: 'colored' });
  });

  it('shows a success toast by default, with a translated close button', async () => {
    renderWithI18n(<Toaster lang="en" />);
    act(() => {
      notify('Profile updated successfully.');
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Profile updated successfully.');
    expect(alert.className).toContain('Toastify__toast--success');
    expect(alert.className).toContain('Toastify__toast-theme--colored');
    screen.getByRole('button', { name: 'Close notification' });
    screen.getByRole('region', { name: /Notifications/ });
  });

  it('lays toasts out right to left in Arabic and takes the type', async () => {
    renderWithI18n(<Toaster lang="ar" />, 'ar');
    act(() => {
      notify('هذا المستخدم مسجل بالفعل', 'error');
    });
    await waitFor(() => expect(screen.getByRole('alert').className).toContain('--error'));
    expect(screen.getByRole('alert').className).toContain('Toastify__toast--rtl');
    screen.getByRole('button', { name: 'إغلاق الإشعار' });
  });

  it('names the spec success texts as translation keys', () => {
    expect(Object.values(accountMessages).every((key) => key.startsWith('account:messages.'))).toBe(
      true,
    );
  });
});
