import type { Points, Wallet } from '@shop/core/schemas';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createCustomer, useCartApp } from '#src/cart/cart-test-kit.ts';
import { createCheckoutBrand } from '#src/checkout/checkout-test-kit.ts';
import { startJobs, jobQueues } from '#src/cluster/jobs.ts';
import type { Database } from '#src/db/database.ts';
import { ledgerEntries, orders } from '#src/db/schema.ts';
import {
  balanceOf,
  creditAccount,
  holdSpend,
  lockLedgers,
  settleHolds,
  type LedgerAccount,
} from '#src/ledgers/ledgers.ts';
import { expireCustomerPoints, expirePoints, pointsEntriesOf } from './points-expiry.ts';
import { pointsLots } from './points-lots.ts';

const kit = useCartApp();
const DAY = 86_400_000;
let brandId = 0;
beforeAll(async () => {
  brandId = (await createCheckoutBrand(kit.db)).id;
}, 60_000);

/** A bare order of the customer, for a hold to belong to. */
async function bareOrder(db: Database, customerId: number): Promise<number> {
  const [row] = await db
    .insert(orders)
    .values({ customerId, brandId, currency: 'SAR', subtotal: 0 })
    .returning({ id: orders.id });
  if (!row) throw new Error('no order');
  return row.id;
}

/** A points credit that expires at `expiresAt` (as delivery's, with a time of the test's). */
async function earn(db: Database, customerId: number, points: number, expiresAt: Date | null) {
  await db.insert(ledgerEntries).values({
    customerId,
    account: 'points',
    kind: 'credit',
    amount: points,
    expiresAt,
    name: 'نقاط',
    nameEn: 'Points earned',
  });
}

async function hold(db: Database, customerId: number, account: LedgerAccount, amount: number) {
  const orderId = await bareOrder(db, customerId);
  await db.transaction((tx) =>
    holdSpend(
      tx,
      { customerId, account, amount, checkoutId: null, orderId },
      {
        name: 'دفع',
        nameEn: 'Order paid',
      },
    ),
  );
  return orderId;
}

async function sumOf(db: Database, customerId: number, account: LedgerAccount, kind: string) {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.customerId, customerId),
        eq(ledgerEntries.account, account),
        sql`${ledgerEntries.kind}::text = ${kind}`,
      ),
    );
  return row?.sum ?? 0;
}

