import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { currencies } from '#testing/story-data.ts';
import { CurrencySwitch } from './currency-switch.tsx';

describe('CurrencySwitch', () => {
  it('is a labelled select of code and name that reports the chosen code', () => {
    const onChange = vi.fn();
    renderWithI18n(
      <CurrencySwitch currencies={currencies} value="SAR" onChange={onChange} lang="en" />,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Currency' });
    expect(select.value).toBe('SAR');
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'SAR · Saudi riyal',
      'AED · UAE dirham',
      'KWD · Kuwaiti dinar',
      'USD · US dollar',
    ]);
    fireEvent.change(select, { target: { value: 'KWD' } });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('KWD');
  });

  it('names currencies in Arabic', () => {
    renderWithI18n(
      <CurrencySwitch currencies={currencies} value="USD" onChange={vi.fn()} lang="ar" showLabel />,
      'ar',
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'العملة' });
    expect(select.selectedOptions[0]?.textContent).toBe('USD · دولار أمريكي');
  });

  it('can be rendered disabled (before hydration)', () => {
    renderWithI18n(
      <CurrencySwitch currencies={currencies} value="SAR" onChange={vi.fn()} lang="en" disabled />,
    );
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Currency' }).disabled).toBe(
      true,
    );
  });
});
