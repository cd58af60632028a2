import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { basketBrand } from '#cart-parts/cart-story-data.ts';
import { ModalOpener } from '#testing/modal-opener.tsx';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { BrandConflictDialog, type BrandConflictDialogProps } from './brand-conflict-dialog.tsx';

/** The product card's "Add to cart" that ran into the conflict (its label is story copy). */
function WithOpener(args: BrandConflictDialogProps) {
  const lang = useStoryLocale();
  return (
    <ModalOpener
      label={lang === 'ar' ? 'أضف إلى السلة: خبز الريف' : 'Add to cart: Village bread'}
      initiallyOpen={args.open}
      onClose={args.onClose}
    >
      {(open, close) => <BrandConflictDialog {...args} lang={lang} open={open} onClose={close} />}
    </ModalOpener>
  );
}

const meta = {
  title: 'UI/Cart/BrandConflictDialog',
  component: BrandConflictDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    onClose: fn(),
    lang: 'en',
    productName: { name: 'خبز الريف', nameEn: 'Village bread' },
    basketBrand,
    onReset: fn(),
    onContinueToCheckout: fn(),
  },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof BrandConflictDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** R4.20: the two ways on; focus starts on close, and Escape keeps the basket as it is. */
export const English = {
  globals: { locale: 'en' },
  args: { open: false },
  play: async ({ args, canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Add to cart: Village bread' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: 'Start a new basket?' });
    const modal = within(dialog);
    await expect(
      modal.getByText(
        "Your basket holds products from Nakheel Market, and a basket holds one brand's products at a time.",
      ),
    ).toBeVisible();
    await waitFor(() => expect(modal.getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(args.onReset).not.toHaveBeenCalled();

    await userEvent.click(opener);
    await userEvent.click(
      within(await canvas.findByRole('dialog')).getByRole('button', {
        name: 'Reset the basket and add',
      }),
    );
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to checkout' }));
    await expect(args.onContinueToCheckout).toHaveBeenCalledTimes(1);
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'هل تبدأ سلة جديدة؟' });
    await expect(
      within(dialog).getByRole('button', { name: 'إفراغ السلة والإضافة' }),
    ).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: 'المتابعة إلى إتمام الطلب' }),
    ).toBeVisible();
  },
} satisfies Story;

/** The reset under way: its button busy, a second press ignored. */
export const BusyEnglish = {
  globals: { locale: 'en' },
  args: { busy: true, basketBrand: null },
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await canvas.findByRole('dialog');
    const reset = within(dialog).getByRole('button', { name: 'Reset the basket and add' });
    await expect(reset).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(reset);
    await expect(args.onReset).not.toHaveBeenCalled();
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
  args: { open: false },
} satisfies Story;
