import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { problemCart, readyCart } from '#cart-parts/cart-story-data.ts';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { sar, usd } from '#testing/story-data.ts';
import { CartLines, type CartLinesProps } from './cart-lines.tsx';

function props(overrides: Partial<CartLinesProps> = {}): CartLinesProps {
  return {
    lines: readyCart.lines,
    lang: 'en',
    storeCurrency: sar,
    productHref: (product) => `/en/product/${product.slug}`,
    onQuantityChange: vi.fn(),
    onRemove: vi.fn(),
    ...overrides,
  };
}

/** The list item of the product named `name`. */
function lineOf(name: string): HTMLElement {
  const item = screen.getByRole('link', { name }).closest('li');
  if (!item) throw new Error(`no line for ${name}`);
  return item;
}

/** An element's text with its spaces as a reader sees them (money has no-break spaces). */
function text(element: HTMLElement): string {
  return (element.textContent ?? '').replace(/\s+/g, ' ');
}

describe('CartLines', () => {
  it('shows each line with its link, unit price, total and chosen options', () => {
    renderWithI18n(<CartLines {...props()} />);
    const list = screen.getByRole('list', { name: 'Products in your cart' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Fresh full-fat milk', 'Premium Medjool dates', 'Celebration cake']);
    expect(screen.getByRole('link', { name: 'Fresh full-fat milk' }).getAttribute('href')).toBe(
      '/en/product/fresh-milk-full-fat',
    );
    const milk = within(lineOf('Fresh full-fat milk'));
    milk.getByText('SAR 6.50 each');
    milk.getByText('SAR 13.00');
    const cake = within(lineOf('Celebration cake'));
    cake.getByText('SAR 140.00 each');
    expect(cake.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Size',
      'Message',
      'Photo',
    ]);
    expect(cake.getAllByRole('definition').map((value) => text(value))).toEqual([
      'Large (+SAR 45.00)',
      'كل عام وأنت بخير يا سارة',
      'sara-birthday.jpg (uploaded file)',
    ]);
    expect(
      cake.getByRole('link', { name: 'sara-birthday.jpg (uploaded file)' }).getAttribute('href'),
    ).toBe('/api/Cart/Upload/0b9f8a52-3c1e-4f7a-9d4b-2e6a1c5d7f80');
  });

  it('changes a quantity, removes a line, and holds a busy line', () => {
    const onQuantityChange = vi.fn();
    const onRemove = vi.fn();
    const [milk, dates] = readyCart.lines;
    renderWithI18n(
      <CartLines {...props({ onQuantityChange, onRemove, busyLineIds: [dates?.id ?? 0] })} />,
    );
    fireEvent.click(
      screen.getByRole('button', { name: 'Increase the quantity of Fresh full-fat milk' }),
    );
    expect(onQuantityChange).toHaveBeenCalledWith(milk, 3);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Fresh full-fat milk' }));
    expect(onRemove).toHaveBeenCalledWith(milk);
    // Dates: one in the cart, so − offers removal; but its change is under way.
    fireEvent.click(
      screen.getByRole('button', { name: 'Remove Premium Medjool dates from the cart' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove Premium Medjool dates' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('spells out every problem on its line', () => {
    renderWithI18n(<CartLines {...props({ lines: problemCart.lines })} />);
    within(lineOf('Fresh full-fat milk')).getByText('The price changed from SAR 6.00 to SAR 6.50.');
    within(lineOf('Premium Medjool dates')).getByText(
      'Only 3 left: lower the quantity to check out.',
    );
    within(lineOf('Indian basmati rice')).getByText(
      'Out of stock for now: remove it to check out.',
    );
    within(lineOf('Persian saffron')).getByText(
      'Sold out and not coming back: remove it to check out.',
    );
    expect(within(lineOf('Local tomatoes')).queryByText(/remove it|lower the quantity/)).toBeNull();
    // Five in the cart, three left: + is off and says why.
    const plus = within(lineOf('Premium Medjool dates')).getByRole('button', {
      name: 'Increase the quantity of Premium Medjool dates',
    });
    expect(plus.getAttribute('aria-disabled')).toBe('true');
  });

  it('shows prices in the display currency and Arabic names, texts and plurals', () => {
    renderWithI18n(
      <CartLines
        {...props({ lines: problemCart.lines, lang: 'ar', currency: usd })}
        productHref={(product) => `/ar/product/${product.slug}`}
      />,
      'ar',
    );
    screen.getByRole('list', { name: 'المنتجات في سلتك' });
    const dates = within(lineOf('تمر مجدول فاخر'));
    dates.getByText('تبقّت 3 قطع فقط: قلّل الكمية لإتمام الطلب.');
    dates.getByRole('button', { name: 'إزالة تمر مجدول فاخر' });
    // SAR 35.00 × 0.2667 = US$ 9.33 each.
    expect(dates.getByText(/للقطعة/).textContent).toContain('9.33');
  });
});