describe('points expiry', () => {
  it('expires what is left of a credit past its time, the oldest spent first', async () => {
    const customer = await createCustomer(kit.db);
    const now = Date.now();
    await earn(kit.db, customer.id, 300, new Date(now + 10 * DAY));
    await earn(kit.db, customer.id, 200, new Date(now + 100 * DAY));
    // 350 spent: all of the first credit and 50 of the second.
    const orderId = await hold(kit.db, customer.id, 'points', 350);
    await kit.db.transaction((tx) => settleHolds(tx, orderId, 'capture'));
    // The first credit's time: nothing left of it, nothing expires.
    expect(await expirePoints(kit.db, new Date(now + 20 * DAY))).toMatchObject({ points: 0 });
    expect(await balanceOf(kit.db, customer.id, 'points')).toBe(150);
    // The second's: its 150 unspent go.
    expect(await expireCustomerPoints(kit.db, customer.id, new Date(now + 101 * DAY))).toBe(150);
    expect(await balanceOf(kit.db, customer.id, 'points')).toBe(0);
  });

  it('points given back after their credit expired expire at the next run', async () => {
    const customer = await createCustomer(kit.db);
    const now = Date.now();
    await earn(kit.db, customer.id, 100, new Date(now + DAY));
    const orderId = await hold(kit.db, customer.id, 'points', 100);
    expect(await expireCustomerPoints(kit.db, customer.id, new Date(now + 2 * DAY))).toBe(0);
    await kit.db.transaction((tx) => settleHolds(tx, orderId, 'release'));
    expect(await balanceOf(kit.db, customer.id, 'points')).toBe(100);
    expect(await expireCustomerPoints(kit.db, customer.id, new Date(now + 3 * DAY))).toBe(100);
    expect(await balanceOf(kit.db, customer.id, 'points')).toBe(0);
  });

  it('runs at once (two processes) expire once', async () => {
    const customer = await createCustomer(kit.db);
    const now = Date.now();
    await earn(kit.db, customer.id, 500, new Date(now + DAY));
    const at = new Date(now + 2 * DAY);
    await Promise.all([
      expireCustomerPoints(kit.db, customer.id, at),
      expireCustomerPoints(kit.db, customer.id, at),
      expirePoints(kit.db, at),
    ]);
    expect(await sumOf(kit.db, customer.id, 'points', 'expiry')).toBe(-500);
    expect(await balanceOf(kit.db, customer.id, 'points')).toBe(0);
  });

  it('is a job: a run queued by any process debits the due points', async () => {
    const customer = await createCustomer(kit.db);
    await earn(kit.db, customer.id, 70, new Date(Date.now() - DAY));
    const jobs = await startJobs({
      handle: kit.handle,
      tokenTtlDays: 30,
      log: { debug: () => {}, warn: () => {} },
      mailer: { kind: 'outbox', send: () => Promise.resolve() },
    });
    try {
      await jobs.boss.send(jobQueues.pointsExpiry, null);
      await vi.waitFor(async () => expect(await balanceOf(kit.db, customer.id, 'points')).toBe(0), {
        timeout: 20_000,
        interval: 250,
      });
    } finally {
      await jobs.stop();
    }
  }, 60_000);

  it('My Points shows the balance, what expires next and the history with its orders', async () => {
    const customer = await createCustomer(kit.db);
    const orderId = await bareOrder(kit.db, customer.id);
    await kit.db.transaction((tx) =>
      creditAccount(
        tx,
        customer.id,
        'points',
        120,
        { name: 'نقاط', nameEn: 'Points of order' },
        orderId,
      ),
    );
    await earn(kit.db, customer.id, 30, new Date(Date.now() - DAY));
    await expireCustomerPoints(kit.db, customer.id, new Date());
    const answer = await kit.call('GET', 'Points?pageSize=5', { token: customer.token });
    expect(answer.statusCode).toBe(200);
    const points = answer.json<Points>();
    expect(points).toMatchObject({ balance: 120, worth: 120, currency: 'SAR' });
    expect(points.expiring).toHaveLength(1);
    expect(points.expiring[0]?.points).toBe(120);
    // Twelve months after it was credited.
    const months = (Date.parse(points.expiring[0]!.expiresAt) - Date.now()) / (30.4 * DAY);
    expect(months).toBeGreaterThan(11.8);
    expect(months).toBeLessThan(12.2);
    expect(points.entries.items.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['expiry', -30],
      ['credit', 30],
      ['credit', 120],
    ]);
    expect(points.entries.items[2]?.order?.id).toBe(orderId);
    const wallet = await kit.call('GET', 'Wallet', { token: customer.token });
    expect(wallet.json<Wallet>()).toMatchObject({
      balance: 0,
      currency: 'SAR',
      entries: { total: 0 },
    });
    expect((await kit.call('GET', 'Wallet')).statusCode).toBe(401);
    expect(
      (await kit.call('GET', 'Points?pageSize=51', { token: customer.token })).statusCode,
    ).toBe(400);
  });
});

// ── Randomised: the ledgers reconcile with the balances and none is ever negative ───────────

type Op =
  | { op: 'earn'; points: number; days: number }
  | { op: 'refund'; account: LedgerAccount; amount: number }
  | { op: 'hold'; account: LedgerAccount; amount: number }
  | { op: 'release' | 'capture'; pick: number }
  | { op: 'takeBack'; account: LedgerAccount; amount: number }
  | { op: 'advance'; days: number };

