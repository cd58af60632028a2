import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ModalOpener } from '#testing/modal-opener.tsx';
import { sar, usd } from '#testing/story-data.ts';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { PayInFourDialog, type PayInFourDialogProps } from './pay-in-four-dialog.tsx';

function WithOpener(args: PayInFourDialogProps) {
  const lang = useStoryLocale();
  return (
    <ModalOpener
      label={lang === 'ar' ? 'اعرف المزيد' : 'Learn more'}
      initiallyOpen={args.open}
      onClose={args.onClose}
    >
      {(open, close) => <PayInFourDialog {...args} lang={lang} open={open} onClose={close} />}
    </ModalOpener>
  );
}

const meta = {
  title: 'UI/Cart/PayInFourDialog',
  component: PayInFourDialog,
  tags: ['autodocs'],
  args: { open: true, onClose: fn(), amount: 1001, lang: 'en', storeCurrency: sar },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof PayInFourDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** R2.87: 4 interest-free payments every two weeks, and the schedule of SAR 10.01. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Pay in 4' });
    const modal = within(dialog);
    await expect(
      modal.getByText('Split your purchase into 4 interest-free payments, one every two weeks.'),
    ).toBeVisible();
    const payments = modal.getAllByRole('listitem').slice(-4);
    await expect(payments.map((item) => item.textContent?.replace(/\s/g, ' '))).toEqual([
      'Payment 1TodaySAR 2.51',
      'Payment 2In 2 weeksSAR 2.50',
      'Payment 3In 4 weeksSAR 2.50',
      'Payment 4In 6 weeksSAR 2.50',
    ]);
    await userEvent.click(modal.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(dialog).not.toBeVisible());
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  args: { amount: 40000 },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'ادفع على 4' });
    await expect(within(dialog).getByText('بعد أسبوعين')).toBeVisible();
    await expect(within(dialog).getByText('بعد 6 أسابيع')).toBeVisible();
  },
} satisfies Story;

/** In US dollars on a 375 px phone: two payments a row. */
export const ConvertedEnglishPhone = {
  globals: { locale: 'en', viewport: { value: 'phone375', isRotated: false } },
  args: { amount: 25000, currency: usd },
} satisfies Story;

/** Closed: just the opener in both languages. */
export const SideBySide = {
  globals: { locale: 'both' },
  args: { open: false },
} satisfies Story;
