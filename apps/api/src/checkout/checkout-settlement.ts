import type { Database } from '#src/db/database.ts';

// How what a placement spent on an order (its coupon's use, its wallet and points holds) ends
// (issue 14). Every change of an order that settles its payment goes through here, in the
// transaction of that change:
// - `capture` when the order is paid (online) or confirmed (cash on delivery, at placement);
// - `release` when it fails or is cancelled (its stock goes back in the same transaction, see
//   orders-service.ts `releaseOrder`).
// Each is idempotent: a hold is settled once (ledger_entries_settles_idx).

export type SpendOutcome = 'capture' | 'release';

/** Settles the order's wallet and points holds and its placement's coupon use. */
export async function settleOrderSpends(
  _tx: Database,
  _orderId: number,
  _outcome: SpendOutcome,
): Promise<void> {
  // Filled in with the coupons and the ledgers (the wallet and points holds).
}