const account = fc.constantFrom<LedgerAccount>('wallet', 'points');
const ops = fc.array(
  fc.oneof(
    fc.record({
      op: fc.constant('earn' as const),
      points: fc.integer({ min: 1, max: 400 }),
      days: fc.integer({ min: 1, max: 400 }),
    }),
    fc.record({
      op: fc.constant('refund' as const),
      account,
      amount: fc.integer({ min: 1, max: 300 }),
    }),
    fc.record({
      op: fc.constant('hold' as const),
      account,
      amount: fc.integer({ min: 1, max: 500 }),
    }),
    fc.record({ op: fc.constantFrom('release' as const, 'capture' as const), pick: fc.nat(20) }),
    fc.record({
      op: fc.constant('takeBack' as const),
      account,
      amount: fc.integer({ min: 1, max: 300 }),
    }),
    fc.record({ op: fc.constant('advance' as const), days: fc.integer({ min: 1, max: 200 }) }),
  ),
  { minLength: 5, maxLength: 25 },
);

/**
 * The test's own account of the points, lot by lot (the oracle): spends take the soonest-expiring
 * lots first, a release gives a hold's points back to the lots it took them from, an expiry
 * takes what is left of the lots past their time.
 */
class PointsModel {
  private lots: { expiresAt: number; remaining: number; order: number }[] = [];
  private held = new Map<number, [PointsModel['lots'][number], number][]>();

  credit(points: number, expiresAt: number) {
    this.lots.push({ expiresAt, remaining: points, order: this.lots.length });
  }

  private take(points: number, from = this.lots) {
    const taken: [PointsModel['lots'][number], number][] = [];
    let left = points;
    for (const lot of [...from].sort((a, b) => a.expiresAt - b.expiresAt || a.order - b.order)) {
      const part = Math.min(lot.remaining, left);
      if (part === 0) continue;
      lot.remaining -= part;
      left -= part;
      taken.push([lot, part]);
    }
    return taken;
  }

  hold(orderId: number, points: number) {
    this.held.set(orderId, this.take(points));
  }

  release(orderId: number) {
    for (const [lot, part] of this.held.get(orderId) ?? []) lot.remaining += part;
  }

  spend(points: number) {
    this.take(points);
  }

  /** Expires what is due at `now`; answers how much. */
  expire(now: number): number {
    const due = this.lots.filter((lot) => lot.expiresAt <= now);
    const points = due.reduce((sum, lot) => sum + lot.remaining, 0);
    this.take(points, due);
    return points;
  }
}

