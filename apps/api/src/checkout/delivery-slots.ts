import { SLOT_DAYS, SLOT_HOLD_MINUTES, type DeliverySlot, type SlotHold } from '@shop/core/schemas';
import { and, asc, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { carts, deliverySlots, orders, slotHolds } from '#src/db/schema.ts';
import { ApiHttpError, notFound } from '#src/http/api-errors.ts';

// Delivery slots (issue 14): windows of a brand with a capacity. A place is a row of
// `slot_holds`: a hold is taken under the slot row's lock (select … for update), after counting
// the places in use; nothing keeps a counter. A hold lives SLOT_HOLD_MINUTES unless an order
// takes it; it then stays in use until every order of that placement is cancelled or failed.

/** The store's clock: Riyadh, UTC+3 all year (no daylight saving). */
const STORE_UTC_OFFSET_HOURS = 3;
/** The day's windows, by their first store hour; each lasts SLOT_HOURS. */
export const SLOT_START_HOURS = [9, 12, 15, 18] as const;
const SLOT_HOURS = 3;
/** Places of a generated slot. */
export const DEFAULT_SLOT_CAPACITY = 20;

/**
 * The places of slot `slotId` in use, except the unattached hold of `exceptCustomerId` (a
 * shopper's own hold never makes a slot full for them): live holds, and holds taken by an
 * order whose placement still has an order that is not cancelled or failed.
 */
export function placesInUse(slotId: SQL | number, exceptCustomerId: number): SQL<number> {
  return sql<number>`(select count(*)::int from ${slotHolds} as h
    where h.slot_id = ${slotId}
      and ((h.order_id is null and h.expires_at > now() and h.customer_id <> ${exceptCustomerId})
        or (h.order_id is not null and exists (
          select 1 from ${orders} as taken
          join ${orders} as o on o.id = taken.id or o.checkout_id = taken.checkout_id
          where taken.id = h.order_id and o.status not in ('cancelled', 'payment_failed')))))`;
}

/** The store-time windows of the days from `now`'s store day on, as UTC instants. */
export function slotWindows(now: Date, days = SLOT_DAYS + 1): { s: string; e: string }[] {
  const offsetMs = STORE_UTC_OFFSET_HOURS * 3_600_000;
  const storeNow = new Date(now.getTime() + offsetMs);
  const storeMidnightUtc =
    Date.UTC(storeNow.getUTCFullYear(), storeNow.getUTCMonth(), storeNow.getUTCDate()) - offsetMs;
  const windows: { s: string; e: string }[] = [];
  for (let day = 0; day < days; day += 1) {
    for (const hour of SLOT_START_HOURS) {
      const start = storeMidnightUtc + day * 86_400_000 + hour * 3_600_000;
      windows.push({
        s: new Date(start).toISOString(),
        e: new Date(start + SLOT_HOURS * 3_600_000).toISOString(),
      });
    }
  }
  return windows;
}

/**
 * Gives every brand the slots of the next SLOT_DAYS days (and the rest of today) that it lacks,
 * with DEFAULT_SLOT_CAPACITY places: `insert … on conflict do nothing`, so the seed and the
 * scheduled job (and several processes) may all run it. Answers how many it added.
 */
export async function ensureDeliverySlots(db: Database, now = new Date()): Promise<number> {
  const windows = JSON.stringify(slotWindows(now));
  const result: unknown = await db.execute(sql`
    insert into ${deliverySlots} (brand_id, starts_at, ends_at, capacity)
    select b.id, w.s, w.e, ${DEFAULT_SLOT_CAPACITY}
    from brands as b cross join jsonb_to_recordset(${windows}::jsonb) as w(s timestamptz, e timestamptz)
    where w.s > ${now.toISOString()}::timestamptz
    on conflict (brand_id, starts_at) do nothing
    returning id`);
  return rowsOf(result).length;
}

/** The rows of a raw statement's result (the same shape on both drivers). */
function rowsOf<T = unknown>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The brand of the customer's basket, or undefined while it is empty. */
export async function basketBrandOf(db: Database, customerId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ brandId: carts.brandId })
    .from(carts)
    .where(
      and(
        eq(carts.customerId, customerId),
        sql`exists (select 1 from cart_lines where cart_lines.cart_id = ${carts.id})`,
      ),
    );
  return row?.brandId ?? undefined;
}

export function cartEmpty(): ApiHttpError {
  return new ApiHttpError(409, 'cart_empty', 'The basket is empty: nothing to check out');
}

