import { settleCouponUse } from '#src/coupons/coupons-service.ts';
import type { Database } from '#src/db/database.ts';
import { settleHolds } from '#src/ledgers/ledgers.ts';

// How what a placement spent on an order (its coupon's use, its wallet and points holds) ends
// (issue 14). Every change of an order that settles its payment goes through here, in the
// transaction of that change:
// - `capture` when the order is paid (online) or confirmed (cash on delivery, at placement);
// - `release` when it fails or is cancelled (its stock goes back in the same transaction, see
//   orders-service.ts `releaseOrder`).
// Each is idempotent: a hold is settled once (ledger_entries_settles_idx), a coupon use moves
// under its row's lock.

export type SpendOutcome = 'capture' | 'release';

/**
 * Settles the order's wallet and points holds (a `capture` or `release` entry each, once) and its
 * placement's coupon use (`used` at the first capture, `released` once all its orders are).
 */
export async function settleOrderSpends(
  tx: Database,
  orderId: number,
  outcome: SpendOutcome,
): Promise<void> {
  await settleHolds(tx, orderId, outcome);
  await settleCouponUse(tx, orderId, outcome);
}
