import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { PasswordModal } from './password-modal.tsx';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

describe('PasswordModal', () => {
  it('requires all three and focuses the current password', async () => {
    renderWithI18n(<PasswordModal open onClose={vi.fn()} onSubmit={vi.fn()} />);
    screen.getByRole('dialog', { name: 'Change password' });
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    await screen.findByText('Current Password is required');
    screen.getByText('New Password is required');
    screen.getByText('Confirm Password is required');
    expect(document.activeElement).toBe(
      screen.getByLabelText('Current password', { selector: 'input' }),
    );
  });

  it('sends current and new password once the confirmation matches', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<PasswordModal open onClose={vi.fn()} onSubmit={onSubmit} />);
    type('Current password', 'old-secret');
    type('New password', 'date-palm-9');
    type('Confirm password', 'date-palm-9');
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        currentPassword: 'old-secret',
        newPassword: 'date-palm-9',
      }),
    );
  });

  it('puts a server error on the current password', async () => {
    renderWithI18n(
      <PasswordModal
        open
        onClose={vi.fn()}
        onSubmit={vi.fn()}
        serverErrors={[
          {
            code: 'validation',
            message: 'validation:currentPasswordRequired',
            field: 'currentPassword',
          },
        ]}
      />,
      'ar',
    );
    await screen.findByText('كلمة المرور الحالية مطلوبة');
  });
});
