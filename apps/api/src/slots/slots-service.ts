import type { SellerSlotCreate, StaffSlot, StaffSlotPage } from '@shop/core/schemas';
import { and, asc, count, eq, gte, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { placesInUse } from '#src/checkout/delivery-slots.ts';
import type { Database } from '#src/db/database.ts';
import { deliverySlots, slotHolds } from '#src/db/schema.ts';
import { ApiHttpError, notFound } from '#src/http/api-errors.ts';

// Delivery slots as staff and sellers run them (issue 17): the same reads and changes for both,
// narrowed by a scope (every brand for staff, the store's brands for a seller: `ofStore`). Places
// in use are counted as the checkout counts them (checkout/delivery-slots.ts), and every change
// that depends on them takes the slot row's lock first, as a hold does.

/** The slots a caller may see and change: a condition on `delivery_slots`, or every slot. */
export type SlotScope = (q: Database) => SQL | undefined;

/** Every slot (staff). */
export const everySlot: SlotScope = () => undefined;

/** No customer has id 0: every hold and order counts. */
const EVERYONE = 0;

/**
 * Live holds of shoppers still at checkout. The slot's id is qualified by hand: in a one-table
 * select drizzle names its columns bare, which the subquery would read as its own table's.
 */
const heldPlaces = sql<number>`(select count(*)::int from ${slotHolds} as h
  where h.slot_id = ${sql.raw('"delivery_slots"."id"')} and h.order_id is null and h.expires_at > now())`;

const slotFields = {
  id: deliverySlots.id,
  brandId: deliverySlots.brandId,
  startsAt: deliverySlots.startsAt,
  endsAt: deliverySlots.endsAt,
  capacity: deliverySlots.capacity,
  closedAt: deliverySlots.closedAt,
  taken: placesInUse(sql`${deliverySlots.id}`, EVERYONE),
  held: heldPlaces,
};

interface SlotRow {
  id: number;
  brandId: number;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  closedAt: Date | null;
  taken: number;
  held: number;
}

function toSlot(row: SlotRow): StaffSlot {
  return {
    id: row.id,
    brandId: row.brandId,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    capacity: row.capacity,
    taken: row.taken,
    held: row.held,
    booked: Math.max(0, row.taken - row.held),
    closedAt: row.closedAt ? row.closedAt.toISOString() : null,
  };
}

export const SLOT_LIST_PAGE_SIZE = 50;

/** A page of the scope's slots starting in [from, to) (of one brand when given), by start. */
export async function readSlotPage(
  db: Database,
  scope: SlotScope,
  query: { from: Date | SQL; to?: Date | undefined; brandId?: number | undefined; page: number },
): Promise<StaffSlotPage> {
  const { page } = query;
  const pageSize = SLOT_LIST_PAGE_SIZE;
  const where = and(
    scope(db),
    query.brandId === undefined ? undefined : eq(deliverySlots.brandId, query.brandId),
    gte(deliverySlots.startsAt, query.from),
    query.to ? lt(deliverySlots.startsAt, query.to) : undefined,
  );
  const [counted] = await db.select({ total: count() }).from(deliverySlots).where(where);
  const rows = await db
    .select(slotFields)
    .from(deliverySlots)
    .where(where)
    .orderBy(asc(deliverySlots.startsAt), asc(deliverySlots.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total = counted?.total ?? 0;
  return {
    items: rows.map(toSlot),
    page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
  };
}

/** One slot of the scope; 404 otherwise (another store's answers as if it did not exist). */
export async function readSlot(db: Database, scope: SlotScope, slotId: number): Promise<StaffSlot> {
  const [row] = await db
    .select(slotFields)
    .from(deliverySlots)
    .where(and(eq(deliverySlots.id, slotId), scope(db)));
  if (!row) throw notFound('Slot', slotId);
  return toSlot(row);
}

/**
 * Opens a slot of `brandId` (the caller checked the brand is theirs); 409 `slot_exists` when
 * the brand has a slot starting then (the unique index decides, so two at once make one).
 */
export async function insertSlot(db: Database, request: SellerSlotCreate): Promise<number> {
  const [row] = await db
    .insert(deliverySlots)
    .values({
      brandId: request.brandId,
      startsAt: new Date(request.startsAt),
      endsAt: new Date(request.endsAt),
      capacity: request.capacity,
    })
    .onConflictDoNothing()
    .returning({ id: deliverySlots.id });
  if (!row) {
    throw new ApiHttpError(
      409,
      'slot_exists',
      'The brand has a slot starting then',
      'body.startsAt',
    );
  }
  return row.id;
}

/** Locks the scope's slot for the transaction (as a hold does, `lockSlot`), else 404. */
async function lockScopedSlot(tx: Database, scope: SlotScope, slotId: number) {
  const [slot] = await tx
    .select({ id: deliverySlots.id, capacity: deliverySlots.capacity })
    .from(deliverySlots)
    .where(and(eq(deliverySlots.id, slotId), scope(tx)))
    .for('no key update');
  if (!slot) throw notFound('Slot', slotId);
  return slot;
}

/**
 * Sets the capacity of the scope's slot (404 otherwise), never below the places in use (409
 * `slot_capacity_below_taken`). The slot's row is locked first, as a hold locks it before
 * counting, then one conditional UPDATE counts and writes: the count then sees every hold
 * committed before the lock. A lone UPDATE would not do on PostgreSQL: waiting for a hold's
 * lock, it re-checks its row but counts the holds of its older snapshot, missing the one that
 * made it wait. `onChanged` runs in the transaction (the audit record), with the old capacity.
 */
export async function setSlotCapacity(
  db: Database,
  scope: SlotScope,
  slotId: number,
  capacity: number,
  onChanged?: (tx: Database, from: number) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const slot = await lockScopedSlot(tx, scope, slotId);
    const [changed] = await tx
      .update(deliverySlots)
      .set({ capacity })
      .where(
        and(
          eq(deliverySlots.id, slotId),
          sql`${capacity} >= ${placesInUse(sql`${deliverySlots.id}`, EVERYONE)}`,
        ),
      )
      .returning({ id: deliverySlots.id });
    if (!changed) {
      throw new ApiHttpError(
        409,
        'slot_capacity_below_taken',
        `Slot ${slotId} has more places in use than ${capacity}`,
        'body.capacity',
      );
    }
    await onChanged?.(tx, slot.capacity);
  });
}

/**
 * Closes (no longer offered to shoppers nor held, `lockSlot` refuses it) or reopens the scope's
 * slot (404 otherwise). Orders already placed in it keep their place. It takes the slot row's
 * lock as a hold does, so a hold either committed before (it counts, and its placement is then
 * refused `slot_closed`) or waits and then sees the slot closed. Closing a closed slot (opening
 * an open one) changes nothing: `onChanged` (the audit record) runs only on a change.
 */
export async function closeSlot(
  db: Database,
  scope: SlotScope,
  slotId: number,
  close: boolean,
  onChanged?: (tx: Database) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockScopedSlot(tx, scope, slotId);
    const [changed] = await tx
      .update(deliverySlots)
      .set({ closedAt: close ? sql`now()` : null })
      .where(
        and(
          eq(deliverySlots.id, slotId),
          close ? isNull(deliverySlots.closedAt) : isNotNull(deliverySlots.closedAt),
        ),
      )
      .returning({ id: deliverySlots.id });
    if (changed) await onChanged?.(tx);
  });
}
