import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { SortSelect, sortOptions } from './sort-select.tsx';

describe('SortSelect', () => {
  it('offers the five sort orders in order and reports the choice', () => {
    const onChange = vi.fn();
    renderWithI18n(<SortSelect value="relevance" onChange={onChange} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    expect(sortOptions).toEqual(['relevance', 'price_asc', 'price_desc', 'newest', 'name']);
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Relevance',
      'Price: low to high',
      'Price: high to low',
      'Newest',
      'Name (A–Z)',
    ]);
    fireEvent.change(select, { target: { value: 'price_desc' } });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('price_desc');
  });

  it('takes a subset of options and speaks Arabic', () => {
    renderWithI18n(
      <SortSelect value="newest" onChange={vi.fn()} options={['newest', 'price_asc']} />,
      'ar',
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'ترتيب حسب' });
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'الأحدث',
      'السعر: من الأقل إلى الأعلى',
    ]);
  });
});
