import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { compareProducts } from '#testing/account-story-data.ts';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { bread, sar } from '#testing/story-data.ts';
import { CompareTable, type CompareTableProps } from './compare-table.tsx';

function setup(props: Partial<CompareTableProps> = {}, lng: 'en' | 'ar' = 'en') {
  const onRemove = vi.fn();
  renderWithI18n(
    <CompareTable
      products={compareProducts}
      lang={lng}
      storeCurrency={sar}
      productHref={(p) => `/product/${p.slug}`}
      onRemove={onRemove}
      {...props}
    />,
    lng,
  );
  return { onRemove };
}

describe('CompareTable', () => {
  it('is a table with products as column headers and labels as row headers', () => {
    setup();
    const table = screen.getByRole('table', { name: 'Compare products' });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((th) => th.textContent)).toEqual([
      'Fresh full-fat milk',
      'Premium Medjool dates',
      'Indian basmati rice',
      'Persian saffron',
    ]);
    expect(columns.every((th) => th.getAttribute('scope') === 'col')).toBe(true);
    const rows = within(table).getAllByRole('rowheader');
    expect(rows.map((th) => th.textContent)).toEqual([
      'Price',
      'Brand',
      'Category',
      'Weight',
      'Unit',
      'Stock',
      'Storage',
      'Actions',
    ]);
    expect(rows.every((th) => th.getAttribute('scope') === 'row')).toBe(true);
    const milkRow = (label: string) =>
      within(screen.getByRole('rowheader', { name: label }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((td) => td.textContent);
    expect(milkRow('Weight')).toEqual(['1 KG', '500 GRM', '5 KG', '1 GRM']);
    expect(milkRow('Storage')).toEqual(['Chilled', 'Dry', 'Dry', 'Dry']);
    expect(milkRow('Stock')[2]).toBe('Out of stock');
    expect(screen.getByRole('link', { name: 'Premium Medjool dates' }).getAttribute('href')).toBe(
      '/product/medjool-dates',
    );
    screen.getByRole('region', { name: 'Product comparison, scrolls sideways' });
  });

  it('removes a product and shows at most four', () => {
    const { onRemove } = setup({
      products: [...compareProducts, { ...compareProducts[0]!, ...bread }],
    });
    expect(screen.getAllByRole('columnheader')).toHaveLength(4);
    fireEvent.click(
      screen.getByRole('button', { name: 'Remove from compare: Indian basmati rice' }),
    );
    expect(onRemove).toHaveBeenCalledWith(compareProducts[2]);
  });

  it('shows the empty state without products, in Arabic', () => {
    setup({ products: [] }, 'ar');
    screen.getByRole('heading', { name: 'لم تُضف أي منتجات للمقارنة بعد' });
  });
});
