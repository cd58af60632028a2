import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { jobQueues, startJobs, type Jobs } from '#src/cluster/jobs.ts';
import { cartLines, carts, cartUploads } from '#src/db/schema.ts';
import { deleteStaleGuestCarts, GUEST_CART_DAYS } from './cart-cleanup.ts';
import {
  cartOf,
  cartRowIdOf,
  createBrand,
  createCustomer,
  createProduct,
  createUpload,
  useCartApp,
} from './cart-test-kit.ts';

const kit = useCartApp();
const started: Jobs[] = [];
afterAll(async () => {
  await Promise.all(started.map((jobs) => jobs.stop()));
});

/** A guest cart with a line and an upload, last changed `days` ago: its row id. */
async function guestCartAged(productId: number, days: number): Promise<number> {
  const { cartId } = cartOf(await kit.call('POST', 'Cart/Line', { body: { productId } }));
  const rowId = (await cartRowIdOf(kit.db, { cartId: cartId! }))!;
  await createUpload(kit.db, rowId);
  await age(rowId, days);
  return rowId;
}

async function age(rowId: number, days: number): Promise<void> {
  await kit.db
    .update(carts)
    .set({ updatedAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(carts.id, rowId));
}

async function remaining(ids: number[]): Promise<number[]> {
  const rows = await kit.db.select({ id: carts.id }).from(carts).where(inArray(carts.id, ids));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

describe('cleaning up guest carts', () => {
  it(`deletes guest carts untouched for ${GUEST_CART_DAYS} days with their lines and uploads`, async () => {
    const brandId = await createBrand(kit.db);
    const product = await createProduct(kit.db, { brandId });
    const stale = await guestCartAged(product.id, GUEST_CART_DAYS + 1);
    const fresh = await guestCartAged(product.id, GUEST_CART_DAYS - 1);
    const customer = await createCustomer(kit.db);
    cartOf(
      await kit.call('POST', 'Cart/Line', {
        token: customer.token,
        body: { productId: product.id },
      }),
    );
    const customers = (await cartRowIdOf(kit.db, { customerId: customer.id }))!;
    await age(customers, GUEST_CART_DAYS * 3);

    expect(await deleteStaleGuestCarts(kit.db)).toBe(1);

    expect(await remaining([stale, fresh, customers])).toEqual(
      [fresh, customers].sort((a, b) => a - b),
    );
    const lines = await kit.db.select().from(cartLines).where(eq(cartLines.cartId, stale));
    const uploads = await kit.db.select().from(cartUploads).where(eq(cartUploads.cartId, stale));
    expect([lines, uploads]).toEqual([[], []]);
    expect(await deleteStaleGuestCarts(kit.db)).toBe(0);
  });

  it('runs as the cart-cleanup job of the queue', async () => {
    const brandId = await createBrand(kit.db);
    const product = await createProduct(kit.db, { brandId });
    const stale = await guestCartAged(product.id, GUEST_CART_DAYS + 5);
    const jobs = await startJobs({
      handle: kit.handle,
      tokenTtlDays: 30,
      log: { debug: () => {}, warn: () => {} },
      mailer: { kind: 'outbox', send: () => Promise.resolve() },
    });
    started.push(jobs);

    await jobs.boss.send(jobQueues.cartCleanup, null);

    await vi.waitFor(
      async () => {
        expect(await remaining([stale])).toEqual([]);
      },
      { timeout: 20_000, interval: 250 },
    );
  });
});
