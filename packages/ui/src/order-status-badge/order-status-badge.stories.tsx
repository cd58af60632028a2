import { orderStatuses } from '@shop/core/checkout-schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OrderStatusBadge } from './order-status-badge.tsx';

const meta = {
  title: 'UI/Orders/OrderStatusBadge',
  component: OrderStatusBadge,
  tags: ['autodocs'],
  args: { status: 'placed' },
  // Every status at once, so the a11y run checks each tone's contrast.
  render: () => (
    <div className="flex flex-wrap gap-2 p-4">
      {orderStatuses.map((status) => (
        <OrderStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
} satisfies Meta<typeof OrderStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Awaiting payment')).toBeVisible();
    await expect(canvas.getByText('Payment failed')).toBeVisible();
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('خرج للتوصيل')).toBeVisible();
  },
} satisfies Story;
