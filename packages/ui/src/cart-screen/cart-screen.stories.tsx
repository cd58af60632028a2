import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { emptyCart, problemCart, readyCart } from '#cart-parts/cart-story-data.ts';
import { LinkProvider } from '#link/link-context.tsx';
import { navigate, StoryLink } from '#testing/story-link.tsx';
import { sar } from '#testing/story-data.ts';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { CartScreen, type CartScreenProps } from './cart-screen.tsx';

function Screen(args: CartScreenProps) {
  const lang = useStoryLocale();
  return (
    <CartScreen
      {...args}
      lang={lang}
      checkoutHref={`/${lang}/checkout`}
      shopHref={`/${lang}`}
      productHref={(product) => `/${lang}/product/${product.slug}`}
    />
  );
}

const meta = {
  title: 'UI/Cart/CartScreen',
  component: CartScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    cart: readyCart,
    lang: 'en',
    storeCurrency: sar,
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
  render: (args) => <Screen {...args} />,
} satisfies Meta<typeof CartScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** R2.50: the lines with quantities and a way to checkout; the summary beside them. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    navigate.mockClear();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    await expect(canvas.getByText('4 items')).toBeVisible();
    const summary = canvas.getByRole('region', { name: 'Order summary' });
    const lines = canvas.getByRole('list', { name: 'Products in your cart' });
    // Side by side on a wide screen, the summary at the inline end.
    await expect(summary.getBoundingClientRect().left).toBeGreaterThan(
      lines.getBoundingClientRect().right,
    );
    await userEvent.click(
      canvas.getByRole('button', { name: 'Decrease the quantity of Fresh full-fat milk' }),
    );
    await expect(args.onQuantityChange).toHaveBeenCalledWith(readyCart.lines[0], 1);
    await userEvent.click(within(summary).getByRole('link', { name: 'Checkout' }));
    await expect(navigate).toHaveBeenCalledWith('/en/checkout');
  },
} satisfies Story;

/** Arabic: the summary at the inline end (the left). */
export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'سلتك' })).toBeVisible();
    const summary = canvas.getByRole('region', { name: 'ملخص الطلب' });
    const lines = canvas.getByRole('list', { name: 'المنتجات في سلتك' });
    await expect(summary.getBoundingClientRect().right).toBeLessThan(
      lines.getBoundingClientRect().left,
    );
  },
} satisfies Story;

/** R8.15: "No products added". */
export const EmptyEnglish = {
  globals: { locale: 'en' },
  args: { cart: emptyCart },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'No products added' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/en',
    );
  },
} satisfies Story;

export const EmptyArabic = {
  globals: { locale: 'ar' },
  args: { cart: emptyCart },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'لم تتم إضافة أي منتجات' })).toBeVisible();
  },
} satisfies Story;

/** Problems on their lines, checkout waiting, and a refusal announced at the top. */
export const ProblemsEnglish = {
  globals: { locale: 'en' },
  args: { cart: problemCart, notice: { text: "It's Out of Stock", tone: 'error' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent("It's Out of Stock");
    await expect(canvas.getByText('The price changed from SAR 6.00 to SAR 6.50.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Checkout' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
} satisfies Story;

export const ProblemsArabic = {
  globals: { locale: 'ar' },
  args: { cart: problemCart, notice: { text: 'نفد من المخزون', tone: 'error' } },
} satisfies Story;

export const LoadingArabic = {
  globals: { locale: 'ar' },
  args: { cart: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('جارٍ تحميل سلتك…')).toBeVisible();
  },
} satisfies Story;

/** A 375 px phone: the summary under the lines. */
export const EnglishPhone = {
  globals: { locale: 'en', viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: 'Order summary' });
    const lines = canvas.getByRole('list', { name: 'Products in your cart' });
    await expect(summary.getBoundingClientRect().top).toBeGreaterThan(
      lines.getBoundingClientRect().bottom,
    );
  },
} satisfies Story;
