import {
  sellerOrderTargets,
  type Order,
  type OrderStatus,
  type SellerOrder,
  type SellerOrderPage,
} from '@shop/core/schemas';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { customers, orders } from '#src/db/schema.ts';
import { canTransition } from '#src/orders/order-status.ts';
import { orderNotFound } from '#src/orders/orders-service.ts';
import { readOrders } from '#src/orders/orders-queries.ts';
import { moveOrderAs } from '#src/orders/staff-orders-service.ts';
import { ofStore } from './seller-scope.ts';

// The orders of a seller's brands (R6.03): what preparing and delivering them needs, and the
// customer only as far as delivery needs (name and phone; the address is the order's copy).

/** Where the seller reads a customization file of the store's order. */
export function sellerOrderUploadUrl(orderId: number, uploadId: string): string {
  return `/api/Seller/Order/${orderId}/Upload/${uploadId}`;
}

/**
 * The order without what is not the seller's to see (see sellerOrderSchema), its files at the
 * seller's own address.
 */
function forSeller(order: Order, customer: SellerOrder['customer']): SellerOrder {
  const {
    billingAddress: _billing,
    wallet: _wallet,
    points: _points,
    couponCode: _coupon,
    paymentStatus: _paymentStatus,
    paymentDueAt: _due,
    ...kept
  } = order;
  const lines = kept.lines.map((line) => ({
    ...line,
    options: line.options.map((option) =>
      option.file
        ? {
            ...option,
            file: { ...option.file, url: sellerOrderUploadUrl(order.id, option.file.id) },
          }
        : option,
    ),
  }));
  const moves = sellerOrderTargets.filter((target) => canTransition(order.status, target));
  return { ...kept, lines, customer, moves };
}

async function withCustomers(db: Database, found: Order[]): Promise<SellerOrder[]> {
  if (found.length === 0) return [];
  const owners = await db
    .select({
      orderId: orders.id,
      name: customers.name,
      phoneCode: customers.phoneCode,
      phone: customers.phone,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(
      inArray(
        orders.id,
        found.map((order) => order.id),
      ),
    );
  const byOrder = new Map(
    owners.map(({ orderId, name, phoneCode, phone }) => [
      orderId,
      { name, phone: `+${phoneCode.replace(/^\+/, '')}${phone}` },
    ]),
  );
  return found.map((order) => {
    const customer = byOrder.get(order.id);
    if (!customer) throw new Error(`order ${order.id} has no customer`);
    return forSeller(order, customer);
  });
}

/** A page of the store's orders, newest first, of one status when `status` is given. */
export async function readSellerOrderPage(
  db: Database,
  storeId: number,
  query: { page: number; pageSize: number; status?: OrderStatus | undefined },
): Promise<SellerOrderPage> {
  const { page, pageSize, status } = query;
  const where = and(
    ofStore(db, orders.brandId, storeId),
    status ? eq(orders.status, status) : undefined,
  );
  const [counted] = await db.select({ total: count() }).from(orders).where(where);
  const total = counted?.total ?? 0;
  const found = await readOrders(db, where, { limit: pageSize, offset: (page - 1) * pageSize });
  return {
    items: await withCustomers(db, found),
    page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
  };
}

/** The store's order, or 404 (unknown and another store's alike). */
export async function readSellerOrder(
  db: Database,
  storeId: number,
  orderId: number,
): Promise<SellerOrder> {
  const [order] = await withCustomers(
    db,
    await readOrders(db, and(eq(orders.id, orderId), ofStore(db, orders.brandId, storeId))),
  );
  if (!order) throw orderNotFound(orderId);
  return order;
}

/**
 * Moves the store's order along its delivery through the one status machine (the timeline
 * records it); 404 for another store's, 409 `order_status_conflict` for a move it refuses.
 */
export function moveSellerOrder(
  db: Database,
  storeId: number,
  orderId: number,
  to: OrderStatus,
): Promise<SellerOrder> {
  return db.transaction(async (tx) => {
    await moveOrderAs(tx, { kind: 'seller', storeId }, orderId, to);
    return readSellerOrder(tx, storeId, orderId);
  });
}
