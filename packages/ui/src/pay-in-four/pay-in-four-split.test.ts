import { describe, expect, it } from 'vitest';
import { splitInFour } from './pay-in-four-split.ts';

describe('splitInFour', () => {
  it('splits so the four payments add up exactly, the first the largest', () => {
    expect(splitInFour(1001)).toEqual([251, 250, 250, 250]);
    expect(splitInFour(1002)).toEqual([251, 251, 250, 250]);
    expect(splitInFour(1003)).toEqual([251, 251, 251, 250]);
    expect(splitInFour(1000)).toEqual([250, 250, 250, 250]);
    expect(splitInFour(3)).toEqual([1, 1, 1, 0]);
    expect(splitInFour(0)).toEqual([0, 0, 0, 0]);
  });

  it('always adds up to the amount', () => {
    for (const amount of [1, 7, 99, 12_345, 9_999_999, 2 ** 40 + 3]) {
      const payments = splitInFour(amount);
      expect(payments.reduce((sum, payment) => sum + payment, 0)).toBe(amount);
      expect(Math.max(...payments) - Math.min(...payments)).toBeLessThanOrEqual(1);
    }
  });

  it('takes nonsense as its whole, non-negative part', () => {
    expect(splitInFour(-50)).toEqual([0, 0, 0, 0]);
    expect(splitInFour(10.9)).toEqual([3, 3, 2, 2]);
    expect(splitInFour(Number.NaN)).toEqual([0, 0, 0, 0]);
  });
});
