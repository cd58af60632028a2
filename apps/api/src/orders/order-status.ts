import { orderStatuses, type OrderStatus } from '@shop/core/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { orders } from '#src/db/schema.ts';
import { ApiHttpError } from '#src/http/api-errors.ts';
import { creditDeliveredOrderPoints } from '#src/ledgers/ledgers.ts';

// The order's state machine (issue 14): the one table of allowed moves, and the one function
// every change of an order's status goes through.

/**
 * Where an order may go from each status. Cash on delivery starts `placed`; card and "Pay in 4"
 * start `awaiting_payment` (coming with their providers). The shopper may cancel an order that
 * is awaiting payment or placed (R4.21); once preparing, it goes on to delivery.
 */
export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  awaiting_payment: ['placed', 'payment_failed', 'cancelled'],
  placed: ['preparing', 'cancelled'],
  preparing: ['out_for_delivery'],
  out_for_delivery: ['delivered'],
  delivered: [],
  cancelled: [],
  payment_failed: [],
};

/** The statuses an order's stock and slot place are given back in. */
export const releasedStatuses: readonly OrderStatus[] = ['cancelled', 'payment_failed'];

export { orderStatuses };

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to);
}

function statusConflict(orderId: number, from: OrderStatus, to: OrderStatus): ApiHttpError {
  return new ApiHttpError(
    409,
    'order_status_conflict',
    `Order ${orderId} cannot go from ${from} to ${to}`,
  );
}

/**
 * Moves the order from `from` to `to`, or refuses with 409 `order_status_conflict`: a move not in
 * {@link orderTransitions}, or an order no longer in `from` (another request moved it first: the
 * UPDATE is conditional on the status, so two cancels at once give back stock once). Run it in
 * the transaction that does the move's other work. Moving to `delivered` credits the order's
 * loyalty points (ledgers.ts) and marks cash on delivery paid. The shopper's notice of the
 * change is due from then on (order-notices.ts): the trigger's timeline row carries it.
 */
export async function transitionOrder(
  tx: Database,
  orderId: number,
  from: OrderStatus,
  to: OrderStatus,
): Promise<void> {
  if (!canTransition(from, to)) throw statusConflict(orderId, from, to);
  const moved = await tx
    .update(orders)
    .set({
      status: to,
      // Cash on delivery is paid when the order is handed over.
      ...(to === 'delivered'
        ? {
            paymentStatus: sql`case when ${orders.paymentMethod} = 'cod' then 'paid'::payment_status else ${orders.paymentStatus} end`,
          }
        : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning({ id: orders.id });
  if (moved.length === 0) throw statusConflict(orderId, from, to);
  // Loyalty points are earned on delivery, in this move (it happens once per order).
  if (to === 'delivered') await creditDeliveredOrderPoints(tx, orderId);
}
