import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { notifications, storyNow } from '#testing/account-story-data.ts';
import { useStoryLocale } from '#testing/use-story-locale.ts';
import { NotificationList, type NotificationListProps } from './notification-list.tsx';

/** Marks notifications read in local state, as the app's store would. */
function Stateful(args: NotificationListProps) {
  const lang = useStoryLocale();
  const [items, setItems] = useState(args.notifications);
  return (
    <div className="max-w-2xl p-4">
      <NotificationList
        {...args}
        lang={lang}
        notifications={items}
        onMarkRead={(notification) => {
          setItems((all) =>
            all.map((n) => (n.id === notification.id ? { ...n, readAt: storyNow } : n)),
          );
          args.onMarkRead(notification);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Account/NotificationList',
  component: NotificationList,
  tags: ['autodocs'],
  args: { notifications, now: storyNow, lang: 'en', onMarkRead: fn() },
  argTypes: { lang: { control: false, description: 'Follows the locale toolbar.' } },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof NotificationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    const first = canvas.getByRole('article', { name: 'Unread: Your order is on its way' });
    await expect(first).toHaveTextContent('5 minutes ago');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Mark as read: Your order is on its way' }),
    );
    await expect(args.onMarkRead).toHaveBeenCalledWith(notifications[0]);
    canvas.getByRole('article', { name: 'Your order is on its way' });
    await expect(canvas.getAllByRole('button', { name: /^Mark as read/ })).toHaveLength(1);
  },
} satisfies Story;

export const Arabic = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const first = canvas.getByRole('article', { name: 'غير مقروء: طلبك في الطريق' });
    await expect(first).toHaveTextContent('قبل 5 دقائق');
    canvas.getByText('أمس');
  },
} satisfies Story;

export const SideBySide = {
  globals: { locale: 'both' },
} satisfies Story;

export const EmptyArabic = {
  globals: { locale: 'ar' },
  args: { notifications: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'لا توجد إشعارات' })).toBeVisible();
  },
} satisfies Story;
