import { createI18n } from '@shop/core/i18n';
import { describe, expect, it } from 'vitest';
import { formatWeight, normalizeWeight } from './weight.ts';

describe('weight', () => {
  it('shows 1000 g and more in kilograms and less than 1 kg in grams', () => {
    expect(normalizeWeight({ value: 1500, unit: 'g' })).toEqual({ value: 1.5, unit: 'kg' });
    expect(normalizeWeight({ value: 0.25, unit: 'kg' })).toEqual({ value: 250, unit: 'g' });
    expect(normalizeWeight({ value: 500, unit: 'g' })).toEqual({ value: 500, unit: 'g' });
    expect(normalizeWeight({ value: 2, unit: 'kg' })).toEqual({ value: 2, unit: 'kg' });
  });

  it('formats as GRM and KG in English and جم and كجم in Arabic', () => {
    const en = createI18n('en').getFixedT('en', 'catalog');
    const ar = createI18n('ar').getFixedT('ar', 'catalog');
    expect(formatWeight({ value: 500, unit: 'g' }, 'en', en)).toBe('500 GRM');
    expect(formatWeight({ value: 1500, unit: 'g' }, 'en', en)).toBe('1.5 KG');
    expect(formatWeight({ value: 0.4, unit: 'kg' }, 'ar', ar)).toBe('400 جم');
    expect(formatWeight({ value: 5, unit: 'kg' }, 'ar', ar)).toBe('5 كجم');
  });
});
