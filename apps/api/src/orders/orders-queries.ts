import type { Order, OrderPage, OrderStatusEvent, PlacedOrderLine } from '@shop/core/schemas';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import {
  coupons,
  deliverySlots,
  deliverySpeeds,
  orderLines,
  orders,
  orderStatusEvents,
  orderUploads,
} from '#src/db/schema.ts';
import type { StoredFile } from '#src/http/stored-file.ts';

// Reads of orders as the API answers them: the order with its slot, speed and lines (the
// copies made at placement), every amount of the spec's order labels (R3.17).

const orderFields = {
  id: orders.id,
  number: orders.number,
  placedAt: orders.placedAt,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  brandId: orders.brandId,
  storage: orders.storage,
  currency: orders.currency,
  subtotal: orders.subtotal,
  deliveryFee: orders.deliveryFee,
  discount: orders.discount,
  points: orders.points,
  wallet: orders.wallet,
  vat: orders.vat,
  couponCode: coupons.code,
  paymentDueAt: orders.paymentDueAt,
  total: orders.total,
  shippingAddress: orders.shippingAddress,
  billingAddress: orders.billingAddress,
  slotId: deliverySlots.id,
  slotStartsAt: deliverySlots.startsAt,
  slotEndsAt: deliverySlots.endsAt,
  speedId: deliverySpeeds.id,
  speedCode: deliverySpeeds.code,
  speedName: deliverySpeeds.name,
  speedNameEn: deliverySpeeds.nameEn,
  // The lines (the copies made at placement) and the timeline (order_status_events, written by
  // a trigger), oldest first, in the same statement: one round trip for any number of orders.
  lines: sql<
    (Omit<PlacedOrderLine, 'options'> & { customization: PlacedOrderLine['options'] })[]
  >`coalesce((
    select json_agg(json_build_object(
        'id', l.id, 'productId', l.product_id, 'name', l.name, 'nameEn', l.name_en,
        'quantity', l.quantity, 'unitPrice', l.unit_price, 'lineTotal', l.line_total,
        'customization', l.customization) order by l.id)
    from ${orderLines} as l where l.order_id = ${orders.id}), '[]'::json)`,
  // Milliseconds since the epoch, cut as the driver cuts a timestamp into a Date.
  timeline: sql<{ status: OrderStatusEvent['status']; at: number }[]>`coalesce((
    select json_agg(json_build_object(
        'status', e.status, 'at', floor(extract(epoch from e.created_at) * 1000)::bigint)
      order by e.created_at, e.id)
    from ${orderStatusEvents} as e where e.order_id = ${orders.id}), '[]'::json)`,
};

/** Where the order's customer reads a customization file the order keeps. */
export function orderUploadUrl(orderId: number, uploadId: string): string {
  return `/api/Order/${orderId}/Upload/${uploadId}`;
}

/** The orders matching `where`, in `orderBy` order, with their lines. */
export async function readOrders(
  db: Database,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
  order: readonly SQL[] = [desc(orders.placedAt), desc(orders.id)],
  /** A name for the statement, when its text is always the same (parsed once per connection). */
  name?: string,
): Promise<Order[]> {
  let query = db
    .select(orderFields)
    .from(orders)
    .leftJoin(deliverySlots, eq(deliverySlots.id, orders.slotId))
    .leftJoin(deliverySpeeds, eq(deliverySpeeds.id, orders.deliverySpeedId))
    .leftJoin(coupons, eq(coupons.id, orders.couponId))
    .where(where)
    .orderBy(...order)
    .$dynamic();
  if (page) query = query.limit(page.limit).offset(page.offset);
  const rows = name === undefined ? await query : await query.prepare(name).execute();
  return rows.map((row) => {
    const lines = row.lines.map(({ customization, ...line }) => ({
      ...line,
      options: customization.map((option) =>
        option.file
          ? { ...option, file: { ...option.file, url: orderUploadUrl(row.id, option.file.id) } }
          : option,
      ),
    }));
    const timeline = row.timeline.map(({ status, at }) => ({
      status,
      at: new Date(at).toISOString(),
    }));
    return {
      id: row.id,
      number: row.number,
      placedAt: row.placedAt.toISOString(),
      status: row.status,
      paymentMethod: row.paymentMethod,
      paymentStatus: row.paymentStatus,
      brandId: row.brandId,
      storage: row.storage,
      slot:
        row.slotId === null || row.slotStartsAt === null || row.slotEndsAt === null
          ? null
          : {
              id: row.slotId,
              startsAt: row.slotStartsAt.toISOString(),
              endsAt: row.slotEndsAt.toISOString(),
            },
      deliverySpeed:
        row.speedId === null ||
        row.speedCode === null ||
        row.speedName === null ||
        row.speedNameEn === null
          ? null
          : { id: row.speedId, code: row.speedCode, name: row.speedName, nameEn: row.speedNameEn },
      shippingAddress: row.shippingAddress,
      billingAddress: row.billingAddress,
      lines,
      currency: row.currency,
      subtotal: row.subtotal,
      deliveryFee: row.deliveryFee,
      discount: row.discount,
      points: row.points,
      wallet: row.wallet,
      vat: row.vat,
      total: row.total,
      couponCode: row.couponCode,
      paymentDueAt: row.paymentDueAt?.toISOString() ?? null,
      timeline,
    } satisfies Order;
  });
}

/** The orders one placement made (cold before dry, as they were written). */
export async function readCheckoutOrders(db: Database, checkoutId: number): Promise<Order[]> {
  const found = await readOrders(
    db,
    eq(orders.checkoutId, checkoutId),
    undefined,
    undefined,
    'orders_of_checkout',
  );
  return found.sort((a, b) => a.id - b.id);
}

/** The customer's order, or undefined for an unknown order or another customer's. */
export async function readCustomerOrder(
  db: Database,
  customerId: number,
  orderId: number,
): Promise<Order | undefined> {
  const [order] = await readOrders(
    db,
    and(eq(orders.id, orderId), eq(orders.customerId, customerId)),
  );
  return order;
}

/** A page of the customer's orders, newest first. */
export async function readOrderPage(
  db: Database,
  customerId: number,
  page: number,
  pageSize: number,
): Promise<OrderPage> {
  const [counted] = await db
    .select({ total: count() })
    .from(orders)
    .where(eq(orders.customerId, customerId));
  const total = counted?.total ?? 0;
  const items = await readOrders(db, eq(orders.customerId, customerId), {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { items, page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

/**
 * A customization file an order keeps, or undefined (unknown, or an order `whose` does not
 * match: the customer's own orders, or a seller's store's).
 */
export async function readOrderUpload(
  db: Database,
  whose: SQL | undefined,
  orderId: number,
  uploadId: string,
): Promise<StoredFile | undefined> {
  const [row] = await db
    .select({
      contentType: orderUploads.contentType,
      fileName: orderUploads.fileName,
      data: orderUploads.data,
    })
    .from(orderUploads)
    .innerJoin(orders, eq(orders.id, orderUploads.orderId))
    .where(and(eq(orderUploads.orderId, orderId), eq(orderUploads.id, uploadId), whose));
  return row;
}
