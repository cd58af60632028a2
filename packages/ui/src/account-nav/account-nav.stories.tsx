import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LinkProvider } from '#link/link-context.tsx';
import { StoryLink, navigate } from '#testing/story-link.tsx';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { AccountNav, type AccountNavProps } from './account-nav.tsx';

function WithLang(args: AccountNavProps) {
  const lang = useStoryLocale();
  const base = `/${lang}`;
  return (
    <div className="max-w-xs p-4">
      <AccountNav
        {...args}
        lang={lang}
        hrefs={{
          dashboard: `${base}/account`,
          notifications: `${base}/account/notifications`,
          orders: `${base}/my-orders`,
          addresses: `${base}/account/addresses`,
          wallet: `${base}/account/wallet`,
          points: `${base}/account/points`,
          refunds: `${base}/account/refunds`,
          payoutDetails: `${base}/account/payout-details`,
          favorites: `${base}/my-favorite`,
          compare: `${base}/compare`,
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Account/AccountNav',
  component: AccountNav,
  tags: ['autodocs'],
  args: {
    lang: 'en',
    current: 'addresses',
    unreadCount: 3,
    onSignOut: fn(),
    hrefs: {
      dashboard: '/account',
      notifications: '/account/notifications',
      orders: '/my-orders',
      addresses: '/account/addresses',
      wallet: '/account/wallet',
      points: '/account/points',
      refunds: '/account/refunds',
      payoutDetails: '/account/payout-details',
      favorites: '/my-favorite',
      compare: '/compare',
    },
  },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  decorators: [
    (Story) => (
      <LinkProvider component={StoryLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  render: (args) => <WithLang {...args} />,
} satisfies Meta<typeof AccountNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    canvas.getByRole('navigation', { name: 'My account' });
    await expect(canvas.getByRole('link', { name: 'My Addresses' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'My Notifications 3 unread' }));
    await expect(navigate).toHaveBeenCalledWith('/en/account/notifications');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const link = canvas.getByRole('link', { name: 'إشعاراتي 3 إشعارات غير مقروءة' });
    // The icon leads at the inline start: the right in Arabic.
    const icon = link.querySelector('svg');
    await expect(icon?.getBoundingClientRect().right).toBeGreaterThan(
      link.getBoundingClientRect().right - 30,
    );
    await expect(canvas.getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible();
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;
