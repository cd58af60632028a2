import type { ledgerEntries } from '#src/db/schema.ts';

// What is left of each points credit ("lot"), replayed from the points ledger (issue 15). The
// rule: points are spent soonest-expiring first (for credits that expire 12 months after they
// are made, that is first in, first out; credits that never expire go last), a release gives a
// hold's points back to the lots it took them from, and an expiry takes what was left of the
// lots that had expired by its own time. So an expiry never takes points already spent, and
// points given back after their lot expired expire at the next run.

export type PointsEntry = Pick<
  typeof ledgerEntries.$inferSelect,
  'id' | 'kind' | 'amount' | 'settlesId' | 'createdAt' | 'expiresAt'
>;

export interface PointsLot {
  /** The credit's entry id. */
  creditId: number;
  expiresAt: Date | null;
  /** Points of this credit neither spent nor expired. */
  remaining: number;
}

/** Soonest-expiring first; credits that never expire last; then in the order they were made. */
function spendingOrder(a: PointsLot, b: PointsLot): number {
  const at = (lot: PointsLot) => lot.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
  return at(a) - at(b) || a.creditId - b.creditId;
}

/** Takes `amount` from `lots` in their order; answers what it took from each. */
function take(lots: PointsLot[], amount: number): [PointsLot, number][] {
  const taken: [PointsLot, number][] = [];
  let left = amount;
  for (const lot of lots) {
    if (left === 0) break;
    const part = Math.min(lot.remaining, left);
    if (part === 0) continue;
    lot.remaining -= part;
    left -= part;
    taken.push([lot, part]);
  }
  return taken;
}

/**
 * The lots of a customer's points ledger, from its entries in the order they were written (by
 * id), with what is left of each. A hold's points come back to their lots when it is released.
 */
export function pointsLots(entries: readonly PointsEntry[]): PointsLot[] {
  const lots: PointsLot[] = [];
  const heldFrom = new Map<number, [PointsLot, number][]>();
  const available = () => lots.filter((lot) => lot.remaining > 0).sort(spendingOrder);
  for (const entry of entries) {
    switch (entry.kind) {
      case 'credit':
        lots.push({ creditId: entry.id, expiresAt: entry.expiresAt, remaining: entry.amount });
        break;
      case 'hold':
        heldFrom.set(entry.id, take(available(), -entry.amount));
        break;
      case 'debit':
        take(available(), -entry.amount);
        break;
      case 'release': {
        const parts = entry.settlesId === null ? undefined : heldFrom.get(entry.settlesId);
        let back = entry.amount;
        for (const [lot, part] of parts ?? []) {
          const given = Math.min(part, back);
          lot.remaining += given;
          back -= given;
        }
        // A release always matches its hold; anything beyond it would be a lot of its own.
        if (back > 0) lots.push({ creditId: entry.id, expiresAt: null, remaining: back });
        break;
      }
      case 'expiry': {
        const due = available().filter(
          (lot) => lot.expiresAt !== null && lot.expiresAt <= entry.createdAt,
        );
        take(due, -entry.amount);
        break;
      }
      case 'capture':
        break;
    }
  }
  return lots;
}

/** Points of `lots` past their expiry at `now` and not yet expired by an entry. */
export function duePoints(lots: readonly PointsLot[], now: Date): number {
  return lots
    .filter((lot) => lot.expiresAt !== null && lot.expiresAt <= now)
    .reduce((sum, lot) => sum + lot.remaining, 0);
}

/** The points that expire next, by time, soonest first (lots of the same moment together). */
export function upcomingExpiries(
  lots: readonly PointsLot[],
  now: Date,
  limit: number,
): { points: number; expiresAt: Date }[] {
  const byTime = new Map<number, number>();
  for (const lot of lots) {
    if (lot.expiresAt === null || lot.expiresAt <= now || lot.remaining === 0) continue;
    const at = lot.expiresAt.getTime();
    byTime.set(at, (byTime.get(at) ?? 0) + lot.remaining);
  }
  return [...byTime]
    .sort(([a], [b]) => a - b)
    .slice(0, limit)
    .map(([at, points]) => ({ points, expiresAt: new Date(at) }));
}
