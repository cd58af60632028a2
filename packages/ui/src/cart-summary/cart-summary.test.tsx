import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  freeShippingCart,
  noFreeShippingCart,
  readyCart,
  smallCart,
} from '#cart-parts/cart-story-data.ts';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { sar, usd } from '#testing/story-data.ts';
import { CartSummary } from './cart-summary.tsx';

const spaced = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The progress bars, as "label: value text". */
function bars(): string[] {
  return screen
    .queryAllByRole('progressbar')
    .map((bar) =>
      spaced(`${bar.getAttribute('aria-label')}: ${bar.getAttribute('aria-valuetext')}`),
    );
}

describe('CartSummary', () => {
  it('below the minimum order and free shipping: says how much is missing, with bars', () => {
    // Milk ×2 + bread: SAR 15.00 of a SAR 50.00 minimum and SAR 250.00 free shipping.
    renderWithI18n(<CartSummary cart={smallCart} lang="en" storeCurrency={sar} />);
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(spaced(within(summary).getByRole('definition').textContent)).toBe('SAR 15.00');
    within(summary).getByText('Products from Nakheel Market');
    within(summary).getByText('Add SAR 35.00 more to reach the minimum order of SAR 50.00.');
    within(summary).getByText('Add SAR 235.00 more for free shipping');
    expect(bars()).toEqual([
      'Progress to the minimum order: SAR 15.00 of SAR 50.00',
      'Progress to free shipping: SAR 15.00 of SAR 250.00',
    ]);
  });

  it('minimum reached, then free shipping reached; no threshold says nothing of shipping', () => {
    const { unmount } = renderWithI18n(
      <CartSummary cart={readyCart} lang="en" storeCurrency={sar} />,
    );
    screen.getByText('The minimum order of SAR 50.00 is reached.');
    screen.getByText('Add SAR 62.00 more for free shipping');
    expect(bars()).toEqual(['Progress to free shipping: SAR 188.00 of SAR 250.00']);
    unmount();

    const second = renderWithI18n(
      <CartSummary cart={freeShippingCart} lang="en" storeCurrency={sar} />,
    );
    screen.getByText('You get free shipping');
    expect(bars()).toEqual([]);
    second.unmount();

    renderWithI18n(<CartSummary cart={noFreeShippingCart} lang="en" storeCurrency={sar} />);
    expect(screen.queryByText(/free shipping/)).toBeNull();
  });

  it('shows the Pay in 4 promo when it can open the pop-up, and a heading when asked', () => {
    const onPayInFourOpen = vi.fn();
    renderWithI18n(
      <CartSummary
        cart={readyCart}
        lang="en"
        storeCurrency={sar}
        onPayInFourOpen={onPayInFourOpen}
        headingLevel={2}
      />,
    );
    screen.getByRole('heading', { level: 2, name: 'Order summary' });
    screen.getByText('Pay in 4');
    fireEvent.click(screen.getByRole('button', { name: 'Learn more about Pay in 4' }));
    expect(onPayInFourOpen).toHaveBeenCalledTimes(1);
  });

  it('speaks Arabic and converts for display with a note', () => {
    renderWithI18n(
      <CartSummary cart={smallCart} lang="ar" storeCurrency={sar} currency={usd} />,
      'ar',
    );
    const summary = screen.getByRole('region', { name: 'ملخص الطلب' });
    within(summary).getByText('المجموع الفرعي');
    within(summary).getByText(/^أضف .* أخرى لتحصل على شحن مجاني$/);
    within(summary).getByText(/^أضف .* أخرى لبلوغ الحد الأدنى للطلب/);
    expect(spaced(within(summary).getByRole('definition').textContent)).toContain('15.00');
    screen.getByRole('progressbar', { name: 'التقدم نحو الشحن المجاني' });
  });
});
