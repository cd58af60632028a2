import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { datesDetail } from '#testing/story-data.ts';
import { ProductDetails } from './product-details.tsx';

function rows(container: HTMLElement) {
  return [...container.querySelectorAll('dt')].map((dt) => [
    dt.textContent,
    dt.nextElementSibling?.textContent,
  ]);
}

describe('ProductDetails', () => {
  it('lists the labels of spec §3 as a description list', () => {
    const { container } = renderWithI18n(
      <ProductDetails product={datesDetail} lang="en" brandHref="/en/brand/1" />,
    );
    expect(container.querySelector('dl')).not.toBeNull();
    expect(rows(container)).toEqual([
      ['SKU', 'DAT-0102'],
      ['Stock status', 'In stock'],
      ['Items left', '3'],
      ['Weight', '500 GRM'],
      ['Brand', 'Nakheel Market'],
      ['Category', 'Dates'],
      ['Unit', 'box'],
    ]);
    expect(screen.getByRole('link', { name: 'Nakheel Market' }).getAttribute('href')).toBe(
      '/en/brand/1',
    );
    expect(screen.queryByRole('link', { name: 'Dates' })).toBeNull();
  });

  it('leaves out items left when not available and weight when unknown, in Arabic', () => {
    const { container } = renderWithI18n(
      <ProductDetails
        product={{ ...datesDetail, stockState: 'sold_out', stockQuantity: 0, weight: null }}
        lang="ar"
        categoryHref="/ar/c/dates"
      />,
      'ar',
    );
    expect(rows(container)).toEqual([
      ['رمز المنتج', 'DAT-0102'],
      ['حالة التوفر', 'نفدت الكمية'],
      ['العلامة التجارية', 'أسواق النخيل'],
      ['الفئة', 'التمور'],
      ['الوحدة', 'علبة'],
    ]);
    screen.getByRole('link', { name: 'التمور' });
  });
});
