import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, waitFor, within } from 'storybook/test';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { Toaster, accountMessages, notify, type ToastType } from './toast.tsx';

/** One button per toast type, each raising a spec text (button labels are story copy). */
function ToastDemo() {
  // A namespace list types the prefixed `account:` keys of accountMessages.
  const { t } = useTranslation(['account']);
  const lang = useStoryLocale();
  const demos: [ToastType, string, string][] = [
    ['success', t(accountMessages.loginSuccess), lang === 'ar' ? 'نجاح' : 'Success'],
    ['info', t(accountMessages.codeSent), lang === 'ar' ? 'معلومة' : 'Info'],
    ['warning', t(accountMessages.welcomeBack), lang === 'ar' ? 'تنبيه' : 'Warning'],
    ['error', t(accountMessages.alreadyRegistered), lang === 'ar' ? 'خطأ' : 'Error'],
  ];
  return (
    <div className="min-h-96 p-4">
      <div className="flex flex-wrap gap-2">
        {demos.map(([type, message, label]) => (
          <button
            key={type}
            type="button"
            onClick={() => notify(message, type)}
            className="min-h-11 rounded-md border border-brand-700 px-4 font-semibold text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {label}
          </button>
        ))}
      </div>
      <Toaster lang={lang} />
    </div>
  );
}

const meta = {
  title: 'UI/Feedback/Toaster',
  component: Toaster,
  tags: ['autodocs'],
  args: { lang: 'en' },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  render: () => <ToastDemo />,
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each button raises its type; toasts are alerts in a named region and can be closed. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    for (const name of ['Success', 'Info', 'Warning', 'Error'])
      await userEvent.click(canvas.getByRole('button', { name }));
    const region = canvas.getByRole('region', { name: /Notifications/ });
    await waitFor(() => expect(within(region).getAllByRole('alert')).toHaveLength(4));
    await expect(region).toHaveTextContent('Login successful! Welcome back. 🎉');
    await expect(region).toHaveTextContent('this user is already registered');
    // Top right (spec §9).
    const box = region.getBoundingClientRect();
    await expect(box.right).toBeGreaterThan(window.innerWidth - 40);
    await userEvent.click(
      within(region).getAllByRole('button', { name: 'Close notification' })[0]!,
    );
    await waitFor(() => expect(within(region).getAllByRole('alert')).toHaveLength(3));
  },
} satisfies Story;

/** Arabic: right to left toasts with the Arabic texts. */
export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await userEvent.click(canvas.getByRole('button', { name: 'نجاح' }));
    const region = canvas.getByRole('region', { name: /الإشعارات/ });
    const alert = await within(region).findByRole('alert');
    await expect(alert).toHaveTextContent('تم تسجيل الدخول بنجاح! مرحبًا بعودتك. 🎉');
    await expect(alert).toHaveClass('Toastify__toast--rtl');
    within(region).getByRole('button', { name: 'إغلاق الإشعار' });
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;
