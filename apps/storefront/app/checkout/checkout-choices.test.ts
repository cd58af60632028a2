import { describe, expect, it } from 'vitest';
import { choicesOfSearch, summaryHref } from './checkout-choices';

describe("the checkout's choices in the summary's URL", () => {
  const choices = {
    addressId: 5,
    slotId: 91,
    deliverySpeedId: 2,
    paymentMethod: 'cod' as const,
    useWallet: false,
    usePoints: false,
  };

  it('goes there and back', () => {
    const href = summaryHref('/checkout', choices);
    expect(href).toBe('/checkout/summary?address=5&slot=91&speed=2&payment=cod');
    expect(choicesOfSearch(new URL(href, 'http://shop.test').searchParams)).toEqual(choices);
  });

  it('is null for a missing, malformed or unknown choice', () => {
    for (const search of [
      'slot=91&speed=2&payment=cod',
      'address=0&slot=91&speed=2&payment=cod',
      'address=5.5&slot=91&speed=2&payment=cod',
      'address=99999999999&slot=91&speed=2&payment=cod',
      'address=5&slot=91&speed=2&payment=cheque',
      'address=5&slot=91&speed=2',
    ]) {
      expect(choicesOfSearch(new URLSearchParams(search)), search).toBeNull();
    }
  });

  it('carries the coupon, the wallet and the points', () => {
    const chosen = { ...choices, couponCode: 'WELCOME10', useWallet: true, usePoints: true };
    const href = summaryHref('/checkout', chosen);
    expect(href).toBe(
      '/checkout/summary?address=5&slot=91&speed=2&payment=cod&coupon=WELCOME10&wallet=1&points=1',
    );
    expect(choicesOfSearch(new URL(href, 'http://shop.test').searchParams)).toEqual(chosen);
  });
});
