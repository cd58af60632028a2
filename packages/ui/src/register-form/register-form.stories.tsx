import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { LinkProvider } from '#link/link-context.tsx';
import { StoryLink } from '#testing/story-link.tsx';
import { RegisterForm } from './register-form.tsx';

const meta = {
  title: 'UI/Account/RegisterForm',
  component: RegisterForm,
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
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fill the form; a mismatched confirmation is caught, then corrected and sent. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Sara Al-Qahtani');
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'sara@example.com');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Mobile number Dialling code' }),
      '971',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile number' }), '501234567');
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'date-palm-9');
    const confirm = canvas.getByLabelText('Confirm password', { selector: 'input' });
    await userEvent.type(confirm, 'date-palm-8');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(confirm).toHaveFocus());
    await expect(confirm).toHaveAccessibleDescription('Confirm password does not match');
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'date-palm-9{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Sara Al-Qahtani',
        email: 'sara@example.com',
        phoneCode: '971',
        phone: '501234567',
        password: 'date-palm-9',
      }),
    );
  },
} satisfies Story;

/** Empty submit in Arabic: every required field says so, in Arabic. */
export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await userEvent.click(canvas.getByRole('button', { name: 'إنشاء الحساب' }));
    const name = canvas.getByRole('textbox', { name: 'الاسم' });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription('الاسم مطلوب');
    await expect(
      canvas.getByRole('textbox', { name: 'البريد الإلكتروني' }),
    ).toHaveAccessibleDescription('البريد الإلكتروني مطلوب');
    await expect(canvas.getByRole('textbox', { name: 'رقم الجوال' })).toHaveAccessibleDescription(
      'رقم الجوال مطلوب',
    );
    await expect(
      canvas.getByLabelText('تأكيد كلمة المرور', { selector: 'input' }),
    ).toHaveAccessibleDescription('تأكيد كلمة المرور مطلوب');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;

/** Spec §8: code 409 reads "this user is already registered", here at the e-mail field. */
export const AlreadyRegisteredEnglish = {
  globals: { locale: 'en' },
  args: {
    defaultValues: { name: 'Sara', email: 'sara@example.com' },
    serverErrors: [{ code: '409', message: 'Conflict', field: 'body.email' }],
  },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('this user is already registered'),
    );
    await expect(email).toHaveFocus();
  },
} satisfies Story;
