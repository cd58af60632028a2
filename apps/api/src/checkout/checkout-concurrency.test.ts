import type { PlacedCheckout } from '@shop/core/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useCartApp } from '#src/cart/cart-test-kit.ts';
import { orderLines, orders, slotHolds } from '#src/db/schema.ts';
import {
  checkoutBody,
  countRows,
  createCheckoutBrand,
  createShopper,
  createSlot,
  createStoredProduct,
  newKey,
  place,
  statuses,
  stockOf,
  type Shopper,
} from './checkout-test-kit.ts';

// Many placements and holds at once. On PostgreSQL they run on the pool's connections side by
// side (the locks are what is proved); on PGlite the transactions take turns (the logic is).
const kit = useCartApp();

/** Runs `make` for 0..n-1, `width` at a time (set-up, not the race itself). */
async function inBatches<T>(
  n: number,
  width: number,
  make: (index: number) => Promise<T>,
): Promise<T[]> {
  const made: T[] = [];
  for (let start = 0; start < n; start += width) {
    const batch = Array.from({ length: Math.min(width, n - start) }, (_, offset) =>
      make(start + offset),
    );
    made.push(...(await Promise.all(batch)));
  }
  return made;
}

describe('the checkout under concurrency', () => {
  it('200 buyers at once of a product with 10 units: exactly 10 orders, stock 0, never below', async () => {
    const brand = await createCheckoutBrand(kit.db);
    const product = await createStoredProduct(kit.db, {
      brandId: brand.id,
      stock: 10,
      storage: 'dry',
    });
    const slotId = await createSlot(kit.db, brand.id, 1_000);
    const buyers = await inBatches(200, 20, () => createShopper(kit, brand, [{ product }], slotId));

    const answers = await Promise.all(
      buyers.map((buyer) => place(kit, buyer, checkoutBody(buyer, slotId, brand.standardId))),
    );

    expect(statuses(answers)).toEqual({ 200: 10, 409: 190 });
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json()).toMatchObject([{ code: 'out_of_stock' }]);
    }
    expect(await stockOf(kit.db, product.id)).toBe(0);
    const sold = await kit.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.brandId, brand.id));
    expect(sold).toHaveLength(10);
  });

  it('60 placements at once of the same three products, added in either order: all placed, the stock down by exactly their units', async () => {
    const brand = await createCheckoutBrand(kit.db);
    const shelf = await Promise.all(
      [0, 1, 2].map(() =>
        createStoredProduct(kit.db, { brandId: brand.id, stock: 1_000, storage: 'dry' }),
      ),
    );
    const slotId = await createSlot(kit.db, brand.id, 1_000);
    // Half the baskets list the products backwards: the stock's locks are taken in one order
    // whatever the basket's, so no two placements wait on each other in a circle (a deadlock).
    const buyers = await inBatches(60, 20, (index) =>
      createShopper(
        kit,
        brand,
        (index % 2 === 0 ? shelf : [...shelf].reverse()).map((product, line) => ({
          product,
          quantity: 1 + ((index + line) % 3),
        })),
        slotId,
      ),
    );

    const answers = await Promise.all(
      buyers.map((buyer) => place(kit, buyer, checkoutBody(buyer, slotId, brand.standardId))),
    );

    expect(statuses(answers)).toEqual({ 200: 60 });
    for (const product of shelf) {
      const lines = await kit.db
        .select({ quantity: orderLines.quantity })
        .from(orderLines)
        .where(eq(orderLines.productId, product.id));
      const sold = lines.reduce((sum, line) => sum + line.quantity, 0);
      expect(lines).toHaveLength(60);
      expect(await stockOf(kit.db, product.id)).toBe(1_000 - sold);
    }
  });

  it('a slot of capacity 5 under 100 holds at once by 100 customers: 5 held', async () => {
    const brand = await createCheckoutBrand(kit.db);
    const product = await createStoredProduct(kit.db, { brandId: brand.id, storage: 'dry' });
    const slotId = await createSlot(kit.db, brand.id, 5);
    const shoppers = await inBatches(100, 20, () => createShopper(kit, brand, [{ product }]));

    const answers = await Promise.all(
      shoppers.map((shopper) =>
        kit.call('POST', 'Checkout/Hold', { token: shopper.token, body: { slotId } }),
      ),
    );

    expect(statuses(answers)).toEqual({ 200: 5, 409: 95 });
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json()).toMatchObject([{ code: 'slot_full' }]);
    }
    const held = await kit.db
      .select({ id: slotHolds.id })
      .from(slotHolds)
      .where(and(eq(slotHolds.slotId, slotId), isNull(slotHolds.orderId)));
    expect(held).toHaveLength(5);
  });

  it('20 placements at once under one Idempotency-Key: one order, 20 equal answers', async () => {
    const brand = await createCheckoutBrand(kit.db);
    const product = await createStoredProduct(kit.db, {
      brandId: brand.id,
      stock: 50,
      storage: 'dry',
    });
    const slotId = await createSlot(kit.db, brand.id);
    const shopper: Shopper = await createShopper(kit, brand, [{ product, quantity: 2 }], slotId);
    const key = newKey();
    const body = checkoutBody(shopper, slotId, brand.standardId);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => place(kit, shopper, body, key)),
    );

    expect(statuses(answers)).toEqual({ 200: 20 });
    const [first] = answers.map((answer) => answer.json<PlacedCheckout>());
    for (const answer of answers) expect(answer.json()).toEqual(first);
    expect(await countRows(kit.db, 'orders', shopper.id)).toBe(1);
    expect(await countRows(kit.db, 'checkouts', shopper.id)).toBe(1);
    expect(await stockOf(kit.db, product.id)).toBe(48);

    // The same key with another body is refused, and the orders stay one.
    const other = await place(kit, shopper, { ...body, deliverySpeedId: brand.expressId }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject([{ code: 'idempotency_key_reused' }]);
    // A new key on the now empty basket places nothing more.
    const again = await place(kit, shopper, body);
    expect(again.json()).toMatchObject([{ code: 'cart_empty' }]);
    expect(await countRows(kit.db, 'orders', shopper.id)).toBe(1);
  });

  it('two cancels of one order at once give its stock back once', async () => {
    const brand = await createCheckoutBrand(kit.db);
    const product = await createStoredProduct(kit.db, {
      brandId: brand.id,
      stock: 10,
      storage: 'dry',
    });
    const slotId = await createSlot(kit.db, brand.id);
    const shopper = await createShopper(kit, brand, [{ product, quantity: 3 }], slotId);
    const placed = await place(kit, shopper, checkoutBody(shopper, slotId, brand.standardId));
    const orderId = placed.json<PlacedCheckout>().orders[0]!.id;

    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        kit.call('POST', `Order/${orderId}/Cancel`, { token: shopper.token }),
      ),
    );

    expect(statuses(answers)).toEqual({ 200: 1, 409: 4 });
    expect(await stockOf(kit.db, product.id)).toBe(10);
  });
});
