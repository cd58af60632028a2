import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { LinkProvider } from '#link/link-context.tsx';
import { StoryLink } from '#testing/story-link.tsx';
import { LoginForm } from './login-form.tsx';

const meta = {
  title: 'UI/Account/LoginForm',
  component: LoginForm,
  tags: ['autodocs'],
  args: {
    onSubmit: fn(),
    forgotPasswordHref: '/auth/forgot-password',
    registerHref: '/auth/register',
  },
  decorators: [
    (Story) => (
      <LinkProvider component={StoryLink}>
        <div className="p-4">
          <Story />
        </div>
      </LinkProvider>
    ),
  ],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting empty shows the schema's messages and focuses the e-mail; then a valid sign-in. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Email is required');
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password is required',
    );
    await userEvent.type(email, 'sara@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'date-palm-9');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Enter in a field submits the form.
    await userEvent.type(email, '{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        method: 'email',
        email: 'sara@example.com',
        password: 'date-palm-9',
      }),
    );
  },
} satisfies Story;

/** The mobile-number option in Arabic: the code and number stay left to right. */
export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    canvas.getByRole('form', { name: 'تسجيل الدخول' });
    await userEvent.click(canvas.getByRole('radio', { name: 'رقم الجوال' }));
    const phone = canvas.getByRole('textbox', { name: 'رقم الجوال' });
    const code = canvas.getByRole('combobox', { name: 'رقم الجوال رمز الاتصال الدولي' });
    // Left to right inside the right-to-left page: the code sits left of the number.
    await expect(code.getBoundingClientRect().left).toBeLessThan(
      phone.getBoundingClientRect().left,
    );
    await userEvent.type(phone, '٤١٢');
    await userEvent.click(canvas.getByRole('button', { name: 'تسجيل الدخول' }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription('رقم الجوال غير صالح'));
    await expect(canvas.getByLabelText('كلمة المرور')).toHaveAccessibleDescription(
      'كلمة المرور مطلوبة',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;

/** A request in progress: the button keeps focus but is aria-disabled and shows a spinner. */
export const BusyEnglish = {
  globals: { locale: 'en' },
  args: { busy: true, defaultValues: { email: 'sara@example.com', password: 'date-palm-9' } },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Sign in' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(canvas.getByRole('status')).toHaveTextContent('Please wait…');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
} satisfies Story;

/** The API refused the sign-in (spec §8: 401/404 are shown to the user). */
export const ServerErrorArabic = {
  globals: { locale: 'ar' },
  args: {
    serverErrors: [{ code: '401', message: 'Invalid credentials' }],
    defaultValues: { email: 'sara@example.com' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'البريد الإلكتروني أو رقم الجوال أو كلمة المرور غير صحيحة.',
    );
  },
} satisfies Story;
