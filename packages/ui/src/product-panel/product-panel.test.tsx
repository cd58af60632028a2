import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { datesDetail, sar } from '#testing/story-data.ts';
import { ProductPanel } from './product-panel.tsx';

describe('ProductPanel', () => {
  it('shows the picture, the name as the heading, the price, the description and details', () => {
    renderWithI18n(
      <ProductPanel product={datesDetail} lang="en" storeCurrency={sar} onAddToCart={vi.fn()} />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(datesDetail.nameEn);
    const picture = screen.getByRole('img', { name: datesDetail.nameEn });
    expect(picture.getAttribute('src')).toBe(datesDetail.images[0]);
    screen.getByText('Soft Medjool dates from Madinah.');
    screen.getByText(datesDetail.sku);
  });

  it('adds the product with one press, and not while it is being added', () => {
    const onAddToCart = vi.fn();
    const { rerender } = renderWithI18n(
      <ProductPanel
        product={datesDetail}
        lang="en"
        storeCurrency={sar}
        onAddToCart={onAddToCart}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAddToCart).toHaveBeenCalledWith(datesDetail);
    rerender(
      <ProductPanel
        product={datesDetail}
        lang="en"
        storeCurrency={sar}
        adding
        onAddToCart={onAddToCart}
      />,
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add to cart' }).disabled).toBe(
      true,
    );
  });

  it('speaks Arabic', () => {
    renderWithI18n(
      <ProductPanel product={datesDetail} lang="ar" storeCurrency={sar} onAddToCart={vi.fn()} />,
      'ar',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(datesDetail.name);
    screen.getByRole('button', { name: 'أضف إلى السلة' });
    screen.getByText('تمر مجدول طري من المدينة المنورة.');
  });
});