describe('the ledgers under random spends, holds, releases, refunds and expiries', () => {
  it('reconcile with the balances, never go below zero, and expire exactly what was never spent', async () => {
    await fc.assert(
      fc.asyncProperty(ops, async (sequence: Op[]) => {
        const customer = await createCustomer(kit.db);
        const id = customer.id;
        const model = { wallet: 0, points: 0 };
        const lots = new PointsModel();
        const open: { orderId: number; account: LedgerAccount; amount: number }[] = [];
        let clock = Date.now();
        let expired = 0;
        const check = async () => {
          for (const which of ['wallet', 'points'] as const) {
            const balance = await balanceOf(kit.db, id, which);
            expect(balance).toBe(model[which]);
            expect(balance).toBeGreaterThanOrEqual(0);
          }
          const lots = pointsLots(await pointsEntriesOf(kit.db, id));
          expect(lots.every((lot) => lot.remaining >= 0)).toBe(true);
          expect(lots.reduce((sum, lot) => sum + lot.remaining, 0)).toBe(model.points);
        };
        for (const step of sequence) {
          switch (step.op) {
            case 'earn':
              await earn(kit.db, id, step.points, new Date(clock + step.days * DAY));
              lots.credit(step.points, clock + step.days * DAY);
              model.points += step.points;
              break;
            case 'refund':
              await kit.db.transaction((tx) =>
                creditAccount(tx, id, step.account, step.amount, {
                  name: 'استرداد',
                  nameEn: 'Refund',
                }),
              );
              model[step.account] += step.amount;
              if (step.account === 'points') {
                const [made] = await kit.db
                  .select({ expiresAt: ledgerEntries.expiresAt })
                  .from(ledgerEntries)
                  .where(eq(ledgerEntries.customerId, id))
                  .orderBy(sql`${ledgerEntries.id} desc`)
                  .limit(1);
                lots.credit(step.amount, made?.expiresAt?.getTime() ?? Infinity);
              }
              break;
            case 'hold': {
              const fits = model[step.account] >= step.amount;
              const made = await hold(kit.db, id, step.account, step.amount).then(
                (orderId) => orderId,
                () => undefined,
              );
              expect(made !== undefined).toBe(fits);
              if (made !== undefined) {
                open.push({ orderId: made, account: step.account, amount: step.amount });
                model[step.account] -= step.amount;
                if (step.account === 'points') lots.hold(made, step.amount);
              }
              break;
            }
            case 'release':
            case 'capture': {
              const [held] = open.splice(step.pick % Math.max(open.length, 1), 1);
              if (!held) break;
              await kit.db.transaction((tx) => settleHolds(tx, held.orderId, step.op));
              if (step.op === 'release') model[held.account] += held.amount;
              if (step.op === 'release' && held.account === 'points') lots.release(held.orderId);
              break;
            }
            case 'takeBack': {
              // As a refund takes earned points back: never more than the balance.
              const taken = await kit.db.transaction(async (tx) => {
                await lockLedgers(tx, id);
                const amount = Math.min(step.amount, await balanceOf(tx, id, step.account));
                if (amount > 0) {
                  await tx.insert(ledgerEntries).values({
                    customerId: id,
                    account: step.account,
                    kind: 'debit',
                    amount: -amount,
                    name: 'استرجاع',
                    nameEn: 'Taken back',
                  });
                }
                return amount;
              });
              model[step.account] -= taken;
              if (step.account === 'points') lots.spend(taken);
              break;
            }
            case 'advance': {
              clock += step.days * DAY;
              const gone = await expireCustomerPoints(kit.db, id, new Date(clock));
              const dueCredits = await kit.db
                .select({ sum: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int` })
                .from(ledgerEntries)
                .where(
                  and(
                    eq(ledgerEntries.customerId, id),
                    eq(ledgerEntries.account, 'points'),
                    eq(ledgerEntries.kind, 'credit'),
                    sql`${ledgerEntries.expiresAt} <= ${new Date(clock).toISOString()}::timestamptz`,
                  ),
                );
              expired += gone;
              model.points -= gone;
              // Exactly what the oracle says is left of the lots past their time: never a
              // point already spent, never one not yet due.
              expect(gone).toBe(lots.expire(clock));
              // Never more expired than the credits due by now held.
              expect(expired).toBeLessThanOrEqual(dueCredits[0]?.sum ?? 0);
              break;
            }
          }
          await check();
        }
        // Everything given back, then long after every credit's time: each point was either
        // spent (held and captured, or taken back) or expired, never both, never lost.
        for (const held of open.splice(0)) {
          await kit.db.transaction((tx) => settleHolds(tx, held.orderId, 'release'));
          model[held.account] += held.amount;
          if (held.account === 'points') lots.release(held.orderId);
        }
        clock = Math.max(clock, Date.now()) + 800 * DAY;
        const last = await expireCustomerPoints(kit.db, id, new Date(clock));
        expect(last).toBe(lots.expire(clock));
        model.points -= last;
        await check();
        const credited =
          (await sumOf(kit.db, id, 'points', 'credit')) +
          (await sumOf(kit.db, id, 'points', 'release'));
        const spent =
          0 -
          (await sumOf(kit.db, id, 'points', 'hold')) -
          (await sumOf(kit.db, id, 'points', 'debit'));
        expect(0 - (await sumOf(kit.db, id, 'points', 'expiry'))).toBe(credited - spent);
        expect(model.points).toBe(0);
        // A run again finds nothing.
        expect(await expireCustomerPoints(kit.db, id, new Date(clock))).toBe(0);
      }),
      { numRuns: 25, seed: Number(process.env.FC_SEED ?? 20_261_115) },
    );
  }, 300_000);
});
