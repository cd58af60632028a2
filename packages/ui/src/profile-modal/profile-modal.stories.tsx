import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ModalOpener } from '#testing/modal-opener.tsx';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { ProfileModal, type ProfileModalProps } from './profile-modal.tsx';

function WithOpener(args: ProfileModalProps) {
  const lang = useStoryLocale();
  return (
    <ModalOpener
      label={lang === 'ar' ? 'تعديل بياناتي' : 'Edit my details'}
      initiallyOpen={args.open}
      onClose={args.onClose}
    >
      {(open, close) => <ProfileModal {...args} open={open} onClose={close} />}
    </ModalOpener>
  );
}

const meta = {
  title: 'UI/Account/ProfileModal',
  component: ProfileModal,
  tags: ['autodocs'],
  args: {
    open: false,
    onClose: fn(),
    onSubmit: fn(),
    customer: {
      userName: 'Sara Al-Qahtani',
      email: 'sara@example.com',
      phone: '501234567',
      phoneCode: '966',
    },
  },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof ProfileModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Change the number; the e-mail cannot be edited; the close button returns focus. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Edit my details' });
    await userEvent.click(opener);
    await canvas.findByRole('dialog', { name: 'Edit profile' });
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('readonly');
    const phone = canvas.getByRole('textbox', { name: 'Mobile number' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '551112222');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Sara Al-Qahtani',
        phoneCode: '966',
        phone: '551112222',
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(opener).toHaveFocus());
    // The dialog's close event, which calls onClose, may come after focus is back.
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  args: { open: true },
  play: async ({ canvas, userEvent }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await canvas.findByRole('dialog', { name: 'تعديل الملف الشخصي' });
    const phone = canvas.getByRole('textbox', { name: 'رقم الجوال' });
    await userEvent.clear(phone);
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ التغييرات' }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription('رقم الجوال مطلوب'));
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;
