import { describe, expect, it } from 'vitest';
import {
  currencyChanged,
  currencyOfRequest,
  currencySlice,
  STORE_CURRENCY,
} from '#currency/currency-slice.ts';

describe('currency', () => {
  it('starts in the store currency and accepts only ISO codes', () => {
    let state = currencySlice.reducer(undefined, { type: 'init' });
    expect(state.code).toBe(STORE_CURRENCY);
    state = currencySlice.reducer(state, currencyChanged('USD'));
    expect(state.code).toBe('USD');
    state = currencySlice.reducer(state, currencyChanged('<script>'));
    expect(state.code).toBe('USD');
  });

  it('reads the display currency of a request from its cookie', () => {
    expect(
      currencyOfRequest(new Request('http://x/', { headers: { Cookie: 'currency=KWD' } })),
    ).toBe('KWD');
    expect(
      currencyOfRequest(new Request('http://x/', { headers: { Cookie: 'currency=bad' } })),
    ).toBe('SAR');
    expect(currencyOfRequest(new Request('http://x/'))).toBe('SAR');
  });
});
