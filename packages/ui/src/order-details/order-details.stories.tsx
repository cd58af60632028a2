import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { failedOrder, placedOrder } from '#checkout-parts/checkout-story-data.ts';
import { regions, sar } from '#testing/story-data.ts';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { OrderDetails, type OrderDetailsProps } from './order-details.tsx';

function Details(args: OrderDetailsProps) {
  const lang = useStoryLocale();
  return (
    <div className="max-w-2xl p-4">
      <OrderDetails {...args} lang={lang} />
    </div>
  );
}

const meta = {
  title: 'UI/Orders/OrderDetails',
  component: OrderDetails,
  tags: ['autodocs'],
  args: { order: placedOrder, lang: 'en', storeCurrency: sar, regions },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  render: (args) => <Details {...args} />,
} satisfies Meta<typeof OrderDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

const labels = {
  en: [
    'Order number',
    'Date',
    'Amount',
    'Status',
    'Payment mode and status',
    'Delivery slot',
    'Billing address',
    'Shipping address',
    'Subtotal',
    'Tax',
    'Points',
    'Wallet balance',
    'Coupon discount',
    'Total',
  ],
  ar: [
    'رقم الطلب',
    'التاريخ',
    'المبلغ',
    'الحالة',
    'طريقة الدفع وحالته',
    'موعد التوصيل',
    'عنوان الفاتورة',
    'عنوان الشحن',
    'المجموع الفرعي',
    'الضريبة',
    'النقاط',
    'رصيد المحفظة',
    'خصم القسيمة',
    'الإجمالي',
  ],
};

/** R2.45 / R3.17: every order label with its value. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    for (const label of labels.en) await expect(terms).toContain(label);
    await expect(canvas.getByText('12:00–15:00')).toBeVisible();
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    for (const label of labels.ar) await expect(terms).toContain(label);
  },
} satisfies Story;

export const PaymentFailedArabic = {
  globals: { locale: 'ar' },
  args: { order: failedOrder },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('الدفع بالبطاقة · فشل')).toBeVisible();
  },
} satisfies Story;
