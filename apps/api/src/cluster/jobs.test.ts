import { and, eq, notInArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { offerProducts, offers, products } from '#src/db/schema.ts';
import { metricsRegistry } from '#src/observability/metrics.ts';
import { useTestDatabase } from '#src/test/test-database.ts';
import { jobQueues, startJobs, type Jobs } from './jobs.ts';

const database = useTestDatabase('catalog');
const log = { debug: () => {}, warn: () => {} };
const mailer = { kind: 'outbox' as const, send: () => Promise.resolve() };
const started: Jobs[] = [];
afterAll(async () => {
  await Promise.all(started.map((jobs) => jobs.stop()));
});

/** One more API process working the queue. */
async function anotherProcess(): Promise<Jobs> {
  const jobs = await startJobs({ handle: database.handle, tokenTtlDays: 30, log, mailer });
  started.push(jobs);
  return jobs;
}

/** The offer-price jobs that ran, with what each changed. */
async function offerPriceRuns() {
  const result: unknown = await database.db.execute(sql`
    select singleton_key as "key", state, (output->>'updated')::int as "updated"
    from pgboss.job where name = ${jobQueues.offerPrices}`);
  return (result as { rows: { key: string | null; state: string; updated: number | null }[] }).rows;
}

describe('scheduled work', () => {
  it('applies an offer at its start once, however many processes work the queue', async () => {
    const [first, second] = [await anotherProcess(), await anotherProcess()];
    const [product] = await database.db
      .select({ id: products.id, price: products.price })
      .from(products)
      .where(
        and(
          notInArray(
            products.id,
            database.db.select({ id: offerProducts.productId }).from(offerProducts),
          ),
          eq(products.currentPrice, products.price),
        ),
      )
      .limit(1);
    if (!product) throw new Error('the demo catalog has a product in no offer');

    const [offer] = await database.db
      .insert(offers)
      .values({
        name: 'نصف السعر',
        nameEn: 'Half price',
        discountPercent: 50,
        startsAt: sql`now() + interval '1500 milliseconds'`,
        endsAt: sql`now() + interval '1 hour'`,
        color: '#0f766e',
        art: 'basket',
      })
      .returning({ id: offers.id, startsAt: offers.startsAt });
    if (!offer) throw new Error('the offer was not inserted');
    await database.db.insert(offerProducts).values({ offerId: offer.id, productId: product.id });
    // Each process's change feed hears the new offer and queues its start: both do.
    await Promise.all([first.scheduleNextOfferBoundary(), second.scheduleNextOfferBoundary()]);

    await vi.waitFor(
      async () => {
        const [row] = await database.db
          .select({ currentPrice: products.currentPrice })
          .from(products)
          .where(eq(products.id, product.id));
        expect(row?.currentPrice).toBe(Math.round(product.price / 2));
      },
      { timeout: 10_000, interval: 200 },
    );
    const runs = await offerPriceRuns();
    const startKey = `at:${new Date(offer.startsAt.getTime() + 1).toISOString()}`;
    expect(runs.filter((run) => run.key === startKey)).toEqual([
      { key: startKey, state: 'completed', updated: 1 },
    ]);
    expect(runs.filter((run) => (run.updated ?? 0) > 0)).toHaveLength(1);
  });
});

describe('the schedules', () => {
  it('refreshes offer prices, reconciles payments, sweeps order notices and pays refunds every minute; prunes account data, stale guest carts and unused uploads, expires points and adds delivery slots hourly', async () => {
    const jobs = await anotherProcess();
    const schedules = await jobs.boss.getSchedules();
    expect(
      schedules
        .map(({ name, cron }) => ({ name, cron }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual([
      { name: jobQueues.cartCleanup, cron: '41 * * * *' },
      { name: jobQueues.cleanCartUploads, cron: '43 * * * *' },
      { name: jobQueues.deliverySlots, cron: '5 * * * *' },
      { name: jobQueues.offerPrices, cron: '* * * * *' },
      { name: jobQueues.orderNoticesSweep, cron: '* * * * *' },
      { name: jobQueues.payments, cron: '* * * * *' },
      { name: jobQueues.pointsExpiry, cron: '29 * * * *' },
      { name: jobQueues.pruneCustomerData, cron: '17 * * * *' },
      { name: jobQueues.refunds, cron: '* * * * *' },
    ]);
  });
});

describe('the queues on /metrics', () => {
  it('show how many jobs wait in each queue', async () => {
    const jobs = await anotherProcess();
    await jobs.scheduleNextOfferBoundary();

    const metrics = await metricsRegistry.getSingleMetricAsString('job_queue_depth');
    expect(metrics).toMatch(
      new RegExp(`job_queue_depth\\{queue="${jobQueues.offerPrices}"\\} [1-9]`),
    );
    expect(metrics).toContain(`job_queue_depth{queue="${jobQueues.pruneCustomerData}"}`);
  });
});
