// A placement cut off by SIGKILL (issue 14): a real API process on a PostgreSQL test database,
// armed to stop at a named fault point of the placement (src/faults.ts), killed there, then
// started again. Nothing half-done may remain: the stock, the slot hold, the basket, the
// idempotency key and the ledgers are as before the crash, or as after a whole placement.
// PostgreSQL only (the PostgreSQL pass of the suite): embedded PGlite is one process by design.
import { randomBytes } from 'node:crypto';
import type { PlacedCheckout } from '@shop/core/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '#src/cart/cart-test-kit.ts';
import {
  countRows,
  createAddress,
  createCheckoutBrand,
  createCoupon,
  createSlot,
  createStoredProduct,
  grant,
  newKey,
  stockOf,
  type TestBrand,
} from '#src/checkout/checkout-test-kit.ts';
import type { DatabaseHandle } from '#src/db/database.ts';
import { cartLines, carts, slotHolds } from '#src/db/schema.ts';
import { FAULT_POINT_ENV, PLACE_AFTER_COMMIT, PLACE_BEFORE_COMMIT } from '#src/faults.ts';
import { apiProcesses, type ApiProcess } from '#src/test/api-process.ts';
import { createTestDatabase } from '#src/test/test-database.ts';

const publicKey = 'pk_crash_test';
let handle: DatabaseHandle;
let processes: ReturnType<typeof apiProcesses>;
let brand: TestBrand;

