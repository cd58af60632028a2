import { describe, expect, it } from 'vitest';
import { digitsOf, isSaudiCrNumber, isSaudiVatNumber } from './seller-numbers.ts';

describe('the numbers of a Saudi business', () => {
  it('reads Arabic-Indic and Persian digits, spaces and dashes', () => {
    expect(digitsOf('١٠١٠ ١٢٣-٤٥٦')).toBe('1010123456');
    expect(digitsOf('۳۰۰')).toBe('300');
  });

  it('takes a 10-digit commercial registration number of a known register', () => {
    for (const good of ['1010123456', '4030123456', '2050123456', '7001234567', '١٠١٠١٢٣٤٥٦']) {
      expect(isSaudiCrNumber(good), good).toBe(true);
    }
    for (const bad of [
      '101012345',
      '10101234567',
      '6010123456',
      '0010123456',
      'CR1010123456',
      '',
    ]) {
      expect(isSaudiCrNumber(bad), bad).toBe(false);
    }
  });

  it('takes a 15-digit VAT number that starts and ends with 3', () => {
    for (const good of ['300000000000003', '310122393500003', '3001 2345 6789 003']) {
      expect(isSaudiVatNumber(good), good).toBe(true);
    }
    for (const bad of [
      '30000000000003',
      '3000000000000003',
      '200000000000003',
      '300000000000002',
      '',
    ]) {
      expect(isSaudiVatNumber(bad), bad).toBe(false);
    }
  });
});
