import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { LazyToaster } from './lazy-toaster.tsx';
import { accountMessages, notify } from './toast.tsx';

/** A screen that can toast (it loads the toast module), with the lazy Toaster at its root. */
function LazyToasterDemo() {
  const { t } = useTranslation(['account']);
  const lang = useStoryLocale();
  return (
    <div className="min-h-96 p-4">
      <button
        type="button"
        onClick={() => notify(t(accountMessages.profileUpdated))}
        className="min-h-11 rounded-md border border-brand-700 px-4 font-semibold text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {lang === 'ar' ? 'حفظ' : 'Save'}
      </button>
      <LazyToaster lang={lang} />
    </div>
  );
}

const meta = {
  title: 'UI/Feedback/LazyToaster',
  component: LazyToaster,
  tags: ['autodocs'],
  args: { lang: 'en' },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  render: () => <LazyToasterDemo />,
} satisfies Meta<typeof LazyToaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toast shows as with the Toaster itself: success, top right. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const region = await canvas.findByRole('region', { name: /Notifications/ });
    const alert = await within(region).findByRole('alert');
    await expect(alert).toHaveTextContent('Profile updated successfully.');
    await expect(alert).toHaveClass('Toastify__toast--success');
    await expect(region.getBoundingClientRect().right).toBeGreaterThan(window.innerWidth - 40);
  },
} satisfies Story;

/** Arabic: right to left. */
export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    const region = await canvas.findByRole('region', { name: /الإشعارات/ });
    await expect(await within(region).findByRole('alert')).toHaveClass('Toastify__toast--rtl');
  },
} satisfies Story;
