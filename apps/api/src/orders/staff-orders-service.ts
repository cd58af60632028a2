import {
  staffOrderTargets,
  type OrderStatus,
  type StaffOrder,
  type StaffOrderListQuery,
  type StaffOrderPage,
  type StaffOrderStatusRequest,
  type StaffOrderSort,
  type StaffOrderTarget,
} from '@shop/core/schemas';
import { and, asc, count, desc, eq, exists, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { customers, orders } from '#src/db/schema.ts';
import { forbidden } from '#src/http/role-tokens.ts';
import { ofStore } from '#src/sellers/seller-scope.ts';
import { recordStaffAction } from '#src/staff/staff-auth.ts';
import { canTransition, transitionOrder } from '#src/orders/order-status.ts';
import { readOrders } from '#src/orders/orders-queries.ts';
import { cancelInTransaction, orderNotFound } from '#src/orders/orders-service.ts';

// Staff (issue 15) and sellers (issue 16) move orders along their delivery: always through the
// one status machine (order-status.ts), a cancel through the shopper's own cancel (stock, slot
// and spends given back), and a staff move with its audit row, all in one transaction.

/** The moves staff may make from `status`: the status machine's, of those staff make. */
function staffMoves(status: OrderStatus): StaffOrderTarget[] {
  return staffOrderTargets.filter((target) => canTransition(status, target));
}

/** Orders as staff read them: the shopper's order, whose it is, and the moves open to staff. */
async function withCustomers(db: Database, found: Awaited<ReturnType<typeof readOrders>>) {
  if (found.length === 0) return [];
  const owners = await db
    .select({
      orderId: orders.id,
      id: customers.id,
      name: customers.name,
      email: customers.email,
      phone: sql<string>`'+' || ${customers.phoneCode} || ${customers.phone}`,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(
      inArray(
        orders.id,
        found.map((order) => order.id),
      ),
    );
  const byOrder = new Map(owners.map(({ orderId, ...customer }) => [orderId, customer]));
  return found.map((order): StaffOrder => {
    const customer = byOrder.get(order.id);
    if (!customer) throw new Error(`order ${order.id} has no customer`);
    return { ...order, customer, moves: staffMoves(order.status) };
  });
}

/** Digits a phone search needs at least: fewer would match a large part of the shoppers. */
const MIN_PHONE_DIGITS = 4;

/**
 * The board's search: an order number (any case), or the end of the shopper's phone number
 * (digits, spaces and `+` ignored). Anything else matches nothing.
 */
function searchCondition(db: Database, q: string): SQL {
  const number = q.toUpperCase();
  const digits = q.replace(/[\s+()-]/g, '');
  const conditions = [eq(orders.number, number)];
  if (/^\d+$/.test(digits) && digits.length >= MIN_PHONE_DIGITS) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(customers)
          .where(
            and(
              eq(customers.id, orders.customerId),
              like(sql`${customers.phoneCode} || ${customers.phone}`, `%${digits}`),
            ),
          ),
      ),
    );
  }
  return or(...conditions)!;
}

/** The board's sorts as ORDER BY terms (ties by id, the same way). */
const boardOrder: Record<StaffOrderSort, readonly SQL[]> = {
  placed_desc: [desc(orders.placedAt), desc(orders.id)],
  placed_asc: [asc(orders.placedAt), asc(orders.id)],
  total_desc: [desc(orders.total), desc(orders.id)],
  total_asc: [asc(orders.total), asc(orders.id)],
};

/** A page of every customer's orders, narrowed by the board's filters, in its sort. */
export async function readStaffOrderPage(
  db: Database,
  query: StaffOrderListQuery & { page: number; pageSize: number },
): Promise<StaffOrderPage> {
  const { page, pageSize, status, paymentStatus, brandId, slotId, q, sort } = query;
  const where = and(
    status ? eq(orders.status, status) : undefined,
    paymentStatus ? eq(orders.paymentStatus, paymentStatus) : undefined,
    brandId ? eq(orders.brandId, brandId) : undefined,
    slotId ? eq(orders.slotId, slotId) : undefined,
    q ? searchCondition(db, q) : undefined,
  );
  const [counted] = await db.select({ total: count() }).from(orders).where(where);
  const total = counted?.total ?? 0;
  const found = await readOrders(
    db,
    where,
    { limit: pageSize, offset: (page - 1) * pageSize },
    boardOrder[sort ?? 'placed_desc'],
  );
  return {
    items: await withCustomers(db, found),
    page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
  };
}

/** One order as staff read it, or undefined. */
export async function readStaffOrder(
  db: Database,
  orderId: number,
): Promise<StaffOrder | undefined> {
  const [order] = await withCustomers(db, await readOrders(db, eq(orders.id, orderId)));
  return order;
}

/**
 * Who moves an order: a staff member (the move goes into the audit record with the note), or
 * the seller of the order's brand (only their store's orders: another is unknown to them).
 */
export type OrderMover =
  | { kind: 'staff'; staffId: number; note?: string | undefined }
  | { kind: 'seller'; storeId: number };

/**
 * Moves the order to `to` for `mover`, in the caller's transaction: 404 for an unknown order (or,
 * for a seller, another store's), 409 `order_status_conflict` for a move the status machine
 * refuses (or that another move beat). A cancel gives back what the order took, as the shopper's
 * does; only staff cancel (403 for a seller). A staff move writes its audit row (`order.status`,
 * from, to, the note) in the same transaction. The status itself goes into the order's timeline
 * (a trigger), whoever moved it. The caller queues the shopper's notices once this committed.
 */
export async function moveOrderAs(
  tx: Database,
  mover: OrderMover,
  orderId: number,
  to: OrderStatus,
): Promise<void> {
  const [order] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        mover.kind === 'seller' ? ofStore(tx, orders.brandId, mover.storeId) : undefined,
      ),
    );
  if (!order) throw orderNotFound(orderId);
  const from = order.status;
  if (to === 'cancelled') {
    if (mover.kind !== 'staff') throw forbidden('Only staff cancel an order');
    await cancelInTransaction(tx, orderId, from);
  } else await transitionOrder(tx, orderId, from, to);
  if (mover.kind === 'staff') {
    await recordStaffAction(tx, {
      staffId: mover.staffId,
      action: 'order.status',
      subjectType: 'order',
      subjectId: orderId,
      detail: { from, to, ...(mover.note ? { note: mover.note } : {}) },
    });
  }
}

/** Moves the order to `request.status` for the staff member (see {@link moveOrderAs}). */
export function moveOrder(
  db: Database,
  staffId: number,
  orderId: number,
  request: StaffOrderStatusRequest,
): Promise<StaffOrder> {
  return db.transaction(async (tx) => {
    await moveOrderAs(tx, { kind: 'staff', staffId, note: request.note }, orderId, request.status);
    const moved = await readStaffOrder(tx, orderId);
    if (!moved) throw orderNotFound(orderId);
    return moved;
  });
}
