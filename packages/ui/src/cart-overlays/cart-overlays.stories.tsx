import type { CartOverlay } from '@shop/core/cart-state';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { basketBrand, cakeDetail, readyCart } from '#cart-parts/cart-story-data.ts';
import { LinkProvider } from '#link/link-context.tsx';
import { StoryLink } from '#testing/story-link.tsx';
import { sar } from '#testing/story-data.ts';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { CartOverlays, type CartOverlaysProps } from './cart-overlays.tsx';

/** Story copy: the page controls that open each overlay, as the storefront's would. */
const labels = {
  en: {
    sidebar: 'Open the cart',
    conflict: 'Add Village bread',
    customize: 'Customize the cake',
    payInFour: 'Pay in 4: learn more',
  },
  ar: {
    sidebar: 'افتح السلة',
    conflict: 'أضف خبز الريف',
    customize: 'خصّص الكعكة',
    payInFour: 'ادفع على 4: اعرف المزيد',
  },
};

const overlays: Record<keyof (typeof labels)['en'], CartOverlay> = {
  sidebar: { kind: 'sidebar' },
  conflict: {
    kind: 'brandConflict',
    request: { productId: 301, quantity: 1 },
    productName: { name: 'خبز الريف', nameEn: 'Village bread' },
  },
  customize: { kind: 'customize', productSlug: cakeDetail.slug },
  payInFour: { kind: 'payInFour', amount: readyCart.subtotal, currency: 'SAR' },
};

/** The app: the overlay union in its state (the cart slice's), one button per overlay. */
function App(args: CartOverlaysProps) {
  const lang = useStoryLocale();
  const [overlay, setOverlay] = useState<CartOverlay>(args.overlay);
  const close = () => {
    setOverlay({ kind: 'none' });
    args.onClose();
  };
  return (
    <div className="flex flex-wrap gap-2 p-4">
      {(Object.keys(overlays) as (keyof typeof overlays)[]).map((key) => (
        <button
          key={key}
          type="button"
          onClick={() => setOverlay(overlays[key])}
          className="min-h-11 rounded-md bg-brand-700 px-4 font-semibold text-on-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {labels[lang][key]}
        </button>
      ))}
      <CartOverlays
        {...args}
        lang={lang}
        overlay={overlay}
        onClose={close}
        sidebar={{
          ...args.sidebar,
          cartHref: `/${lang}/cart`,
          checkoutHref: `/${lang}/checkout`,
          shopHref: `/${lang}`,
          productHref: (product) => `/${lang}/product/${product.slug}`,
          onPayInFourOpen: () => setOverlay(overlays.payInFour),
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Cart/CartOverlays',
  component: CartOverlays,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    overlay: { kind: 'none' },
    onClose: fn(),
    lang: 'en',
    storeCurrency: sar,
    sidebar: {
      cart: readyCart,
      cartHref: '/en/cart',
      checkoutHref: '/en/checkout',
      shopHref: '/en',
      productHref: (product) => `/en/product/${product.slug}`,
      onQuantityChange: fn(),
      onRemove: fn(),
    },
    customize: { product: cakeDetail, onUpload: fn(), onSubmit: fn() },
    brandConflict: { basketBrand, onReset: fn(), onContinueToCheckout: fn() },
  },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  decorators: [
    (Story) => (
      <LinkProvider component={StoryLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  render: (args) => <App {...args} />,
} satisfies Meta<typeof CartOverlays>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One union, one overlay at a time: the sidebar, then "Pay in 4" from its summary (loaded on
 * demand), then the customize modal; each closes back to the page.
 */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open the cart' }));
    const sidebar = await canvas.findByRole('dialog', { name: 'Your cart (4 items)' });
    await userEvent.click(
      within(sidebar).getByRole('button', { name: 'Learn more about Pay in 4' }),
    );
    const payInFour = await canvas.findByRole('dialog', { name: 'Pay in 4' });
    await waitFor(() => expect(sidebar).not.toBeVisible());
    await expect(canvas.getAllByRole('dialog')).toEqual([payInFour]);
    await userEvent.click(within(payInFour).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(payInFour).not.toBeVisible());

    await userEvent.click(canvas.getByRole('button', { name: 'Customize the cake' }));
    const customize = await canvas.findByRole('dialog', { name: 'Customize Celebration cake' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(customize).not.toBeVisible());
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
} satisfies Story;

/** Arabic: the brand conflict resets with the refused request; the sidebar from the left. */
export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'أضف خبز الريف' }));
    const conflict = await canvas.findByRole('dialog', { name: 'هل تبدأ سلة جديدة؟' });
    await userEvent.click(within(conflict).getByRole('button', { name: 'إفراغ السلة والإضافة' }));
    await expect(args.brandConflict.onReset).toHaveBeenCalledWith({ productId: 301, quantity: 1 });
    await userEvent.click(within(conflict).getByRole('button', { name: 'إغلاق' }));
    await waitFor(() => expect(conflict).not.toBeVisible());

    await userEvent.click(canvas.getByRole('button', { name: 'افتح السلة' }));
    const sidebar = await canvas.findByRole('dialog', { name: 'سلتك (4 قطع)' });
    await waitFor(() => expect(Math.abs(sidebar.getBoundingClientRect().left)).toBeLessThan(1));
  },
} satisfies Story;
