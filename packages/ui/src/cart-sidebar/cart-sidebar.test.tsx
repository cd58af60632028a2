import type { Cart } from '@shop/core/cart-state';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  cartLine,
  cartOf,
  emptyCart,
  problemCart,
  readyCart,
  smallCart,
} from '#cart-parts/cart-story-data.ts';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { bread, sar } from '#testing/story-data.ts';
import { CartSidebar, type CartSidebarProps } from './cart-sidebar.tsx';

function props(overrides: Partial<CartSidebarProps> = {}): CartSidebarProps {
  return {
    open: true,
    onClose: vi.fn(),
    cart: readyCart,
    lang: 'en',
    storeCurrency: sar,
    cartHref: '/en/cart',
    checkoutHref: '/en/checkout',
    shopHref: '/en',
    productHref: (product) => `/en/product/${product.slug}`,
    onQuantityChange: vi.fn(),
    onRemove: vi.fn(),
    ...overrides,
  };
}

/** A page button that opens the sidebar, as the header's cart does. */
function WithOpener(overrides: Partial<CartSidebarProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open cart
      </button>
      <CartSidebar {...props(overrides)} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

describe('CartSidebar', () => {
  it('titles the drawer with the item count and shows lines, summary and both ways on', () => {
    renderWithI18n(<CartSidebar {...props()} />);
    const dialog = screen.getByRole('dialog', { name: 'Your cart (4 items)' });
    within(dialog).getByRole('list', { name: 'Products in your cart' });
    within(dialog).getByRole('region', { name: 'Order summary' });
    within(dialog).getByText('The minimum order of SAR 50.00 is reached.');
    expect(within(dialog).getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe(
      '/en/checkout',
    );
    expect(within(dialog).getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe(
      '/en/cart',
    );
  });

  it('opens from its opener, closes with Escape and gives focus back', () => {
    renderWithI18n(<WithOpener />);
    const opener = screen.getByRole('button', { name: 'Open cart' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Your cart (4 items)' });
    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Close the cart' }), {
      key: 'Escape',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Close the cart' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes when a link inside is followed', () => {
    const onClose = vi.fn();
    renderWithI18n(<CartSidebar {...props({ onClose })} />);
    fireEvent.click(screen.getByRole('link', { name: 'View cart' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says "No products added" when empty, with a way back to the shop', () => {
    renderWithI18n(<CartSidebar {...props({ cart: emptyCart })} />);
    const dialog = screen.getByRole('dialog', { name: 'Your cart (0 items)' });
    within(dialog).getByRole('heading', { name: 'No products added' });
    expect(
      within(dialog).getByRole('link', { name: 'Continue shopping' }).getAttribute('href'),
    ).toBe('/en');
    expect(within(dialog).queryByRole('link', { name: 'Checkout' })).toBeNull();
  });

  it('while loading says so; a refusal is shown in the polite status', () => {
    const { rerender } = renderWithI18n(<CartSidebar {...props({ cart: null, loading: true })} />);
    screen.getByText('Loading your cart…');
    rerender(
      <CartSidebar {...props({ notice: { text: 'the maximum quantity is 3', tone: 'error' } })} />,
    );
    // The drawer's own status comes first, above the lines (each stepper has its own).
    expect(screen.getAllByRole('status')[0]?.textContent).toBe('the maximum quantity is 3');
  });

  it('keeps checkout closed, saying why, when a line has a problem or the minimum is missed', () => {
    const { unmount } = renderWithI18n(<CartSidebar {...props({ cart: problemCart })} />);
    const blocked = screen.getByRole('button', { name: 'Checkout' });
    expect(blocked.getAttribute('aria-disabled')).toBe('true');
    expect(
      document.getElementById(blocked.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Some products need your attention before you can check out.');
    unmount();
    renderWithI18n(<CartSidebar {...props({ cart: smallCart })} />);
    const below = screen.getByRole('button', { name: 'Checkout' });
    expect(
      document.getElementById(below.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toMatch(/^Add SAR.35\.00 more to reach the minimum order of SAR.50\.00\.$/);
  });

  it('counts in Arabic with all six plural forms', () => {
    const withCount = (count: number): Cart => cartOf([cartLine(1, bread, count)]);
    const titles: Record<number, string> = {
      0: 'سلتك (فارغة)',
      1: 'سلتك (قطعة واحدة)',
      2: 'سلتك (قطعتان)',
      3: 'سلتك (3 قطع)',
      11: 'سلتك (11 قطعة)',
      100: 'سلتك (100 قطعة)',
    };
    for (const [count, title] of Object.entries(titles)) {
      const cart = Number(count) === 0 ? emptyCart : withCount(Number(count));
      const { unmount } = renderWithI18n(<CartSidebar {...props({ cart, lang: 'ar' })} />, 'ar');
      screen.getByRole('dialog', { name: title });
      unmount();
    }
  });
});
