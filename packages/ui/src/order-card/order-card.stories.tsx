import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  deliveredOrder,
  failedOrder,
  placedOrder,
  waitingOrder,
} from '#checkout-parts/checkout-story-data.ts';
import { LinkProvider } from '#link/link-context.tsx';
import { navigate, StoryLink } from '#testing/story-link.tsx';
import { sar } from '#testing/story-data.ts';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { OrderCard, type OrderCardProps } from './order-card.tsx';

function Card(args: OrderCardProps) {
  const lang = useStoryLocale();
  return (
    <LinkProvider component={StoryLink}>
      <div className="max-w-md p-4">
        <OrderCard {...args} lang={lang} />
      </div>
    </LinkProvider>
  );
}

const meta = {
  title: 'UI/Orders/OrderCard',
  component: OrderCard,
  tags: ['autodocs'],
  args: {
    order: placedOrder,
    href: '/my-orders/501',
    lang: 'en',
    storeCurrency: sar,
    onCancel: fn(),
    onContinuePayment: fn(),
  },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  render: (args) => <Card {...args} />,
} satisfies Meta<typeof OrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A placed order: details link, then Cancel, in that focus order. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    const details = canvas.getByRole('link', { name: 'View details of order SO-2026-000501' });
    await expect(details).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/my-orders/501');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledWith(placedOrder);
  },
} satisfies Story;

export const DeliveredEnglish = {
  globals: { locale: 'en' },
  args: { order: deliveredOrder, href: '/my-orders/498' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Delivered')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'الطلب SO-2026-000501' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إلغاء الطلب SO-2026-000501' })).toBeVisible();
  },
} satisfies Story;

export const PaymentFailedArabic = {
  globals: { locale: 'ar' },
  args: { order: failedOrder, href: '/my-orders/499' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('فشل الدفع')).toBeVisible();
  },
} satisfies Story;

/** R4.21: an order awaiting payment, to pay by its due time: details, Continue payment, Cancel. */
export const AwaitingPaymentEnglish = {
  globals: { locale: 'en' },
  args: { order: waitingOrder, href: '/checkout/order/502' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Mar 13, 2026, 20:35')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Continue payment of order SO-2026-000502' }),
    );
    await expect(args.onContinuePayment).toHaveBeenCalledWith(waitingOrder);
  },
} satisfies Story;

export const AwaitingPaymentArabic = {
  globals: { locale: 'ar' },
  args: { order: waitingOrder, href: '/checkout/order/502' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'متابعة دفع الطلب SO-2026-000502' }),
    ).toBeVisible();
  },
} satisfies Story;