/** The brand's slots of the next SLOT_DAYS days, each with whether it is full (for the shopper). */
export async function listSlots(
  db: Database,
  brandId: number,
  customerId: number,
): Promise<DeliverySlot[]> {
  const rows = await db
    .select({
      id: deliverySlots.id,
      startsAt: deliverySlots.startsAt,
      endsAt: deliverySlots.endsAt,
      full: sql<boolean>`${placesInUse(sql`${deliverySlots.id}`, customerId)} >= ${deliverySlots.capacity}`,
    })
    .from(deliverySlots)
    .where(
      and(
        eq(deliverySlots.brandId, brandId),
        // A closed slot is offered to no one (issue 17); its orders keep their places.
        isNull(deliverySlots.closedAt),
        gt(deliverySlots.startsAt, sql`now()`),
        lt(deliverySlots.startsAt, sql`now() + make_interval(days => ${SLOT_DAYS})`),
      ),
    )
    .orderBy(asc(deliverySlots.startsAt));
  return rows.map((row) => ({
    id: row.id,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    full: row.full,
  }));
}

/** The customer's live (unattached, unexpired) hold, if any. */
export async function liveHoldOf(db: Database, customerId: number): Promise<SlotHold | null> {
  const [row] = await db
    .select({ slotId: slotHolds.slotId, expiresAt: slotHolds.expiresAt })
    .from(slotHolds)
    .where(
      and(
        eq(slotHolds.customerId, customerId),
        isNull(slotHolds.orderId),
        gt(slotHolds.expiresAt, sql`now()`),
      ),
    );
  return row ? { slotId: row.slotId, expiresAt: row.expiresAt.toISOString() } : null;
}

/** 409 `slot_closed`: staff or the seller closed the slot; it takes no new hold or order. */
export function slotClosed(slotId: number): ApiHttpError {
  return new ApiHttpError(409, 'slot_closed', `Slot ${slotId} is closed`, 'body.slotId');
}

/**
 * Locks the slot's row for the rest of the transaction, if it is one of `brandId`'s slots still
 * to come; else 404 (an unknown slot and another brand's answer alike), and 409 `slot_closed`
 * when it is closed (closing takes this lock too, so a hold waiting on it sees the close). `NO KEY UPDATE`: holds
 * and placements take turns on it, while the key-share lock an order's foreign key to the slot
 * takes (another placement writing its orders) neither waits for it nor blocks it, which would
 * deadlock with the stock that placement already took.
 */
export async function lockSlot(
  tx: Database,
  slotId: number,
  brandId: number,
): Promise<{ id: number; capacity: number; startsAt: Date; endsAt: Date; closedAt: Date | null }> {
  const [slot] = await tx
    .select({
      id: deliverySlots.id,
      capacity: deliverySlots.capacity,
      startsAt: deliverySlots.startsAt,
      endsAt: deliverySlots.endsAt,
      closedAt: deliverySlots.closedAt,
    })
    .from(deliverySlots)
    .where(
      and(
        eq(deliverySlots.id, slotId),
        eq(deliverySlots.brandId, brandId),
        gt(deliverySlots.startsAt, sql`now()`),
      ),
    )
    .for('no key update');
  if (!slot) throw notFound('Slot', slotId, 'body.slotId');
  if (slot.closedAt !== null) throw slotClosed(slotId);
  return slot;
}

/**
 * Holds a place of the slot for the customer for SLOT_HOLD_MINUTES (their previous live hold, of
 * any slot, is released: one live hold each). The slot must be one of the basket brand's (404);
 * 409 `slot_full` when no place is left. One transaction: lock the slot, count, write.
 */
export function holdSlot(db: Database, customerId: number, slotId: number): Promise<SlotHold> {
  return db.transaction(async (tx) => {
    const brandId = await basketBrandOf(tx, customerId);
    if (brandId === undefined) throw cartEmpty();
    const slot = await lockSlot(tx, slotId, brandId);
    const [used] = rowsOf<{ used: number }>(
      await tx.execute(sql`select ${placesInUse(slot.id, customerId)} as used`),
    );
    if ((used?.used ?? 0) >= slot.capacity) {
      throw new ApiHttpError(409, 'slot_full', `Slot ${slotId} has no place left`, 'body.slotId');
    }
    const expiresAt = sql`now() + make_interval(mins => ${SLOT_HOLD_MINUTES})`;
    const [hold] = await tx
      .insert(slotHolds)
      .values({ slotId: slot.id, customerId, expiresAt })
      .onConflictDoUpdate({
        target: slotHolds.customerId,
        targetWhere: isNull(slotHolds.orderId),
        set: { slotId: slot.id, expiresAt, createdAt: sql`now()` },
      })
      .returning({ slotId: slotHolds.slotId, expiresAt: slotHolds.expiresAt });
    if (!hold) throw new Error('holdSlot: the upsert returned nothing');
    return { slotId: hold.slotId, expiresAt: hold.expiresAt.toISOString() };
  });
}
