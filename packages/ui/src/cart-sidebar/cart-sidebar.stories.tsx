import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { emptyCart, problemCart, readyCart, smallCart } from '#cart-parts/cart-story-data.ts';
import { LinkProvider } from '#link/link-context.tsx';
import { ModalOpener } from '#testing/modal-opener.tsx';
import { navigate, StoryLink } from '#testing/story-link.tsx';
import { sar } from '#testing/story-data.ts';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { CartSidebar, type CartSidebarProps } from './cart-sidebar.tsx';

/** A page button that opens the drawer, as the header's cart does (its label is story copy). */
function WithOpener(args: CartSidebarProps) {
  const lang = useStoryLocale();
  return (
    <ModalOpener
      label={lang === 'ar' ? 'افتح السلة' : 'Open the cart'}
      initiallyOpen={args.open}
      onClose={args.onClose}
    >
      {(open, close) => (
        <CartSidebar
          {...args}
          lang={lang}
          open={open}
          onClose={close}
          cartHref={`/${lang}/cart`}
          checkoutHref={`/${lang}/checkout`}
          shopHref={`/${lang}`}
          productHref={(product) => `/${lang}/product/${product.slug}`}
        />
      )}
    </ModalOpener>
  );
}

const meta = {
  title: 'UI/Cart/CartSidebar',
  component: CartSidebar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onClose: fn(),
    cart: readyCart,
    lang: 'en',
    storeCurrency: sar,
    cartHref: '/en/cart',
    checkoutHref: '/en/checkout',
    shopHref: '/en',
    productHref: (product) => `/en/product/${product.slug}`,
    onQuantityChange: fn(),
    onRemove: fn(),
    onPayInFourOpen: fn(),
  },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  decorators: [
    (Story) => (
      <LinkProvider component={StoryLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof CartSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How far the drawer's edge is from the viewport's right (English) or left (Arabic) side. */
function edgeOffset(dialog: HTMLElement, dir: 'ltr' | 'rtl'): number {
  const box = dialog.getBoundingClientRect();
  return dir === 'ltr' ? Math.abs(box.right - window.innerWidth) : Math.abs(box.left);
}

/** The drawer sits against the inline end, narrower than the page (it may still be sliding in). */
async function expectAtInlineEnd(dialog: HTMLElement, dir: 'ltr' | 'rtl') {
  await waitFor(() => expect(edgeOffset(dialog, dir)).toBeLessThan(1));
  await expect(dialog.getBoundingClientRect().width).toBeLessThan(window.innerWidth);
}

/**
 * From the right in English: opens from the button, focus stays inside, Escape closes and focus
 * returns; "View cart" closes it on the way.
 */
export const English = {
  globals: { locale: 'en' },
  args: { open: false },
  play: async ({ args, canvas, userEvent }) => {
    navigate.mockClear();
    const opener = canvas.getByRole('button', { name: 'Open the cart' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: 'Your cart (4 items)' });
    await expectAtInlineEnd(dialog, 'ltr');
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeVisible());
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(opener).toHaveFocus());

    await userEvent.click(opener);
    const again = await canvas.findByRole('dialog', { name: 'Your cart (4 items)' });
    await userEvent.click(within(again).getByRole('link', { name: 'View cart' }));
    await expect(navigate).toHaveBeenCalledWith('/en/cart');
    await waitFor(() => expect(again).not.toBeVisible());
  },
} satisfies Story;

/** From the left in Arabic, titled with the Arabic plural. */
export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const dialog = await canvas.findByRole('dialog', { name: 'سلتك (4 قطع)' });
    await expectAtInlineEnd(dialog, 'rtl');
    await expect(within(dialog).getByRole('link', { name: 'إتمام الطلب' })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'عرض السلة' })).toBeVisible();
  },
} satisfies Story;

/** Empty (R8.15): "No products added" and a way back to the shop. */
export const EmptyEnglish = {
  globals: { locale: 'en' },
  args: { cart: emptyCart },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Your cart (0 items)' });
    await expect(within(dialog).getByRole('heading', { name: 'No products added' })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Continue shopping' })).toBeVisible();
  },
} satisfies Story;

export const EmptyArabic = {
  globals: { locale: 'ar' },
  args: { cart: emptyCart },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'سلتك (فارغة)' });
    await expect(
      within(dialog).getByRole('heading', { name: 'لم تتم إضافة أي منتجات' }),
    ).toBeVisible();
  },
} satisfies Story;

/** Lines with problems: each says so, and checkout waits (a focusable, described button). */
export const ProblemsEnglish = {
  globals: { locale: 'en' },
  args: { cart: problemCart },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog');
    await expect(
      within(dialog).getByText('Out of stock for now: remove it to check out.'),
    ).toBeVisible();
    const checkout = within(dialog).getByRole('button', { name: 'Checkout' });
    await expect(checkout).toHaveAttribute('aria-disabled', 'true');
    await expect(checkout).toHaveAccessibleDescription(
      'Some products need your attention before you can check out.',
    );
  },
} satisfies Story;

export const ProblemsArabic = {
  globals: { locale: 'ar' },
  args: { cart: problemCart },
} satisfies Story;

/** Below the brand's minimum: checkout waits and says how much is missing. */
export const BelowMinimumArabic = {
  globals: { locale: 'ar' },
  args: { cart: smallCart },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'إتمام الطلب' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
} satisfies Story;

/** Before the first answer. */
export const LoadingEnglish = {
  globals: { locale: 'en' },
  args: { cart: null, loading: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your cart…')).toBeVisible();
  },
} satisfies Story;

/** A change under way on one line, announced politely when done. */
export const BusyEnglish = {
  globals: { locale: 'en' },
  args: { busyLineIds: [2], notice: { text: 'Cart updated.', tone: 'success' } },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog');
    await expect(within(dialog).getAllByRole('status')[0]).toHaveTextContent('Cart updated.');
    await expect(
      within(dialog).getByRole('group', { name: 'Quantity of Premium Medjool dates' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
} satisfies Story;

/** A refused change (the quantity rolled back): the reason, shown and announced. */
export const RefusedEnglish = {
  globals: { locale: 'en' },
  args: { notice: { text: 'the maximum quantity is 3', tone: 'error' } },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog');
    await expect(within(dialog).getAllByRole('status')[0]).toHaveTextContent(
      'the maximum quantity is 3',
    );
  },
} satisfies Story;

export const RefusedArabic = {
  globals: { locale: 'ar' },
  args: { notice: { text: 'لقد تجاوزت حد الكمية المسموح به', tone: 'error' } },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog');
    await expect(within(dialog).getAllByRole('status')[0]).toHaveTextContent(
      'لقد تجاوزت حد الكمية المسموح به',
    );
  },
} satisfies Story;

/** A 375 px phone in Arabic: the drawer takes the whole width. */
export const ArabicPhone = {
  globals: { locale: 'ar', viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog');
    await waitFor(() =>
      expect(Math.round(dialog.getBoundingClientRect().width)).toBe(window.innerWidth),
    );
  },
} satisfies Story;
