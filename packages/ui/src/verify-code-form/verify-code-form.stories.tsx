import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { VerifyCodeForm } from './verify-code-form.tsx';

const meta = {
  title: 'UI/Account/VerifyCodeForm',
  component: VerifyCodeForm,
  tags: ['autodocs'],
  args: { email: 'sara@example.com', onSubmit: fn(), onResend: fn(), resendCooldown: 60 },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VerifyCodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pasted code is sent; "Resend code" waits for its cooldown. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('form', { name: 'Verify OTP' })).toHaveAccessibleDescription(
      'We sent a 6-digit code to sara@example.com.',
    );
    await expect(
      canvas.getByRole('button', { name: /^Resend code in (1:00|0:59)$/ }),
    ).toBeDisabled();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Verification code' }));
    await userEvent.paste('482 913');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ code: '482913' }));
  },
} satisfies Story;

/** No cooldown left: resending is possible at once (and starts a new cooldown). */
export const Arabic = {
  globals: { locale: 'ar' },
  args: { resendCooldown: 0 },
  play: async ({ args, canvas, userEvent }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await userEvent.click(canvas.getByRole('button', { name: 'إعادة إرسال الرمز' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'تحقق' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'رمز التحقق' })).toHaveAccessibleDescription(
        'لا يمكن ترك هذا الحقل فارغًا',
      ),
    );
  },
} satisfies Story;

/** After a sign-in by mobile number answered 403: the e-mail is not known, the number is. */
export const EnglishByPhone = {
  globals: { locale: 'en' },
  args: { email: '', phone: '+966 512345678' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Verify OTP' })).toHaveAccessibleDescription(
      'We sent a 6-digit code to the e-mail address of the account with the mobile number +966 512345678.',
    );
  },
} satisfies Story;

export const ArabicByPhone = {
  globals: { locale: 'ar' },
  args: { email: '', phone: '+966 512345678' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'التحقق من الرمز' })).toHaveAccessibleDescription(
      'أرسلنا رمزًا من 6 أرقام إلى البريد الإلكتروني للحساب المسجّل برقم الجوال +966 512345678.',
    );
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;

/** A wrong code from the server, at the code field. */
export const WrongCodeEnglish = {
  globals: { locale: 'en' },
  args: { serverErrors: [{ code: 'invalid_code', message: 'Invalid code', field: 'code' }] },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(
        canvas.getByRole('textbox', { name: 'Verification code' }),
      ).toHaveAccessibleDescription('The code is not correct or has expired.'),
    );
  },
} satisfies Story;
