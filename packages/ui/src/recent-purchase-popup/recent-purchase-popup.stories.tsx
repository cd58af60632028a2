import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { LinkProvider } from '#link/link-context.tsx';
import { StoryLink } from '#testing/story-link.tsx';
import { RecentPurchasePopup } from './recent-purchase-popup.tsx';

const items = [
  {
    productId: 1,
    productName: 'حليب طازج كامل الدسم',
    productNameEn: 'Fresh full-fat milk',
    productSlug: 'fresh-milk',
    productImage: null,
    cityName: 'الرياض',
    cityNameEn: 'Riyadh',
    minutesAgo: 12,
  },
  {
    productId: 2,
    productName: 'خبز التنور',
    productNameEn: 'Tannour bread',
    productSlug: 'tannour-bread',
    productImage: null,
    cityName: 'جدة',
    cityNameEn: 'Jeddah',
    minutesAgo: 95,
  },
];

const meta = {
  title: 'UI/Feedback/RecentPurchasePopup',
  component: RecentPurchasePopup,
  tags: ['autodocs'],
  // Short delays so the story shows a purchase at once (the shop uses 15 s, then every 45 s).
  args: {
    items,
    lang: 'en',
    productHref: (item) => `/product/${item.productSlug}`,
    firstDelayMs: 0,
    intervalMs: 60_000,
    visibleMs: 60_000,
  },
  decorators: [
    (Story) => {
      window.localStorage.removeItem('shop.recentPurchasePopup.off');
      return (
        <LinkProvider component={StoryLink}>
          <div className="min-h-64">
            <Story />
          </div>
        </LinkProvider>
      );
    },
  ],
} satisfies Meta<typeof RecentPurchasePopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Someone in Riyadh bought'),
    );
    // It fades in where motion is allowed.
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Fresh full-fat milk' })).toBeVisible(),
    );
    await expect(canvas.getByRole('button', { name: 'Close' })).toBeVisible();
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  args: { lang: 'ar' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('اشترى شخص في الرياض'),
    );
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'حليب طازج كامل الدسم' })).toBeVisible(),
    );
    await expect(canvas.getByRole('button', { name: 'لا تعرض هذه الرسائل' })).toBeVisible();
  },
} satisfies Story;
