import { describe, expect, it } from 'vitest';
import { convertFromStore, formatMoney, minorUnitsFromText } from '#money/money.ts';

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

describe('minorUnitsFromText', () => {
  it('reads what a person types, in Latin or Arabic digits, with a point or a comma', () => {
    expect(minorUnitsFromText('12.5', 2)).toBe(1250);
    expect(minorUnitsFromText(' 12,50 ', 2)).toBe(1250);
    expect(minorUnitsFromText('١٢٫٥', 2)).toBe(1250);
    expect(minorUnitsFromText('7', 3)).toBe(7000);
    expect(minorUnitsFromText('0.005', 3)).toBe(5);
  });

  it("refuses anything that is not a positive amount in the currency's digits", () => {
    for (const text of [
      '',
      '0',
      '0.00',
      '-1',
      '1.234',
      '1e3',
      'abc',
      '1.2.3',
      '12 000',
      '9999999999',
    ])
      expect(minorUnitsFromText(text, 2), text).toBeNull();
  });
});
