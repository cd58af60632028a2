import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dryQuote, splitQuote, splitQuoteTotal } from '#checkout-parts/checkout-story-data.ts';
import { sar, usd } from '#testing/story-data.ts';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { OrderSummary, type OrderSummaryProps } from './order-summary.tsx';

function Summary(args: OrderSummaryProps) {
  const lang = useStoryLocale();
  return (
    <div className="max-w-md p-4">
      <OrderSummary {...args} lang={lang} />
    </div>
  );
}

const meta = {
  title: 'UI/Checkout/OrderSummary',
  component: OrderSummary,
  tags: ['autodocs'],
  args: { orders: [dryQuote], lang: 'en', storeCurrency: sar, headingLevel: 2 },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  render: (args) => <Summary {...args} />,
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One order with a coupon, points and wallet: every amount label of R3.17. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const summary = within(canvas.getByRole('region', { name: 'Order summary' }));
    for (const label of [
      'Subtotal',
      'Delivery fee',
      'Coupon discount',
      'Points',
      'Wallet balance',
      'Tax',
      'Total',
    ])
      await expect(summary.getByText(label)).toBeVisible();
    await expect(summary.getByText('VAT included')).toBeVisible();
  },
} satisfies Story;

/** A cold and dry basket: two orders and the grand total. */
export const TwoOrdersEnglish = {
  globals: { locale: 'en' },
  args: { orders: splitQuote, total: splitQuoteTotal },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Chilled items' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Dry items' })).toBeVisible();
    await expect(canvas.getByText('Grand total')).toBeVisible();
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'ملخص الطلب' })).toBeVisible();
    await expect(canvas.getByText('شاملة ضريبة القيمة المضافة')).toBeVisible();
  },
} satisfies Story;

export const TwoOrdersArabic = {
  globals: { locale: 'ar' },
  args: { orders: splitQuote, total: splitQuoteTotal, currency: usd },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'المنتجات المبردة' })).toBeVisible();
    await expect(canvas.getByText('الإجمالي الكلي')).toBeVisible();
  },
} satisfies Story;

export const SideBySide = { globals: { locale: 'both' } } satisfies Story;
