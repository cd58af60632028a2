import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LinkProvider } from '#link/link-context.tsx';
import { StoryLink } from '#testing/story-link.tsx';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { PaymentResult, paymentOutcomes, type PaymentResultProps } from './payment-result.tsx';

function Result(args: PaymentResultProps) {
  const lang = useStoryLocale();
  return (
    <LinkProvider component={StoryLink}>
      <div className="max-w-2xl p-4">
        <PaymentResult {...args} lang={lang} />
      </div>
    </LinkProvider>
  );
}

const meta = {
  title: 'UI/Checkout/PaymentResult',
  component: PaymentResult,
  tags: ['autodocs'],
  args: {
    outcome: 'cancelled',
    orderNumber: 'SO-2026-000502',
    dueAt: '2026-03-13T17:35:00.000Z',
    lang: 'en',
    onRetry: fn(),
    onChooseAnother: fn(),
    orderHref: '/checkout/order/502',
  },
  argTypes: {
    lang: { control: false, description: 'Follows the locale toolbar.' },
    outcome: { control: 'select', options: paymentOutcomes },
  },
  render: (args) => <Result {...args} />,
} satisfies Meta<typeof PaymentResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** R8.06: aborted at the provider; retry first, then another method, then My Orders. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(
      canvas.getByText('You aborted the payment. Please retry or choose another payment method'),
    ).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChooseAnother).toHaveBeenCalledTimes(1);
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('لقد ألغيت عملية الدفع. الرجاء إعادة المحاولة أو اختيار طريقة دفع أخرى'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
} satisfies Story;

/** R8.07: the provider declined. */
export const DeclinedEnglish = {
  globals: { locale: 'en' },
  args: { outcome: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Payment Is Failed Please Try Again')).toBeVisible();
  },
} satisfies Story;

export const DeclinedArabic = {
  globals: { locale: 'ar' },
  args: { outcome: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('فشلت عملية الدفع، الرجاء المحاولة مرة أخرى')).toBeVisible();
  },
} satisfies Story;

/** R8.08: the order failed (its time to pay ran out); nothing to retry. */
export const OrderFailedEnglish = {
  globals: { locale: 'en' },
  args: { outcome: 'orderFailed', dueAt: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Order failed' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
} satisfies Story;

export const OrderFailedArabic = {
  globals: { locale: 'ar' },
  args: { outcome: 'orderFailed', dueAt: null },
} satisfies Story;

/** R8.09: "Pay in 4" refused the purchase; another method is the way on. */
export const PayInFourRefusedEnglish = {
  globals: { locale: 'en' },
  args: { outcome: 'bnplRefused' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Choose another payment method' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
} satisfies Story;

export const PayInFourRefusedArabic = {
  globals: { locale: 'ar' },
  args: { outcome: 'bnplRefused' },
} satisfies Story;

/** Back from the provider before its confirmation: a live status. */
export const ConfirmingEnglish = {
  globals: { locale: 'en' },
  args: { outcome: 'confirming' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Confirming your payment');
  },
} satisfies Story;

export const SuccessArabic = {
  globals: { locale: 'ar' },
  args: { outcome: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'عرض طلبك' })).toBeVisible();
  },
} satisfies Story;

export const SuccessEnglish = {
  globals: { locale: 'en' },
  args: { outcome: 'success' },
} satisfies Story;
