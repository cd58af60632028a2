import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LinkProvider } from '#link/link-context.tsx';
import { refunds } from '#testing/refund-story-data.ts';
import { StoryLink } from '#testing/story-link.tsx';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { RefundList, type RefundListProps } from './refund-list.tsx';

function History(args: RefundListProps) {
  const lang = useStoryLocale();
  return (
    <LinkProvider component={StoryLink}>
      <div className="max-w-3xl p-4">
        <RefundList {...args} lang={lang} />
      </div>
    </LinkProvider>
  );
}

const meta = {
  title: 'UI/Account/RefundList',
  component: RefundList,
  tags: ['autodocs'],
  args: { refunds, lang: 'en', orderHref: (id: number) => `/checkout/order/${id}` },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  render: (args) => <History {...args} />,
} satisfies Meta<typeof RefundList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Refund History: each request with its order, status, reason, amounts and items. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const refunded = canvas.getByRole('article', { name: 'Order SO-00000498' });
    await expect(refunded).toHaveTextContent('Refunded');
    await expect(refunded).toHaveTextContent('The milk was past its date.');
    await expect(refunded).toHaveTextContent('Amount approved');
    await expect(canvas.getByRole('article', { name: 'Order SO-00000497' })).toHaveTextContent(
      'Requested',
    );
  },
} satisfies Story;

/** سجل المبالغ المستردة بالعربية. */
export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const refunded = canvas.getByRole('article', { name: 'الطلب SO-00000498' });
    await expect(refunded).toHaveTextContent('تم الاسترداد');
    await expect(refunded).toHaveTextContent('السبب');
  },
} satisfies Story;

export const Empty = {
  globals: { locale: 'en' },
  args: { refunds: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No refund requests yet')).toBeVisible();
  },
} satisfies Story;
