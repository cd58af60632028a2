import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { StockBadge } from './stock-badge.tsx';

describe('StockBadge', () => {
  it.each([
    ['available', 'In stock'],
    ['out_of_stock', 'Out of stock'],
    ['sold_out', 'Sold out'],
  ] as const)('says %s as "%s"', (state, text) => {
    const { container } = renderWithI18n(<StockBadge state={state} quantity={50} />);
    expect(container.textContent).toBe(text);
  });

  it('adds how many are left at 10 or fewer, in English plural forms', () => {
    expect(
      renderWithI18n(<StockBadge state="available" quantity={1} />).container.textContent,
    ).toBe('In stock 1 item left');
    expect(
      renderWithI18n(<StockBadge state="available" quantity={10} />).container.textContent,
    ).toBe('In stock 10 items left');
    expect(
      renderWithI18n(<StockBadge state="available" quantity={11} />).container.textContent,
    ).toBe('In stock');
  });

  it('uses the Arabic plural forms one, two, few and many', () => {
    const text = (quantity: number) =>
      renderWithI18n(
        <StockBadge state="available" quantity={quantity} lowStockThreshold={20} />,
        'ar',
      ).container.textContent;
    expect(text(1)).toBe('متوفر تبقّت قطعة واحدة');
    expect(text(2)).toBe('متوفر تبقّت قطعتان');
    expect(text(5)).toBe('متوفر تبقّت 5 قطع');
    expect(text(11)).toBe('متوفر تبقّت 11 قطعة');
  });

  it('never counts units of a product that is not available', () => {
    const { container } = renderWithI18n(<StockBadge state="out_of_stock" quantity={3} />, 'ar');
    expect(container.textContent).toBe('غير متوفر حاليًا');
  });
});
