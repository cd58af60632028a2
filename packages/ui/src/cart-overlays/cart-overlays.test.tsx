import type { CartOverlay } from '@shop/core/cart-state';
import type { ProductDetail } from '@shop/core/catalog';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { basketBrand, cakeDetail, readyCart } from '#cart-parts/cart-story-data.ts';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { sar } from '#testing/story-data.ts';
import { CartOverlays, type CartOverlaysProps } from './cart-overlays.tsx';

const conflict: CartOverlay = {
  kind: 'brandConflict',
  request: { productId: 301, quantity: 1 },
  productName: { name: 'خبز الريف', nameEn: 'Village bread' },
};

/** The app around the overlays: one button per overlay kind, the union in its state. */
function App({
  product = cakeDetail,
  onReset = vi.fn(),
}: {
  product?: ProductDetail | null;
  onReset?: CartOverlaysProps['brandConflict']['onReset'];
}) {
  const [overlay, setOverlay] = useState<CartOverlay>({ kind: 'none' });
  const open = (next: CartOverlay) => () => setOverlay(next);
  return (
    <>
      <button type="button" onClick={open({ kind: 'sidebar' })}>
        sidebar
      </button>
      <button type="button" onClick={open(conflict)}>
        conflict
      </button>
      <button type="button" onClick={open({ kind: 'customize', productSlug: cakeDetail.slug })}>
        customize
      </button>
      <button type="button" onClick={open({ kind: 'payInFour', amount: 1001, currency: 'SAR' })}>
        pay in four
      </button>
      <CartOverlays
        overlay={overlay}
        onClose={() => setOverlay({ kind: 'none' })}
        lang="en"
        storeCurrency={sar}
        sidebar={{
          cart: readyCart,
          cartHref: '/en/cart',
          checkoutHref: '/en/checkout',
          shopHref: '/en',
          productHref: (p) => `/en/product/${p.slug}`,
          onQuantityChange: vi.fn(),
          onRemove: vi.fn(),
        }}
        customize={{ product, onUpload: vi.fn(), onSubmit: vi.fn() }}
        brandConflict={{ basketBrand, onReset, onContinueToCheckout: vi.fn() }}
      />
    </>
  );
}

describe('CartOverlays', () => {
  it('opens exactly the overlay the union names', async () => {
    renderWithI18n(<App />);
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'sidebar' }));
    expect(screen.getAllByRole('dialog')).toEqual([
      screen.getByRole('dialog', { name: 'Your cart (4 items)' }),
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Close the cart' }));
    fireEvent.click(screen.getByRole('button', { name: 'pay in four' }));
    // Loaded on demand.
    const payInFour = await screen.findByRole('dialog', { name: 'Pay in 4' });
    expect(screen.getAllByRole('dialog')).toEqual([payInFour]);
    within(payInFour).getByText('Today');

    fireEvent.click(within(payInFour).getByRole('button', { name: 'Got it' }));
    fireEvent.click(screen.getByRole('button', { name: 'customize' }));
    const customize = await screen.findByRole('dialog', { name: 'Customize Celebration cake' });
    expect(screen.getAllByRole('dialog')).toEqual([customize]);
  });

  it('resets with the refused request; closing returns focus to the opener', () => {
    const onReset = vi.fn();
    renderWithI18n(<App onReset={onReset} />);
    const opener = screen.getByRole('button', { name: 'conflict' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Start a new basket?' });
    within(dialog).getByText(/Village bread/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset the basket and add' }));
    expect(onReset).toHaveBeenCalledWith({ productId: 301, quantity: 1 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('waits for the product before opening the customize modal', () => {
    renderWithI18n(<App product={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'customize' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
