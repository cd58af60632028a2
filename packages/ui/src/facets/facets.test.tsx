import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { sar } from '#testing/story-data.ts';
import { Facets, emptyFacets, type FacetsValue } from './facets.tsx';

const brands = [
  { id: 1, name: 'أسواق النخيل', nameEn: 'Nakheel Market', count: 12 },
  { id: 2, name: 'مخبز الريف', nameEn: 'Al Reef Bakery', count: 3 },
];
const categories = [{ id: 10, name: 'التمور', nameEn: 'Dates', count: 9 }];

function Controlled({
  onChange,
  lang = 'en',
}: {
  onChange: (v: FacetsValue) => void;
  lang?: 'en' | 'ar';
}) {
  const [value, setValue] = useState<FacetsValue>(emptyFacets);
  return (
    <Facets
      brands={brands}
      categories={categories}
      priceBounds={{ min: 200, max: 4995 }}
      currency={sar}
      value={value}
      lang={lang}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('Facets', () => {
  it('groups brands and categories as checkboxes with counts', () => {
    const onChange = vi.fn();
    renderWithI18n(<Controlled onChange={onChange} />);
    screen.getByRole('region', { name: 'Filters' });
    const brandGroup = screen.getByRole('group', { name: 'Brand' });
    fireEvent.click(within(brandGroup).getByRole('checkbox', { name: 'Nakheel Market 12' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyFacets, brandIds: [1] });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Dates 9' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyFacets, brandIds: [1], categoryIds: [10] });
    fireEvent.click(within(brandGroup).getByRole('checkbox', { name: 'Nakheel Market 12' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyFacets, categoryIds: [10] });
  });

  it('applies the price range in minor units on blur and Enter', () => {
    const onChange = vi.fn();
    renderWithI18n(<Controlled onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Price (SAR)' });
    const min = within(group).getByRole('spinbutton', { name: 'Min' });
    const max = within(group).getByRole('spinbutton', { name: 'Max' });
    expect(min.getAttribute('placeholder')).toBe('2');
    fireEvent.change(min, { target: { value: '10.5' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(min);
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyFacets, minPrice: 1050 });
    fireEvent.change(max, { target: { value: '40' } });
    fireEvent.keyDown(max, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyFacets, minPrice: 1050, maxPrice: 4000 });
  });

  it('toggles "In stock only" and clears everything', () => {
    const onChange = vi.fn();
    renderWithI18n(<Controlled onChange={onChange} lang="ar" />, 'ar');
    expect(screen.queryByRole('button', { name: 'مسح عوامل التصفية' })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'المتوفر فقط' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyFacets, inStock: true });
    const min = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'من' });
    fireEvent.change(min, { target: { value: '5' } });
    fireEvent.blur(min);
    fireEvent.click(screen.getByRole('button', { name: 'مسح عوامل التصفية' }));
    expect(onChange).toHaveBeenLastCalledWith(emptyFacets);
    expect(min.value).toBe('');
  });
});
