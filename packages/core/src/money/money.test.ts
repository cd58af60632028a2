import { describe, expect, it } from 'vitest';
import { convertFromStore, formatMoney } from '#money/money.ts';

const SAR = { code: 'SAR', minorUnits: 2, rate: 1 };
const USD = { code: 'USD', minorUnits: 2, rate: 0.2667 };
const KWD = { code: 'KWD', minorUnits: 3, rate: 0.0818 };

describe('money', () => {
  it('converts minor units of the store currency, rounding to the target minor unit', () => {
    expect(convertFromStore(1_050, SAR, SAR)).toBe(1_050);
    expect(convertFromStore(1_050, SAR, USD)).toBe(280); // 10.50 SAR → 2.80035 USD
    expect(convertFromStore(1_050, SAR, KWD)).toBe(859); // 10.50 SAR → 0.8589 KWD
  });

  it('formats in English and Arabic with Latin digits and the currency’s decimals', () => {
    expect(formatMoney(1_050, SAR, 'en')).toBe('SAR\u00a010.50');
    expect(formatMoney(859, KWD, 'en')).toBe('KWD\u00a00.859');
    const ar = formatMoney(1_050, SAR, 'ar');
    expect(ar).toContain('10.50');
    expect(ar).toContain('ر.س');
  });
});
