import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ModalOpener } from '#testing/modal-opener.tsx';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { PasswordModal, type PasswordModalProps } from './password-modal.tsx';

function WithOpener(args: PasswordModalProps) {
  const lang = useStoryLocale();
  return (
    <ModalOpener
      label={lang === 'ar' ? 'كلمة المرور' : 'Password'}
      initiallyOpen={args.open}
      onClose={args.onClose}
    >
      {(open, close) => <PasswordModal {...args} open={open} onClose={close} />}
    </ModalOpener>
  );
}

const meta = {
  title: 'UI/Account/PasswordModal',
  component: PasswordModal,
  tags: ['autodocs'],
  args: { open: false, onClose: fn(), onSubmit: fn() },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof PasswordModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A mismatched confirmation is caught; Cancel closes and focus returns to the opener. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Password' });
    await userEvent.click(opener);
    await canvas.findByRole('dialog', { name: 'Change password' });
    const current = canvas.getByLabelText('Current password', { selector: 'input' });
    await waitFor(() => expect(current).toHaveFocus());
    await userEvent.type(current, 'old-secret');
    await userEvent.type(
      canvas.getByLabelText('New password', { selector: 'input' }),
      'date-palm-9',
    );
    const confirm = canvas.getByLabelText('Confirm password', { selector: 'input' });
    await userEvent.type(confirm, 'date-palm-0{Enter}');
    await waitFor(() =>
      expect(confirm).toHaveAccessibleDescription('Confirm password does not match'),
    );
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'date-palm-9{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        currentPassword: 'old-secret',
        newPassword: 'date-palm-9',
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(opener).toHaveFocus());
  },
} satisfies Story;

/** Busy in Arabic: the dialog stays open with a spinner on its submit button. */
export const Arabic = {
  globals: { locale: 'ar' },
  args: { open: true, busy: true },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await canvas.findByRole('dialog', { name: 'تغيير كلمة المرور' });
    await expect(canvas.getByRole('button', { name: 'تحديث كلمة المرور' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('يرجى الانتظار…');
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;
