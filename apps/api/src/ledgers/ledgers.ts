import { POINTS_PER_CURRENCY_UNIT, POINTS_VALID_MONTHS, WALLET_CURRENCY } from '@shop/core/schemas';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#src/db/database.ts';
import { customers, ledgerEntries, orders } from '#src/db/schema.ts';
import { ApiHttpError } from '#src/http/api-errors.ts';

// The wallet and loyalty-points ledgers (issue 14): append-only rows (the table refuses UPDATE),
// a balance is the sum of an account's amounts. Only holds and debits can lower a balance, and
// they are written under the customer row's lock after checking it, so two spends at once never
// take it below zero (on PGlite the transactions take turns; on PostgreSQL the lock makes them).

export type LedgerAccount = (typeof ledgerEntries.$inferSelect)['account'];

/** Why an entry was written, in both languages (the history of issue 15 shows it). */
export interface EntryReason {
  name: string;
  nameEn: string;
}

/** The account's balance now: wallet minor units of WALLET_CURRENCY, or points. */
export async function balanceOf(
  q: Database,
  customerId: number,
  account: LedgerAccount,
): Promise<number> {
  const [row] = await q
    .select({ balance: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.customerId, customerId), eq(ledgerEntries.account, account)));
  return row?.balance ?? 0;
}

/**
 * Locks the customer's row for the rest of the transaction: every spend of their ledgers takes
 * this lock before it reads a balance, so the read stays true until the spend is written.
 */
export async function lockLedgers(tx: Database, customerId: number): Promise<void> {
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
}

/** When points credited now expire: POINTS_VALID_MONTHS later (issue 15). */
export const pointsExpiryFromNow = () =>
  sql`now() + make_interval(months => ${POINTS_VALID_MONTHS})`;

/**
 * Adds to an account (a grant, points earned, a refund). Points credited expire
 * POINTS_VALID_MONTHS later (what is left of them then; points-expiry.ts).
 */
export async function creditAccount(
  tx: Database,
  customerId: number,
  account: LedgerAccount,
  amount: number,
  reason: EntryReason,
  orderId?: number,
): Promise<void> {
  await tx.insert(ledgerEntries).values({
    customerId,
    account,
    kind: 'credit',
    amount,
    orderId,
    expiresAt: account === 'points' ? pointsExpiryFromNow() : null,
    ...reason,
  });
}

function insufficientBalance(account: LedgerAccount): ApiHttpError {
  return new ApiHttpError(
    409,
    'insufficient_balance',
    `The ${account === 'wallet' ? 'wallet' : 'points'} balance does not cover this spend`,
  );
}

/**
 * Holds `amount` of the account for an order (one hold per order and account): under the
 * customer's lock, 409 `insufficient_balance` unless the balance covers it.
 */
export async function holdSpend(
  tx: Database,
  spend: {
    customerId: number;
    account: LedgerAccount;
    amount: number;
    checkoutId: number | null;
    orderId: number;
  },
  reason: EntryReason,
): Promise<void> {
  await lockLedgers(tx, spend.customerId);
  if ((await balanceOf(tx, spend.customerId, spend.account)) < spend.amount) {
    throw insufficientBalance(spend.account);
  }
  await tx.insert(ledgerEntries).values({
    customerId: spend.customerId,
    account: spend.account,
    kind: 'hold',
    amount: -spend.amount,
    checkoutId: spend.checkoutId,
    orderId: spend.orderId,
    ...reason,
  });
}

const settlement = alias(ledgerEntries, 'settlement');
const refund = alias(ledgerEntries, 'refund');

/**
 * Ends the order's holds: `capture` writes a capture (0, the spend stands) for each hold not yet
 * ended; `release` gives the spend back: a release (+ the hold's amount) for a hold not yet
 * ended, a refund credit for one already captured (cash on delivery is captured at placement,
 * and may be cancelled later). Once per hold: settlements of one order take turns on its row
 * (the later one then finds nothing left to do), and the unique `settles_id` backs that up.
 */
export async function settleHolds(
  tx: Database,
  orderId: number,
  outcome: 'capture' | 'release',
): Promise<void> {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
  const holds = await tx
    .select({
      id: ledgerEntries.id,
      customerId: ledgerEntries.customerId,
      account: ledgerEntries.account,
      amount: ledgerEntries.amount,
      checkoutId: ledgerEntries.checkoutId,
      settledAs: settlement.kind,
      refunded: refund.id,
    })
    .from(ledgerEntries)
    .leftJoin(settlement, eq(settlement.settlesId, ledgerEntries.id))
    .leftJoin(
      refund,
      and(
        eq(refund.orderId, ledgerEntries.orderId),
        eq(refund.account, ledgerEntries.account),
        eq(refund.kind, 'credit'),
      ),
    )
    .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, 'hold')))
    .orderBy(ledgerEntries.id);
  const open = holds.filter((hold) => hold.settledAs === null);
  if (open.length > 0) {
    await tx
      .insert(ledgerEntries)
      .values(
        open.map((hold) => ({
          customerId: hold.customerId,
          account: hold.account,
          kind: outcome,
          amount: outcome === 'capture' ? 0 : -hold.amount,
          checkoutId: hold.checkoutId,
          orderId,
          settlesId: hold.id,
          ...(outcome === 'capture' ? captureReason : releaseReason),
        })),
      )
      .onConflictDoNothing();
  }
  if (outcome === 'capture') return;
  const captured = holds.filter((hold) => hold.settledAs === 'capture' && hold.refunded === null);
  for (const hold of captured) {
    await tx.insert(ledgerEntries).values({
      customerId: hold.customerId,
      account: hold.account,
      kind: 'credit',
      amount: -hold.amount,
      checkoutId: hold.checkoutId,
      orderId,
      // Points given back as a new credit expire as any credit does.
      expiresAt: hold.account === 'points' ? pointsExpiryFromNow() : null,
      ...releaseReason,
    });
  }
}

const captureReason: EntryReason = { name: 'دفع طلب', nameEn: 'Order paid' };
const releaseReason: EntryReason = { name: 'استرجاع طلب ملغى', nameEn: 'Cancelled order refund' };

/** Points an order earns on delivery: POINTS_PER_CURRENCY_UNIT per whole unit paid. */
export function pointsEarned(paid: number): number {
  return Math.floor(paid / 100) * POINTS_PER_CURRENCY_UNIT;
}

/**
 * Credits the points a delivered order earns: per whole unit of WALLET_CURRENCY paid with the
 * payment method or the wallet (the coupon and the points spent earn nothing). Orders in another
 * currency earn none. Call it in the transaction that moves the order to `delivered` (that move
 * happens once, so the credit does too; the check below keeps it once even if called again).
 */
export async function creditDeliveredOrderPoints(tx: Database, orderId: number): Promise<void> {
  const [order] = await tx
    .select({
      customerId: orders.customerId,
      currency: orders.currency,
      paid: sql<number>`${orders.total} + ${orders.wallet}`,
      number: orders.number,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || order.currency !== WALLET_CURRENCY) return;
  const points = pointsEarned(order.paid);
  if (points === 0) return;
  const earned = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.orderId, orderId),
        eq(ledgerEntries.account, 'points'),
        eq(ledgerEntries.kind, 'credit'),
      ),
    );
  if (earned.length > 0) return;
  await creditAccount(
    tx,
    order.customerId,
    'points',
    points,
    { name: `نقاط الطلب ${order.number}`, nameEn: `Points of order ${order.number}` },
    orderId,
  );
}
