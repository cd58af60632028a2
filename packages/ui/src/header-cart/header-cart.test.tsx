import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { HeaderCart } from './header-cart.tsx';

describe('HeaderCart', () => {
  it('is named "Cart, 3 items", shows the badge and opens the sidebar on a plain click', () => {
    const onOpen = vi.fn();
    renderWithI18n(<HeaderCart count={3} href="/en/cart" onOpen={onOpen} />);
    const link = screen.getByRole('link', { name: 'Cart, 3 items' });
    expect(link.getAttribute('href')).toBe('/en/cart');
    // The badge and the word are seen; the name is read.
    expect(link.textContent).toBe('3CartCart, 3 items');
    const plain = fireEvent.click(link);
    expect(plain).toBe(false); // default prevented: no navigation
    expect(onOpen).toHaveBeenCalledTimes(1);
    // Ctrl/⌘-click opens the Cart screen in a new tab instead.
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('is a plain link without onOpen, and shows no badge for an empty cart', () => {
    renderWithI18n(<HeaderCart count={0} href="/en/cart" />);
    const link = screen.getByRole('link', { name: 'Cart, 0 items' });
    expect(link.textContent).toBe('CartCart, 0 items');
    expect(fireEvent.click(link)).toBe(true);
  });

  it('counts with the six Arabic plural forms', () => {
    const names: Record<number, string> = {
      0: 'السلة، فارغة',
      1: 'السلة، قطعة واحدة',
      2: 'السلة، قطعتان',
      5: 'السلة، 5 قطع',
      12: 'السلة، 12 قطعة',
      101: 'السلة، 101 قطعة',
    };
    for (const [count, name] of Object.entries(names)) {
      const { unmount } = renderWithI18n(
        <HeaderCart count={Number(count)} href="/ar/cart" />,
        'ar',
      );
      screen.getByRole('link', { name });
      unmount();
    }
    renderWithI18n(<HeaderCart count={150} href="/ar/cart" />, 'ar');
    screen.getByText('99+');
  });
});
