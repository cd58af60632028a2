import type { RefundStatus } from '@shop/core/schemas';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { refundRequests } from '#src/db/schema.ts';
import { ApiHttpError } from '#src/http/api-errors.ts';

// The refund's state machine (issue 15): the one table of allowed moves, and the one function
// every change of a refund's status goes through.

/**
 * Where a refund may go from each status: staff approve (all or part) or reject a request; an
 * approved refund is `refunded` once the money is back (at once for the wallet; when the
 * provider confirms for the original payment; when staff mark a payout paid) or `failed` when
 * the provider refuses or never answers; staff may try a failed one again.
 */
export const refundTransitions: Readonly<Record<RefundStatus, readonly RefundStatus[]>> = {
  requested: ['approved', 'rejected'],
  approved: ['refunded', 'failed'],
  failed: ['approved'],
  rejected: [],
  refunded: [],
};

export function canTransitionRefund(from: RefundStatus, to: RefundStatus): boolean {
  return refundTransitions[from].includes(to);
}

function statusConflict(refundId: number, from: RefundStatus, to: RefundStatus): ApiHttpError {
  return new ApiHttpError(
    409,
    'refund_status_conflict',
    `Refund ${refundId} cannot go from ${from} to ${to}`,
  );
}

type RefundInsert = Omit<typeof refundRequests.$inferInsert, 'id' | 'status'>;
/** Columns set with the move (a value, or a statement such as `now()`). */
export type RefundChange = { [K in keyof RefundInsert]?: RefundInsert[K] | SQL };

/**
 * Moves the refund from `from` to `to` with `change`, or refuses with 409
 * `refund_status_conflict`: a move not in {@link refundTransitions}, or a refund no longer in
 * `from`. The UPDATE is conditional on the status, so of 20 approvals at once one moves it and
 * the others roll back their transactions. Run it in the transaction that does the move's work.
 */
export async function transitionRefund(
  tx: Database,
  refundId: number,
  from: RefundStatus,
  to: RefundStatus,
  change: RefundChange = {},
): Promise<typeof refundRequests.$inferSelect> {
  if (!canTransitionRefund(from, to)) throw statusConflict(refundId, from, to);
  const [moved] = await tx
    .update(refundRequests)
    .set({ ...change, status: to, updatedAt: sql`now()` })
    .where(and(eq(refundRequests.id, refundId), eq(refundRequests.status, from)))
    .returning();
  if (!moved) throw statusConflict(refundId, from, to);
  return moved;
}
