import type { Order } from '@shop/core/schemas';
import { describe, expect, it } from 'vitest';
import { useCartApp } from '#src/cart/cart-test-kit.ts';
import { orders } from '#src/db/schema.ts';
import { balanceOf, holdSpend, type LedgerAccount } from '#src/ledgers/ledgers.ts';
import {
  checkoutBody,
  createCheckoutBrand,
  createCoupon,
  createShopper,
  createSlot,
  createStoredProduct,
  grant,
  place,
  placedOf,
  redemptionsOf,
  statuses,
} from './checkout-test-kit.ts';

// Coupons, wallet and points under concurrency. On PostgreSQL the transactions run side by side
// on the pool (the row locks are what is proved); on PGlite they take turns (the logic is).
const kit = useCartApp();

describe('spends under concurrency', () => {
  it('a single-use coupon placed by 30 shoppers at once is used once', async () => {
    const brand = await createCheckoutBrand(kit.db);
    const product = await createStoredProduct(kit.db, { brandId: brand.id, storage: 'dry' });
    const coupon = await createCoupon(kit.db, { kind: 'percent', value: 20, maxUses: 1 });
    // A slot each, so that only the coupon's row is shared by the placements.
    const shoppers = [];
    for (let index = 0; index < 30; index += 1) {
      const slotId = await createSlot(kit.db, brand.id);
      shoppers.push({ slotId, ...(await createShopper(kit, brand, [{ product }], slotId)) });
    }

    const answers = await Promise.all(
      shoppers.map((shopper) =>
        place(kit, shopper, {
          ...checkoutBody(shopper, shopper.slotId, brand.standardId),
          couponCode: coupon.code,
        }),
      ),
    );

    expect(statuses(answers)).toEqual({ 200: 1, 422: 29 });
    for (const refused of answers.filter((answer) => answer.statusCode === 422)) {
      expect(refused.json()).toMatchObject([{ code: 'coupon_invalid' }]);
    }
    expect(await redemptionsOf(kit.db, coupon.id)).toHaveLength(1);
  });

  for (const account of ['wallet', 'points'] as const satisfies LedgerAccount[]) {
    it(`a ${account} balance of 100 under 50 spends of 100 at once is spent once`, async () => {
      const brand = await createCheckoutBrand(kit.db);
      const shopper = await createShopper(kit, brand, []);
      await grant(kit.db, shopper.id, account, 100);
      const orderRows = await kit.db
        .insert(orders)
        .values(
          Array.from({ length: 50 }, () => ({
            customerId: shopper.id,
            brandId: brand.id,
            currency: 'SAR',
            subtotal: 100,
          })),
        )
        .returning({ id: orders.id });

      const outcomes = await Promise.allSettled(
        orderRows.map(({ id }) =>
          kit.db.transaction((tx) =>
            holdSpend(
              tx,
              { customerId: shopper.id, account, amount: 100, checkoutId: null, orderId: id },
              { name: 'اختبار', nameEn: 'Test' },
            ),
          ),
        ),
      );

      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') {
          expect(outcome.reason).toMatchObject({
            statusCode: 409,
            errors: [{ code: 'insufficient_balance' }],
          });
        }
      }
      expect(await balanceOf(kit.db, shopper.id, account)).toBe(0);
    });
  }

  it("cancelling both orders of a cold and dry placement at once gives back each one's wallet and then the coupon", async () => {
    const brand = await createCheckoutBrand(kit.db);
    const cold = await createStoredProduct(kit.db, {
      brandId: brand.id,
      price: 3_000,
      storage: 'cold',
    });
    const dry = await createStoredProduct(kit.db, {
      brandId: brand.id,
      price: 7_000,
      storage: 'dry',
    });
    const slotId = await createSlot(kit.db, brand.id);
    const coupon = await createCoupon(kit.db, { kind: 'percent', value: 10, maxUses: 1 });
    const shopper = await createShopper(kit, brand, [{ product: cold }, { product: dry }], slotId);
    await grant(kit.db, shopper.id, 'wallet', 5_000);
    const placed = placedOf(
      await place(kit, shopper, {
        ...checkoutBody(shopper, slotId, brand.standardId),
        couponCode: coupon.code,
        useWallet: true,
      }),
    );
    const [first, second] = placed.orders as [Order, Order];
    expect([first.storage, second.storage]).toEqual(['cold', 'dry']);
    // 10 % of 10000 split 3:7; the wallet pays the first order, then what is left of the second.
    expect([first.discount, second.discount]).toEqual([300, 700]);
    expect([first.wallet, second.wallet]).toEqual([4_200, 800]);
    expect(await balanceOf(kit.db, shopper.id, 'wallet')).toBe(0);

    for (let round = 0; round < 2; round += 1) {
      const answers = await Promise.all(
        [first, second].map((order) =>
          kit.call('POST', `Order/${order.id}/Cancel`, { token: shopper.token }),
        ),
      );
      // The second round finds both cancelled already.
      expect(statuses(answers)).toEqual(round === 0 ? { 200: 2 } : { 409: 2 });
    }
    expect(await balanceOf(kit.db, shopper.id, 'wallet')).toBe(5_000);
    expect(await redemptionsOf(kit.db, coupon.id)).toMatchObject([{ status: 'released' }]);
  });
});
