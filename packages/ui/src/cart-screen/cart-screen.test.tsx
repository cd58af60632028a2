import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emptyCart, problemCart, readyCart } from '#cart-parts/cart-story-data.ts';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { sar } from '#testing/story-data.ts';
import { CartScreen, type CartScreenProps } from './cart-screen.tsx';

function props(overrides: Partial<CartScreenProps> = {}): CartScreenProps {
  return {
    cart: readyCart,
    lang: 'en',
    storeCurrency: sar,
    checkoutHref: '/en/checkout',
    shopHref: '/en',
    productHref: (product) => `/en/product/${product.slug}`,
    onQuantityChange: vi.fn(),
    onRemove: vi.fn(),
    ...overrides,
  };
}

describe('CartScreen', () => {
  it('shows the heading, count, lines, summary, checkout and continue shopping', () => {
    const onQuantityChange = vi.fn();
    renderWithI18n(<CartScreen {...props({ onQuantityChange })} />);
    screen.getByRole('heading', { level: 1, name: 'Your cart' });
    screen.getByText('4 items');
    const lines = screen.getByRole('list', { name: 'Products in your cart' });
    expect(within(lines).getAllByRole('heading', { level: 2 })).toHaveLength(3);
    screen.getByRole('heading', { level: 2, name: 'Order summary' });
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe(
      '/en/checkout',
    );
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe(
      '/en',
    );
    fireEvent.click(
      screen.getByRole('button', { name: 'Increase the quantity of Premium Medjool dates' }),
    );
    expect(onQuantityChange).toHaveBeenCalledWith(readyCart.lines[1], 2);
  });

  it('says "No products added" when empty (R8.15)', () => {
    renderWithI18n(<CartScreen {...props({ cart: emptyCart })} />);
    screen.getByRole('heading', { level: 1, name: 'Your cart' });
    screen.getByRole('heading', { level: 2, name: 'No products added' });
    expect(screen.queryByText(/Checkout/)).toBeNull();
  });

  it('keeps problems in sight and checkout closed; shows a refusal', () => {
    renderWithI18n(
      <CartScreen
        {...props({
          cart: problemCart,
          notice: { text: "It's Out of Stock", tone: 'error' },
        })}
      />,
    );
    screen.getByText('Out of stock for now: remove it to check out.');
    expect(screen.getByRole('button', { name: 'Checkout' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(screen.getAllByRole('status')[0]?.textContent).toBe("It's Out of Stock");
  });

  it('speaks Arabic', () => {
    renderWithI18n(<CartScreen {...props({ lang: 'ar' })} />, 'ar');
    screen.getByRole('heading', { level: 1, name: 'سلتك' });
    screen.getByText('4 قطع');
    screen.getByRole('link', { name: 'إتمام الطلب' });
    screen.getByRole('link', { name: 'مواصلة التسوق' });
  });
});