beforeAll(async () => {
  handle = await createTestDatabase('catalog');
  const result = await handle.db.execute(sql`select current_database() as name`);
  const [row] = (result as { rows: { name: string }[] }).rows;
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${row?.name ?? ''}`;
  processes = apiProcesses(url.toString(), publicKey);
  brand = await createCheckoutBrand(handle.db);
});
afterAll(async () => {
  await processes?.stopAll();
  await handle?.close();
});

/**
 * A shopper with 2 of a product (5 in stock) in the basket, a live hold of a new slot, SAR 10 in
 * the wallet and a single-use coupon, both spent by the placement.
 */
async function readyShopper() {
  const { db } = handle;
  const product = await createStoredProduct(db, {
    brandId: brand.id,
    price: 4_000,
    stock: 5,
    storage: 'dry',
  });
  const customer = await createCustomer(db);
  const addressId = await createAddress(db, customer.id, brand.cityId);
  const [cart] = await db
    .insert(carts)
    .values({ customerId: customer.id, brandId: brand.id })
    .returning({ id: carts.id });
  await db
    .insert(cartLines)
    .values({ cartId: cart!.id, productId: product.id, quantity: 2, addedUnitPrice: 4_000 });
  const slotId = await createSlot(db, brand.id);
  await grant(db, customer.id, 'wallet', 1_000);
  const coupon = await createCoupon(db, { kind: 'percent', value: 10, maxUses: 1 });
  await db.insert(slotHolds).values({
    slotId,
    customerId: customer.id,
    expiresAt: new Date(Date.now() + 10 * 60_000),
  });
  const body = {
    addressId,
    slotId,
    deliverySpeedId: brand.standardId,
    paymentMethod: 'cod',
    couponCode: coupon.code,
    useWallet: true,
  };
  return { product, customer, body, slotId, coupon };
}

type Ready = Awaited<ReturnType<typeof readyShopper>>;

function place(api: ApiProcess, ready: Ready, key: string) {
  return fetch(`${api.url}/api/Checkout/Place`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-public-key': publicKey,
      authorization: `Bearer ${ready.customer.token}`,
      'idempotency-key': key,
    },
    body: JSON.stringify(ready.body),
  });
}

/** Starts an API armed at `point`, places, and kills it with SIGKILL once it stops there. */
async function placeAndKillAt(point: string, ready: Ready, key: string): Promise<void> {
  const api = await processes.startApi({ [FAULT_POINT_ENV]: point });
  const answer = place(api, ready, key).then(
    () => 'answered',
    () => 'cut off',
  );
  await expect
    .poll(() => api.lines.some((line) => line.includes(`fault point reached: ${point}`)), {
      timeout: 30_000,
      interval: 50,
    })
    .toBe(true);
  await processes.stop(api.child, 'SIGKILL');
  expect(api.child.signalCode).toBe('SIGKILL');
  expect(await answer).toBe('cut off');
}

/** The confirmation e-mails queued (pg-boss jobs) for the customer's placements. */
async function confirmationJobs(customerId: number): Promise<number> {
  const result = await handle.db.execute(sql`
    select count(*)::int as n from pgboss.job
    where data->>'kind' = 'order_confirmed'
      and (data->>'checkoutId')::int in (select id from checkouts where customer_id = ${customerId})`);
  return (result as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

async function holdOf(customerId: number) {
  return handle.db
    .select({ slotId: slotHolds.slotId, orderId: slotHolds.orderId })
    .from(slotHolds)
    .where(eq(slotHolds.customerId, customerId));
}

describe('a placement killed with SIGKILL', () => {
  it('before its commit leaves nothing behind, and the same key then places once', async () => {
    const ready = await readyShopper();
    const key = newKey();
    await placeAndKillAt(PLACE_BEFORE_COMMIT, ready, key);

    // As before the placement: the stock, the basket, the live hold, the wallet's one credit;
    // no order, key, coupon use or spend.
    const { db } = handle;
    expect(await stockOf(db, ready.product.id)).toBe(5);
    expect(await countRows(db, 'orders', ready.customer.id)).toBe(0);
    expect(await countRows(db, 'checkouts', ready.customer.id)).toBe(0);
    expect(await countRows(db, 'ledger_entries', ready.customer.id)).toBe(1);
    expect(await countRows(db, 'coupon_redemptions', ready.customer.id)).toBe(0);
    expect(await confirmationJobs(ready.customer.id)).toBe(0);
    expect(await holdOf(ready.customer.id)).toEqual([{ slotId: ready.slotId, orderId: null }]);
    const lines = await db
      .select()
      .from(cartLines)
      .innerJoin(carts, eq(carts.id, cartLines.cartId))
      .where(eq(carts.customerId, ready.customer.id));
    expect(lines.map((line) => line.cart_lines.quantity)).toEqual([2]);

    // Started again, the shopper's retry with the same key places exactly once.
    const api = await processes.startApi();
    const first = await place(api, ready, key);
    expect(first.status).toBe(200);
    const placed = (await first.json()) as PlacedCheckout;
    expect(placed.orders).toHaveLength(1);
    const again = (await (await place(api, ready, key)).json()) as PlacedCheckout;
    expect(again.orders.map((order) => order.id)).toEqual(placed.orders.map((order) => order.id));
    expect(await stockOf(db, ready.product.id)).toBe(3);
    expect(await countRows(db, 'orders', ready.customer.id)).toBe(1);
    // The coupon used once, the wallet's 1,000 held and captured once.
    expect(placed.orders[0]).toMatchObject({ couponCode: ready.coupon.code, wallet: 1_000 });
    expect(await countRows(db, 'coupon_redemptions', ready.customer.id)).toBe(1);
    expect(await countRows(db, 'ledger_entries', ready.customer.id)).toBe(3);
    expect(await holdOf(ready.customer.id)).toEqual([
      { slotId: ready.slotId, orderId: placed.orders[0]!.id },
    ]);
    await processes.stop(api.child);
  });

  it('after its commit keeps the whole placement and its e-mail, which the same key answers again', async () => {
    const ready = await readyShopper();
    const key = newKey();
    await placeAndKillAt(PLACE_AFTER_COMMIT, ready, key);

    const { db } = handle;
    expect(await stockOf(db, ready.product.id)).toBe(3);
    expect(await countRows(db, 'orders', ready.customer.id)).toBe(1);
    // Its confirmation e-mail was queued by the placement's own commit: no answer was needed.
    expect(await confirmationJobs(ready.customer.id)).toBe(1);
    expect(await countRows(db, 'coupon_redemptions', ready.customer.id)).toBe(1);
    expect(await countRows(db, 'ledger_entries', ready.customer.id)).toBe(3);
    const [hold] = await holdOf(ready.customer.id);
    expect(hold?.orderId).not.toBeNull();

    const api = await processes.startApi();
    const retried = await place(api, ready, key);
    expect(retried.status).toBe(200);
    const placed = (await retried.json()) as PlacedCheckout;
    expect(placed.orders.map((order) => order.id)).toEqual([hold?.orderId]);
    expect(await stockOf(db, ready.product.id)).toBe(3);
    expect(await countRows(db, 'orders', ready.customer.id)).toBe(1);
    expect(await countRows(db, 'ledger_entries', ready.customer.id)).toBe(3);
    // Another key finds the basket empty: nothing is placed twice.
    expect((await place(api, ready, randomBytes(12).toString('base64url'))).status).toBe(409);
    await processes.stop(api.child);
  });
});
