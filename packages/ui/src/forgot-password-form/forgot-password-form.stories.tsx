import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { LinkProvider } from '#link/link-context.tsx';
import { StoryLink } from '#testing/story-link.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

const meta = {
  title: 'UI/Account/ForgotPasswordForm',
  component: ForgotPasswordForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(), loginHref: '/auth/login' },
  decorators: [
    (Story) => (
      <LinkProvider component={StoryLink}>
        <div className="p-4">
          <Story />
        </div>
      </LinkProvider>
    ),
  ],
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(email, 'sara@example{Enter}');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Invalid Email'));
    await userEvent.type(email, '.com{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ email: 'sara@example.com' }));
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال الرمز' }));
    const email = canvas.getByRole('textbox', { name: 'البريد الإلكتروني' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('البريد الإلكتروني مطلوب'));
    await expect(canvas.getByRole('link', { name: 'العودة إلى تسجيل الدخول' })).toBeVisible();
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;
