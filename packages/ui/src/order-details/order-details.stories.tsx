import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { failedOrder, placedOrder, waitingOrder } from '#checkout-parts/checkout-story-data.ts';
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

/** R4.21: a waiting order: its time to pay by, its coupon's code, and "Continue payment". */
export const AwaitingPaymentEnglish = {
  globals: { locale: 'en' },
  args: { order: waitingOrder, onContinuePayment: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Coupon discount (WELCOME10)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue payment' }));
    await expect(args.onContinuePayment).toHaveBeenCalledTimes(1);
  },
} satisfies Story;

export const AwaitingPaymentArabic = {
  globals: { locale: 'ar' },
  args: { order: waitingOrder, onContinuePayment: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('خصم القسيمة (WELCOME10)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'متابعة الدفع' })).toBeVisible();
  },
} satisfies Story;
