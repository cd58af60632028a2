import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { kwd, sar } from '#testing/story-data.ts';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { PayInFourDialog } from './pay-in-four-dialog.tsx';
import { PayInFourPromo, type PayInFourPromoProps } from './pay-in-four-promo.tsx';

/** The promo under a product price, its "Learn more" opening the pop-up. */
function OnProductPage(args: PayInFourPromoProps) {
  const lang = useStoryLocale();
  const [open, setOpen] = useState(false);
  return (
    <div className="max-w-md p-4">
      <PayInFourPromo
        {...args}
        lang={lang}
        onLearnMore={
          args.onLearnMore &&
          (() => {
            args.onLearnMore?.();
            setOpen(true);
          })
        }
      />
      <PayInFourDialog
        open={open}
        onClose={() => setOpen(false)}
        amount={args.amount}
        lang={lang}
        storeCurrency={args.storeCurrency}
        currency={args.currency}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Cart/PayInFourPromo',
  component: PayInFourPromo,
  tags: ['autodocs'],
  args: { amount: 1001, lang: 'en', storeCurrency: sar, onLearnMore: fn() },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  render: (args) => <OnProductPage {...args} />,
} satisfies Meta<typeof PayInFourPromo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** R2.88: "Pay in 4" and the first of four payments; "Learn more" opens the pop-up (R2.87). */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Pay in 4', { selector: 'strong' })).toBeVisible();
    await expect(canvas.getByText(/4 interest-free payments of SAR.2\.51/)).toBeVisible();
    const learnMore = canvas.getByRole('button', { name: 'Learn more about Pay in 4' });
    await userEvent.click(learnMore);
    await expect(args.onLearnMore).toHaveBeenCalledTimes(1);
    const dialog = await canvas.findByRole('dialog', { name: 'Pay in 4' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeVisible());
    await waitFor(() => expect(learnMore).toHaveFocus());
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ادفع على 4', { selector: 'strong' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'اعرف المزيد عن ادفع على 4' })).toBeVisible();
  },
} satisfies Story;

/** Shown in Kuwaiti dinars: split after converting (SAR 100 → KWD 8.180 → 2.045 each). */
export const ConvertedEnglish = {
  globals: { locale: 'en' },
  args: { amount: 10000, currency: kwd },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/KWD.2\.045/)).toBeVisible();
  },
} satisfies Story;

/** Without a pop-up to open: the text alone. */
export const TextOnlyArabic = {
  globals: { locale: 'ar' },
  args: { onLearnMore: undefined },
  play: async ({ canvas }) => {
    await expect(
      within(
        canvas.getByText('ادفع على 4', { selector: 'strong' }).closest('div') as HTMLElement,
      ).queryByRole('button'),
    ).toBeNull();
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;
