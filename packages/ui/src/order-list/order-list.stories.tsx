import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { deliveredOrder, placedOrder } from '#checkout-parts/checkout-story-data.ts';
import { LinkProvider } from '#link/link-context.tsx';
import { StoryLink } from '#testing/story-link.tsx';
import { sar } from '#testing/story-data.ts';
import { OrderList } from './order-list.tsx';

const meta = {
  title: 'UI/Orders/OrderList',
  component: OrderList,
  tags: ['autodocs'],
  args: {
    orders: [placedOrder, deliveredOrder],
    placed: placedOrder.number,
    lang: 'en',
    storeCurrency: sar,
  },
  decorators: [
    (Story) => (
      <LinkProvider component={StoryLink}>
        <div className="max-w-3xl p-4">
          <Story />
        </div>
      </LinkProvider>
    ),
  ],
} satisfies Meta<typeof OrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Right after checkout: the notice of the order just placed, then every order. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `Order placed: ${placedOrder.number}`,
    );
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  },
} satisfies Story;

/** Arabic, right to left. */
export const Arabic = {
  globals: { locale: 'ar' },
  args: { lang: 'ar' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('طلباتي');
  },
} satisfies Story;

/** No orders yet. */
export const Empty = {
  globals: { locale: 'en' },
  args: { orders: [], placed: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No orders yet')).toBeVisible();
  },
} satisfies Story;

/** No orders yet, in Arabic. */
export const EmptyArabic = {
  globals: { locale: 'ar' },
  args: { orders: [], placed: null, lang: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('لا توجد طلبات بعد')).toBeVisible();
  },
} satisfies Story;
