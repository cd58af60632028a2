import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notifications, storyNow } from '#testing/account-story-data.ts';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { NotificationList } from './notification-list.tsx';
import { relativeTime } from './relative-time.ts';

describe('relativeTime', () => {
  it('uses the largest whole unit, in both languages', () => {
    expect(relativeTime('2026-03-10T11:55:00Z', storyNow, 'en')).toBe('5 minutes ago');
    expect(relativeTime('2026-03-10T09:00:00Z', storyNow, 'en')).toBe('3 hours ago');
    expect(relativeTime('2026-03-09T10:00:00Z', storyNow, 'en')).toBe('yesterday');
    expect(relativeTime('2026-03-10T11:59:50Z', storyNow, 'en')).toBe('now');
    expect(relativeTime('2026-03-10T10:00:00Z', storyNow, 'ar')).toBe('قبل ساعتين');
  });
});

describe('NotificationList', () => {
  it('shows titles, bodies and dates in the page language with unread markers', () => {
    const onMarkRead = vi.fn();
    renderWithI18n(
      <NotificationList
        notifications={notifications}
        lang="en"
        now={storyNow}
        onMarkRead={onMarkRead}
      />,
    );
    const list = screen.getByRole('list', { name: 'My Notifications' });
    const items = within(list).getAllByRole('article');
    expect(items).toHaveLength(4);
    const first = screen.getByRole('article', { name: 'Unread: Your order is on its way' });
    within(first).getByText('Order 1042 is out for delivery and arrives within 30 minutes.');
    expect(within(first).getByText('5 minutes ago').getAttribute('datetime')).toBe(
      '2026-03-10T11:55:00.000Z',
    );
    screen.getByRole('article', { name: 'Order delivered' });
    expect(screen.getAllByRole('button', { name: /^Mark as read/ })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Mark as read: Ramadan offer' }));
    expect(onMarkRead).toHaveBeenCalledWith(notifications[1]);
  });

  it('uses the Arabic title and body', () => {
    renderWithI18n(
      <NotificationList
        notifications={notifications}
        lang="ar"
        now={storyNow}
        onMarkRead={vi.fn()}
      />,
      'ar',
    );
    screen.getByRole('article', { name: 'غير مقروء: طلبك في الطريق' });
    screen.getByText('أمس');
  });

  it('shows the no-notifications empty state', () => {
    renderWithI18n(
      <NotificationList notifications={[]} lang="en" now={storyNow} onMarkRead={vi.fn()} />,
    );
    screen.getByRole('heading', { name: 'No notifications' });
  });
});
