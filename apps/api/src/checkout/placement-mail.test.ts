// A placement's confirmation e-mail with the server's job queue (pg-boss in the test database,
// as server.ts wires it): the placement's own transaction writes the job, so the e-mail is
// queued exactly when the orders are committed, in the same durable commit.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useCartApp } from '#src/cart/cart-test-kit.ts';
import { jobQueues, startJobs, type Jobs } from '#src/cluster/jobs.ts';
import type { QueueAccountMailWithin } from '#src/mail/account-mail-jobs.ts';
import { createMailer } from '#src/mail/mailer.ts';
import {
  checkoutBody,
  countRows,
  createCheckoutBrand,
  createShopper,
  createSlot,
  createStoredProduct,
  newKey,
  place,
  placedOf,
  stockOf,
} from './checkout-test-kit.ts';

const log = { debug: () => {}, warn: () => {}, info: () => {}, error: () => {} } as never;
let queue: Jobs | undefined;
/** What the app's in-transaction queueing does next (the queue's own, unless a test says). */
let queueWithin: QueueAccountMailWithin = (tx, job) => queue!.queueAccountMailWithin(tx, job);
const kit = useCartApp({
  sendAccountMail: (job) => queue!.sendAccountMail(job),
  queueAccountMailWithin: (tx, job) => queueWithin(tx, job),
});

beforeAll(async () => {
  // Queues only: no worker sends the mail, so the jobs stay to be counted.
  const mailer = createMailer(kit.db, {}, log);
  queue = await startJobs({ handle: kit.handle, tokenTtlDays: 30, log, mailer, work: false });
}, 60_000);
afterAll(() => queue?.stop());

/** The confirmation jobs queued for the customer's placements. */
async function confirmationJobs(customerId: number): Promise<number> {
  const result: unknown = await kit.db.execute(sql`
    select count(*)::int as n from pgboss.job
    where name = ${jobQueues.accountMail} and data->>'kind' = 'order_confirmed'
      and (data->>'checkoutId')::int in (select id from checkouts where customer_id = ${customerId})`);
  return (result as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

async function readyShopper() {
  const brand = await createCheckoutBrand(kit.db);
  const product = await createStoredProduct(kit.db, {
    brandId: brand.id,
    price: 9_000,
    stock: 4,
    storage: 'dry',
  });
  const slotId = await createSlot(kit.db, brand.id);
  const shopper = await createShopper(kit, brand, [{ product, quantity: 2 }], slotId);
  return { shopper, product, body: checkoutBody(shopper, slotId, brand.standardId) };
}

describe("a placement's confirmation e-mail on the job queue", () => {
  it('is queued by the placement itself, once, also when the placement is repeated', async () => {
    const { shopper, body } = await readyShopper();
    const key = newKey();
    placedOf(await place(kit, shopper, body, key));
    expect(await confirmationJobs(shopper.id)).toBe(1);

    // The same key answers the same orders; its mail may be asked for again (sent once).
    placedOf(await place(kit, shopper, body, key));
    expect(await countRows(kit.db, 'orders', shopper.id)).toBe(1);
    expect(await confirmationJobs(shopper.id)).toBeGreaterThanOrEqual(1);
  });

  it('is rolled back with a placement that fails after queueing it: no job, no order', async () => {
    const { shopper, product, body } = await readyShopper();
    queueWithin = async (tx, job) => {
      await queue!.queueAccountMailWithin(tx, job);
      throw new Error('the placement fails after its e-mail is queued');
    };
    try {
      expect((await place(kit, shopper, body)).statusCode).toBe(500);
    } finally {
      queueWithin = (tx, job) => queue!.queueAccountMailWithin(tx, job);
    }
    expect(await confirmationJobs(shopper.id)).toBe(0);
    expect(await countRows(kit.db, 'orders', shopper.id)).toBe(0);
    expect(await stockOf(kit.db, product.id)).toBe(4);

    // Placed again, whole: its orders and its e-mail together.
    placedOf(await place(kit, shopper, body));
    expect(await countRows(kit.db, 'orders', shopper.id)).toBe(1);
    expect(await confirmationJobs(shopper.id)).toBe(1);
  });
});
