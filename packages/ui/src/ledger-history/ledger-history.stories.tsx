import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LinkProvider } from '#link/link-context.tsx';
import { pointsEntries, pointsExpiring, walletEntries } from '#testing/refund-story-data.ts';
import { StoryLink } from '#testing/story-link.tsx';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { LedgerBalance } from './ledger-balance.tsx';
import { LedgerHistory, type LedgerHistoryProps } from './ledger-history.tsx';

/** My Wallet or My Points as the pages compose them: the balance, then the history. */
function Ledger(args: LedgerHistoryProps) {
  const lang = useStoryLocale();
  return (
    <LinkProvider component={StoryLink}>
      <div className="grid max-w-3xl gap-6 p-4">
        {args.account === 'wallet' ? (
          <LedgerBalance account="wallet" balance={4_300} currency="SAR" lang={lang} />
        ) : (
          <LedgerBalance
            account="points"
            balance={35}
            worth={35}
            expiring={pointsExpiring}
            currency="SAR"
            lang={lang}
          />
        )}
        <LedgerHistory {...args} lang={lang} />
      </div>
    </LinkProvider>
  );
}

const meta = {
  title: 'UI/Account/LedgerHistory',
  component: LedgerHistory,
  tags: ['autodocs'],
  args: {
    account: 'wallet',
    entries: walletEntries,
    currency: 'SAR',
    lang: 'en',
    title: 'Wallet history',
    emptyText: 'No wallet activity yet',
    orderHref: (id: number) => `/checkout/order/${id}`,
  },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  render: (args) => <Ledger {...args} />,
} satisfies Meta<typeof LedgerHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** My Wallet: the balance and a table of credits and spends with their orders. */
export const English = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Wallet balance' })).toBeVisible();
    const table = canvas.getByRole('table', { name: /Wallet history/ });
    await expect(table).toHaveTextContent('Refund of order SO-00000498');
    await expect(table).toHaveTextContent('+SAR 13.00');
    await expect(table).toHaveTextContent('−SAR 20.00');
    await expect(canvas.getByRole('link', { name: 'Order SO-00000498' })).toHaveAttribute(
      'href',
      '/checkout/order/498',
    );
  },
} satisfies Story;

/** المحفظة بالعربية، من اليمين إلى اليسار. */
export const Arabic = {
  globals: { locale: 'ar' },
  args: { title: 'سجل المحفظة', emptyText: 'لا توجد حركات في المحفظة بعد' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { name: 'رصيد المحفظة' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: /سجل المحفظة/ })).toHaveTextContent(
      'استرداد الطلب SO-00000498',
    );
  },
} satisfies Story;

/** My Points: Arabic plurals, what expires next, an expiry in the history. */
export const PointsArabic = {
  globals: { locale: 'ar' },
  args: {
    account: 'points',
    entries: pointsEntries,
    title: 'سجل النقاط',
    emptyText: 'لا توجد نقاط بعد',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'رصيد النقاط' }).nextSibling,
    ).toHaveTextContent('35 نقطة');
    await expect(canvas.getByText('3 نقاط')).toBeVisible();
    await expect(canvas.getByRole('table')).toHaveTextContent('انتهت صلاحيتها');
  },
} satisfies Story;

export const PointsEnglish = {
  globals: { locale: 'en' },
  args: {
    account: 'points',
    entries: pointsEntries,
    title: 'Points history',
    emptyText: 'No points yet',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveTextContent('−120 points');
    await expect(canvas.getByRole('table')).toHaveTextContent('Expires');
  },
} satisfies Story;

export const Empty = {
  globals: { locale: 'en' },
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No wallet activity yet')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
} satisfies Story;
