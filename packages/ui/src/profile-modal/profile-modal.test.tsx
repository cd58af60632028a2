import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { ProfileModal } from './profile-modal.tsx';

const customer = {
  userName: 'Sara',
  email: 'sara@example.com',
  phone: '501234567',
  phoneCode: '966',
};

describe('ProfileModal', () => {
  it('starts from the customer, with the e-mail read-only', () => {
    renderWithI18n(<ProfileModal open onClose={vi.fn()} onSubmit={vi.fn()} customer={customer} />);
    screen.getByRole('dialog', { name: 'Edit profile' });
    const name = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    expect(name.value).toBe('Sara');
    expect(document.activeElement).toBe(name);
    const email = screen.getByRole<HTMLInputElement>('textbox', { name: 'E-mail' });
    expect(email.readOnly).toBe(true);
    expect(email.value).toBe('sara@example.com');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Your e-mail address cannot be changed.',
    );
  });

  it('validates and submits name and phone', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(
      <ProfileModal open onClose={vi.fn()} onSubmit={onSubmit} customer={customer} />,
      'ar',
    );
    const name = screen.getByRole('textbox', { name: 'الاسم' });
    fireEvent.change(name, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));
    await screen.findByText('الاسم مطلوب');
    fireEvent.change(name, { target: { value: 'سارة' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'سارة',
        phoneCode: '966',
        phone: '501234567',
      }),
    );
  });
});
