import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { regions } from '#testing/story-data.ts';
import { RegionPicker, emptyRegionSelection, type RegionChoice } from './region-picker.tsx';

function Controlled({
  onSubmit,
  lang = 'en',
}: {
  onSubmit: (v: RegionChoice) => void;
  lang?: 'en' | 'ar';
}) {
  const [value, setValue] = useState(emptyRegionSelection);
  return (
    <RegionPicker
      regions={regions}
      lang={lang}
      value={value}
      onChange={setValue}
      onSubmit={onSubmit}
    />
  );
}

describe('RegionPicker', () => {
  it('enables state, city and submit in turn and submits the ids', () => {
    const onSubmit = vi.fn();
    renderWithI18n(<Controlled onSubmit={onSubmit} />);
    screen.getByRole('form', { name: 'Choose your area' });
    const country = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country' });
    const state = screen.getByRole<HTMLSelectElement>('combobox', { name: 'State' });
    const city = screen.getByRole<HTMLSelectElement>('combobox', { name: 'City' });
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Show brands' });
    expect([state.disabled, city.disabled, submit.disabled]).toEqual([true, true, true]);

    fireEvent.change(country, { target: { value: '1' } });
    expect(state.disabled).toBe(false);
    expect([...state.options].map((o) => o.textContent)).toEqual([
      'Choose a state',
      'Riyadh Province',
      'Makkah Province',
    ]);
    fireEvent.change(state, { target: { value: '12' } });
    fireEvent.change(city, { target: { value: '121' } });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ countryId: 1, stateId: 12, cityId: 121 });
  });

  it('clears state and city when the country changes, in Arabic', () => {
    renderWithI18n(<Controlled onSubmit={vi.fn()} lang="ar" />, 'ar');
    const country = screen.getByRole<HTMLSelectElement>('combobox', { name: 'الدولة' });
    const state = screen.getByRole<HTMLSelectElement>('combobox', { name: 'المنطقة' });
    const city = screen.getByRole<HTMLSelectElement>('combobox', { name: 'المدينة' });
    fireEvent.change(country, { target: { value: '1' } });
    fireEvent.change(state, { target: { value: '11' } });
    fireEvent.change(city, { target: { value: '111' } });
    fireEvent.change(country, { target: { value: '2' } });
    expect(state.value).toBe('');
    expect(city.value).toBe('');
    expect(city.disabled).toBe(true);
    expect([...state.options].map((o) => o.textContent)).toEqual(['اختر المنطقة', 'دبي']);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'اعرض المتاجر' }).disabled).toBe(
      true,
    );
  });

  it.each([
    ['en', 'Show addresses', 'Show brands'],
    ['ar', 'اعرض العناوين', 'اعرض المتاجر'],
  ] as const)(
    'in My Addresses (%s) the button says it shows addresses, not brands',
    (lang, addresses, brands) => {
      // As the My Addresses page passes it: the account catalogue's wording.
      function InAddresses() {
        const { t } = useTranslation('account');
        return (
          <RegionPicker
            regions={regions}
            lang={lang}
            value={{ countryId: 1, stateId: 12, cityId: 121 }}
            onChange={vi.fn()}
            onSubmit={vi.fn()}
            submitLabel={t('addresses.showAddresses')}
          />
        );
      }
      renderWithI18n(<InAddresses />, lang);
      expect(screen.getByRole<HTMLButtonElement>('button', { name: addresses }).disabled).toBe(
        false,
      );
      expect(screen.queryByRole('button', { name: brands })).toBeNull();
    },
  );
});
