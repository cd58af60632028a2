import type { RecentPurchase } from '@shop/core/settings';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { RECENT_PURCHASE_OFF_KEY, RecentPurchasePopup } from './recent-purchase-popup.tsx';

const items: RecentPurchase[] = [
  {
    productId: 1,
    productName: 'حليب طازج',
    productNameEn: 'Fresh milk',
    productSlug: 'fresh-milk',
    productImage: null,
    cityName: 'الرياض',
    cityNameEn: 'Riyadh',
    minutesAgo: 12,
  },
  {
    productId: 2,
    productName: 'خبز',
    productNameEn: 'Bread',
    productSlug: 'bread',
    productImage: null,
    cityName: 'جدة',
    cityNameEn: 'Jeddah',
    minutesAgo: 150,
  },
];

const props = {
  items,
  productHref: (item: RecentPurchase) => `/product/${item.productSlug}`,
  firstDelayMs: 1_000,
  intervalMs: 30_000,
  visibleMs: 5_000,
};

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('RecentPurchasePopup', () => {
  it('shows one purchase at a time in a polite live region, then the next at the interval', () => {
    renderWithI18n(<RecentPurchasePopup {...props} lang="en" />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    act(() => void vi.advanceTimersByTime(1_000));
    expect(region.textContent).toContain('Someone in Riyadh bought');
    expect(screen.getByRole('link', { name: 'Fresh milk' }).getAttribute('href')).toBe(
      '/product/fresh-milk',
    );
    expect(region.textContent).toContain('12 minutes ago');
    act(() => void vi.advanceTimersByTime(5_000));
    expect(region.textContent).toBe('');
    act(() => void vi.advanceTimersByTime(25_000));
    expect(region.textContent).toContain('Bread');
    expect(region.textContent).toContain('2 hours ago');
  });

  it('speaks Arabic with Arabic names', () => {
    renderWithI18n(<RecentPurchasePopup {...props} lang="ar" />, 'ar');
    act(() => void vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('status').textContent).toContain('اشترى شخص في الرياض');
    screen.getByRole('link', { name: 'حليب طازج' });
    screen.getByRole('button', { name: 'إغلاق' });
  });

  it('is dismissed by its close button, and turned off for good by "Don\'t show these"', () => {
    const { unmount } = renderWithI18n(<RecentPurchasePopup {...props} lang="en" />);
    act(() => void vi.advanceTimersByTime(1_000));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => void vi.advanceTimersByTime(30_000));
    fireEvent.click(screen.getByRole('button', { name: "Don't show these" }));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(window.localStorage.getItem(RECENT_PURCHASE_OFF_KEY)).toBe('1');
    unmount();

    renderWithI18n(<RecentPurchasePopup {...props} lang="en" />);
    act(() => void vi.advanceTimersByTime(120_000));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows nothing without items', () => {
    renderWithI18n(<RecentPurchasePopup {...props} items={[]} lang="en" />);
    act(() => void vi.advanceTimersByTime(120_000));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
