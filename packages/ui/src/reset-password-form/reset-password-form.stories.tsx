import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ResetPasswordForm } from './reset-password-form.tsx';

const meta = {
  title: 'UI/Account/ResetPasswordForm',
  component: ResetPasswordForm,
  tags: ['autodocs'],
  args: { email: 'sara@example.com', onSubmit: fn() },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '654321');
    await userEvent.type(canvas.getByLabelText('New password', { selector: 'input' }), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Update password' }));
    const password = canvas.getByLabelText('New password', { selector: 'input' });
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription('Password must be more than 8 characters'),
    );
    await expect(password).toHaveFocus();
    await userEvent.clear(password);
    await userEvent.type(password, 'date-palm-9');
    await userEvent.type(
      canvas.getByLabelText('Confirm password', { selector: 'input' }),
      'date-palm-9{Enter}',
    );
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'sara@example.com',
        code: '654321',
        password: 'date-palm-9',
      }),
    );
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await userEvent.click(canvas.getByRole('button', { name: 'تحديث كلمة المرور' }));
    await waitFor(() =>
      expect(
        canvas.getByLabelText('كلمة المرور الجديدة', { selector: 'input' }),
      ).toHaveAccessibleDescription('كلمة المرور الجديدة مطلوبة'),
    );
    await expect(canvas.getByRole('textbox', { name: 'رمز التحقق' })).toHaveFocus();
  },
} satisfies Story;

/** Opened on its own (a new tab, a bookmark): the form asks for the e-mail first. */
export const WithoutEmailEnglish = {
  args: { email: '' },
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Update password' }));
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email is required'));
    await expect(email).toHaveFocus();
  },
} satisfies Story;

export const WithoutEmailArabic = {
  args: { email: '' },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'البريد الإلكتروني' })).toBeVisible();
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;
