import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  freeShippingCart,
  noFreeShippingCart,
  readyCart,
  smallCart,
} from '#cart-parts/cart-story-data.ts';
import { sar, usd } from '#testing/story-data.ts';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { CartSummary, type CartSummaryProps } from './cart-summary.tsx';

function Summary(args: CartSummaryProps) {
  const lang = useStoryLocale();
  return (
    <div className="max-w-sm p-4">
      <CartSummary {...args} lang={lang} />
    </div>
  );
}

const meta = {
  title: 'UI/Cart/CartSummary',
  component: CartSummary,
  tags: ['autodocs'],
  args: { cart: smallCart, lang: 'en', storeCurrency: sar, onPayInFourOpen: fn() },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  render: (args) => <Summary {...args} />,
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Below the minimum order and the free-shipping threshold: what is missing, with bars. */
export const BelowMinimumEnglish = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Add SAR 35.00 more to reach the minimum order of SAR 50.00.'),
    ).toBeVisible();
    await expect(canvas.getByText('Add SAR 235.00 more for free shipping')).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: 'Progress to free shipping' });
    // Money keeps its no-break space.
    await expect(bar.getAttribute('aria-valuetext')?.replace(/\s/g, ' ')).toBe(
      'SAR 15.00 of SAR 250.00',
    );
  },
} satisfies Story;

/** Arabic: the bars fill from the right. */
export const BelowMinimumArabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'التقدم نحو الحد الأدنى للطلب' });
    const fill = bar.firstElementChild as HTMLElement;
    await expect(
      Math.abs(fill.getBoundingClientRect().right - bar.getBoundingClientRect().right),
    ).toBeLessThan(1);
    await expect(fill.getBoundingClientRect().width).toBeLessThan(
      bar.getBoundingClientRect().width / 2,
    );
  },
} satisfies Story;

/** Minimum reached, free shipping not yet; "Pay in 4" opens its pop-up. */
export const ReadyEnglish = {
  globals: { locale: 'en' },
  args: { cart: readyCart, headingLevel: 2 },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('The minimum order of SAR 50.00 is reached.')).toBeVisible();
    await expect(canvas.getByText('Add SAR 62.00 more for free shipping')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Learn more about Pay in 4' }));
    await expect(args.onPayInFourOpen).toHaveBeenCalledTimes(1);
  },
} satisfies Story;

/** At or above the threshold (R9.08): "You get free shipping". */
export const FreeShippingEnglish = {
  globals: { locale: 'en' },
  args: { cart: freeShippingCart },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You get free shipping')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
} satisfies Story;

export const FreeShippingArabic = {
  globals: { locale: 'ar' },
  args: { cart: freeShippingCart },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('تحصل على شحن مجاني')).toBeVisible();
  },
} satisfies Story;

/** A brand without free shipping: nothing is said of it. */
export const NoFreeShippingEnglish = {
  globals: { locale: 'en' },
  args: { cart: noFreeShippingCart },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/free shipping/)).toBeNull();
  },
} satisfies Story;

/** Shown in US dollars: the subtotal says it was converted from riyals. */
export const ConvertedArabic = {
  globals: { locale: 'ar' },
  args: { cart: readyCart, currency: usd },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
  args: { cart: readyCart },
} satisfies Story;
