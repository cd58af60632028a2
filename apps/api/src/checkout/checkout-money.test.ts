import { POINT_WORTH_MINOR } from '@shop/core/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkoutMoney,
  couponDiscount,
  splitDiscount,
  vatIncluded,
  type CouponTerms,
} from './checkout-money.ts';

const amount = fc.integer({ min: 0, max: 10_000_000 });
const line = fc.record({
  quantity: fc.integer({ min: 1, max: 20 }),
  unitPrice: fc.integer({ min: 0, max: 500_000 }),
});
const groups = fc.array(fc.array(line, { minLength: 1, maxLength: 5 }), {
  minLength: 1,
  maxLength: 2,
});
const speed = fc.record({
  code: fc.constantFrom('standard' as const, 'express' as const, 'scheduled' as const),
  fee: fc.integer({ min: 0, max: 10_000 }),
});
const coupon: fc.Arbitrary<CouponTerms> = fc.oneof(
  fc.record({
    kind: fc.constant('percent' as const),
    value: fc.integer({ min: 1, max: 100 }),
    maxDiscount: fc.option(fc.integer({ min: 1, max: 1_000_000 })),
  }),
  fc.record({
    kind: fc.constant('fixed' as const),
    value: fc.integer({ min: 1, max: 10_000_000 }),
    maxDiscount: fc.constant(null),
  }),
);

describe('the checkout money', () => {
  it('a coupon never takes more than the subtotal, nor a percent one more than its cap', () => {
    fc.assert(
      fc.property(coupon, amount, (terms, subtotal) => {
        const off = couponDiscount(terms, subtotal);
        expect(Number.isInteger(off)).toBe(true);
        expect(off).toBeGreaterThanOrEqual(0);
        expect(off).toBeLessThanOrEqual(subtotal);
        if (terms.kind === 'percent') {
          expect(off).toBeLessThanOrEqual(Math.floor((subtotal * terms.value) / 100));
          if (terms.maxDiscount !== null) expect(off).toBeLessThanOrEqual(terms.maxDiscount);
        }
      }),
    );
  });

  it('a split discount adds up exactly, each part within its subtotal', () => {
    // Found by this property: rounding must not push the rest onto an order of subtotal 0.
    expect(splitDiscount(1, [1, 1, 0])).toEqual([0, 1, 0]);
    expect(splitDiscount(1_000, [3_000, 7_000])).toEqual([300, 700]);
    fc.assert(
      fc.property(fc.array(amount, { minLength: 1, maxLength: 4 }), fc.nat(), (subtotals, seed) => {
        const whole = subtotals.reduce((sum, subtotal) => sum + subtotal, 0);
        const discount = whole === 0 ? 0 : seed % (whole + 1);
        const parts = splitDiscount(discount, subtotals);
        expect(parts.reduce((sum, part) => sum + part, 0)).toBe(discount);
        parts.forEach((part, index) => {
          expect(part).toBeGreaterThanOrEqual(0);
          expect(part).toBeLessThanOrEqual(subtotals[index]!);
        });
      }),
    );
  });

  it('every amount is a whole non-negative number and the parts of each order add up', () => {
    fc.assert(
      fc.property(
        groups,
        speed,
        fc.option(amount),
        amount,
        fc.record({ points: amount, wallet: amount }),
        (lines, terms, threshold, discount, balances) => {
          const money = checkoutMoney(lines, terms, threshold, discount, balances);
          expect(money).toHaveLength(lines.length);
          const subtotal = money.reduce((sum, order) => sum + order.subtotal, 0);
          const discounts = money.reduce((sum, order) => sum + order.discount, 0);
          expect(discounts).toBe(Math.min(discount, subtotal));
          let pointsWorth = 0;
          let wallet = 0;
          for (const order of money) {
            for (const value of Object.values(order)) {
              expect(Number.isInteger(value) && value >= 0).toBe(true);
            }
            const due = order.subtotal + order.deliveryFee - order.discount;
            expect(order.total).toBe(due - order.points - order.wallet);
            expect(order.vat).toBe(vatIncluded(due));
            expect(order.points % POINT_WORTH_MINOR).toBe(0);
            pointsWorth += order.points;
            wallet += order.wallet;
          }
          expect(pointsWorth / POINT_WORTH_MINOR).toBeLessThanOrEqual(balances.points);
          expect(wallet).toBeLessThanOrEqual(balances.wallet);
          // Points go first: the wallet pays only once every point (worth 1 halala) is spent.
          if (wallet > 0) expect(pointsWorth / POINT_WORTH_MINOR).toBe(balances.points);
        },
      ),
    );
  });

  it('the VAT is the 15 % included in an amount, rounded', () => {
    expect(vatIncluded(11_500)).toBe(1_500);
    expect(vatIncluded(0)).toBe(0);
    expect(vatIncluded(1)).toBe(0);
    expect(vatIncluded(8)).toBe(1);
  });
});
