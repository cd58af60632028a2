import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { AccountNav } from './account-nav.tsx';

const hrefs = {
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
};

describe('AccountNav', () => {
  it('links every account page, marks the current one and signs out', () => {
    const onSignOut = vi.fn();
    renderWithI18n(
      <AccountNav
        lang="en"
        hrefs={hrefs}
        current="addresses"
        unreadCount={3}
        onSignOut={onSignOut}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'My account' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'My Dashboard',
      'My Notifications3 3 unread',
      'My Orders',
      'My Addresses',
      'My Wallet',
      'My Points',
      'Refund History',
      'Payout Details',
      'Favourites',
      'Compare',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(Object.values(hrefs));
    expect(screen.getByRole('link', { name: 'My Addresses' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: 'My Dashboard' }).hasAttribute('aria-current')).toBe(
      false,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('speaks the unread count with Arabic plurals and hides a zero badge', () => {
    const { rerender } = renderWithI18n(
      <AccountNav lang="ar" hrefs={hrefs} unreadCount={2} onSignOut={vi.fn()} />,
      'ar',
    );
    screen.getByText('إشعاران غير مقروءين');
    rerender(<AccountNav lang="ar" hrefs={hrefs} unreadCount={0} onSignOut={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'إشعاراتي' }).textContent).toBe('إشعاراتي');
  });
});
