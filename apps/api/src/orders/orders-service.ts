import type { Order, OrderStatus } from '@shop/core/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { orderLines, orders, products } from '#src/db/schema.ts';
import { ApiHttpError } from '#src/http/api-errors.ts';
import { settleOrderSpends } from '#src/checkout/checkout-settlement.ts';
import { transitionOrder } from '#src/orders/order-status.ts';
import { readCustomerOrder } from '#src/orders/orders-queries.ts';

export function orderNotFound(orderId: number): ApiHttpError {
  return new ApiHttpError(404, 'not_found', `Order ${orderId} not found`, 'params.id');
}

/**
 * The shopper cancels their order (R4.21), through the status machine (409
 * `order_status_conflict` unless it is awaiting payment or placed), and in the same transaction
 * it gives back what it took (`releaseOrder`). 404 for another customer's order.
 */
export function cancelOrder(db: Database, customerId: number, orderId: number): Promise<Order> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
    if (!order) throw orderNotFound(orderId);
    await cancelInTransaction(tx, orderId, order.status);
    const cancelled = await readCustomerOrder(tx, customerId, orderId);
    if (!cancelled) throw orderNotFound(orderId);
    return cancelled;
  });
}

/**
 * Cancels the order that was `from` (409 `order_status_conflict` unless the status machine
 * allows it and it still is) and gives back what it took, in the caller's transaction: the one
 * cancel of the shopper's `Order/{id}/Cancel` and of staff's moves.
 */
export async function cancelInTransaction(
  tx: Database,
  orderId: number,
  from: OrderStatus,
): Promise<void> {
  await transitionOrder(tx, orderId, from, 'cancelled');
  await releaseOrder(tx, orderId);
}

/**
 * What an order that failed or was cancelled gives back, in the transaction that moved it: its
 * stock (per product, in id order so concurrent releases never deadlock) and its spends
 * (checkout-settlement.ts). Its slot place is free again once no order of its placement is live
 * (the hold counts only while one is, see delivery-slots.ts). Call it once per order, right after
 * the conditional status move, which makes sure of that.
 */
export async function releaseOrder(tx: Database, orderId: number): Promise<void> {
  const lines = await tx
    .select({
      productId: orderLines.productId,
      quantity: sql<number>`sum(${orderLines.quantity})::int`,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .groupBy(orderLines.productId)
    .orderBy(orderLines.productId);
  for (const line of lines) {
    await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  }
  await settleOrderSpends(tx, orderId, 'release');
}
