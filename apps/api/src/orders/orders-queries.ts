import type { Order, OrderPage, OrderStatusEvent, PlacedOrderLine } from '@shop/core/schemas';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
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
  const rows = await query;
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const timelines = await readTimelines(db, ids);
  const lineRows = await db
    .select({
      id: orderLines.id,
      orderId: orderLines.orderId,
      productId: orderLines.productId,
      name: orderLines.name,
      nameEn: orderLines.nameEn,
      quantity: orderLines.quantity,
      unitPrice: orderLines.unitPrice,
      lineTotal: orderLines.lineTotal,
      customization: orderLines.customization,
    })
    .from(orderLines)
    .where(inArray(orderLines.orderId, ids))
    .orderBy(asc(orderLines.id));
  const linesByOrder = new Map<number, PlacedOrderLine[]>();
  for (const { orderId, customization, ...line } of lineRows) {
    const list = linesByOrder.get(orderId) ?? [];
    const options = (customization as PlacedOrderLine['options']).map((option) =>
      option.file
        ? { ...option, file: { ...option.file, url: orderUploadUrl(orderId, option.file.id) } }
        : option,
    );
    list.push({ ...line, options });
    linesByOrder.set(orderId, list);
  }
  return rows.map((row) => ({
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
    lines: linesByOrder.get(row.id) ?? [],
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
    timeline: timelines.get(row.id) ?? [],
  }));
}

/** The orders' timelines (order_status_events, written by a trigger), oldest first. */
async function readTimelines(
  db: Database,
  orderIds: readonly number[],
): Promise<Map<number, OrderStatusEvent[]>> {
  const events = await db
    .select({
      orderId: orderStatusEvents.orderId,
      status: orderStatusEvents.status,
      at: orderStatusEvents.createdAt,
    })
    .from(orderStatusEvents)
    .where(inArray(orderStatusEvents.orderId, [...orderIds]))
    .orderBy(asc(orderStatusEvents.createdAt), asc(orderStatusEvents.id));
  const byOrder = new Map<number, OrderStatusEvent[]>();
  for (const { orderId, status, at } of events) {
    const list = byOrder.get(orderId) ?? [];
    list.push({ status, at: at.toISOString() });
    byOrder.set(orderId, list);
  }
  return byOrder;
}

/** The orders one placement made (cold before dry, as they were written). */
export async function readCheckoutOrders(db: Database, checkoutId: number): Promise<Order[]> {
  const found = await readOrders(db, eq(orders.checkoutId, checkoutId));
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
