import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { ledgerEntries } from '#src/db/schema.ts';
import { lockLedgers, type EntryReason } from '#src/ledgers/ledgers.ts';
import { duePoints, pointsLots, type PointsEntry } from '#src/ledgers/points-lots.ts';

// Points expiry (issue 15): a job (cluster/jobs.ts, hourly) writes one `expiry` entry per
// customer for what is left of their credits past `expires_at` (points-lots.ts says what is
// left, oldest spent first). Each customer is done in a transaction under their ledger lock,
// and what is due is computed from the entries themselves, so two runs at once (or a run
// again) write nothing twice, and an expiry never takes the balance below zero.

const expiryReason: EntryReason = { name: 'نقاط منتهية الصلاحية', nameEn: 'Points expired' };

/** Customers looked at per statement. */
const BATCH = 200;

/** The customer's points entries, in the order they were written. */
export async function pointsEntriesOf(tx: Database, customerId: number): Promise<PointsEntry[]> {
  return tx
    .select({
      id: ledgerEntries.id,
      kind: ledgerEntries.kind,
      amount: ledgerEntries.amount,
      settlesId: ledgerEntries.settlesId,
      createdAt: ledgerEntries.createdAt,
      expiresAt: ledgerEntries.expiresAt,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.customerId, customerId), eq(ledgerEntries.account, 'points')))
    .orderBy(asc(ledgerEntries.id));
}

/**
 * Expires the customer's points due at `now`, under their ledger lock: answers the points
 * expired (0 when nothing was due, or everything due was spent).
 */
export async function expireCustomerPoints(
  db: Database,
  customerId: number,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockLedgers(tx, customerId);
    const entries = await pointsEntriesOf(tx, customerId);
    const balance = entries.reduce((sum, entry) => sum + entry.amount, 0);
    const expired = Math.min(duePoints(pointsLots(entries), now), balance);
    if (expired <= 0) return 0;
    await tx.insert(ledgerEntries).values({
      customerId,
      account: 'points',
      kind: 'expiry',
      amount: -expired,
      // The moment it was computed for: replaying the ledger takes it from the lots due then.
      createdAt: now,
      ...expiryReason,
    });
    return expired;
  });
}

/**
 * The job's work: every customer with points left and a credit past its expiry, in batches by
 * id. Answers how many customers lost points and how many points expired.
 */
export async function expirePoints(
  db: Database,
  now = new Date(),
): Promise<{ customers: number; points: number }> {
  let after = 0;
  const done = { customers: 0, points: 0 };
  for (;;) {
    const candidates = await db
      .select({ customerId: ledgerEntries.customerId })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.account, 'points'), gt(ledgerEntries.customerId, after)))
      .groupBy(ledgerEntries.customerId)
      .having(
        sql`sum(${ledgerEntries.amount}) > 0 and bool_or(${ledgerEntries.kind} = 'credit' and ${ledgerEntries.expiresAt} <= ${now.toISOString()}::timestamptz)`,
      )
      .orderBy(asc(ledgerEntries.customerId))
      .limit(BATCH);
    for (const { customerId } of candidates) {
      const expired = await expireCustomerPoints(db, customerId, now);
      if (expired > 0) {
        done.customers += 1;
        done.points += expired;
      }
    }
    const last = candidates.at(-1);
    if (!last || candidates.length < BATCH) return done;
    after = last.customerId;
  }
}
