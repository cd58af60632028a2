import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { deliveredOrder, failedOrder } from '#checkout-parts/checkout-story-data.ts';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { OrderTimeline, type OrderTimelineProps } from './order-timeline.tsx';

function Timeline(args: OrderTimelineProps) {
  const lang = useStoryLocale();
  return (
    <div className="max-w-md p-4">
      <OrderTimeline {...args} lang={lang} />
    </div>
  );
}

const meta = {
  title: 'UI/Orders/OrderTimeline',
  component: OrderTimeline,
  tags: ['autodocs'],
  args: { events: deliveredOrder.timeline, lang: 'en' },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  render: (args) => <Timeline {...args} />,
} satisfies Meta<typeof OrderTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A delivered order: four steps, oldest first, the last one current. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    const steps = within(list).getAllByRole('listitem');
    await expect(steps.map((step) => step.textContent.replace(/\s+/g, ' ').trim())).toEqual([
      'Placed Mar 2, 2026, 11:40',
      'Preparing Mar 2, 2026, 12:15',
      'Out for delivery Mar 2, 2026, 15:02',
      'Delivered · Current status Mar 2, 2026, 16:30',
    ]);
    await expect(steps[3]).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByText('Mar 2, 2026, 16:30')).toBeVisible();
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'مراحل الطلب' })).toBeVisible();
    await expect(canvas.getByText('خرج للتوصيل')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
} satisfies Story;

/** An online payment that never came: awaiting payment, then payment failed. */
export const PaymentFailedArabic = {
  globals: { locale: 'ar' },
  args: { events: failedOrder.timeline },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('فشل الدفع')).toBeVisible();
  },
} satisfies Story;
