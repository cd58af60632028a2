import type { SellerSlot, SellerSlotCreate, SellerSlotPage } from '@shop/core/schemas';
import { SELLER_SLOT_MAX_DAYS_AHEAD, SELLER_SLOT_PAGE_SIZE } from '@shop/core/schemas';
import { and, asc, count, eq, gte, lt, sql } from 'drizzle-orm';
import { placesInUse } from '#src/checkout/delivery-slots.ts';
import type { Database } from '#src/db/database.ts';
import { brands, deliverySlots } from '#src/db/schema.ts';
import { ApiHttpError, notFound } from '#src/http/api-errors.ts';
import { ofStore } from './seller-scope.ts';

// A seller's delivery slots (R6.03): the windows of their brands, with the places in use counted
// as checkout counts them (checkout/delivery-slots.ts), never below which a capacity may go.

/** No customer has id 0: every hold and order counts. */
const EVERYONE = 0;

const slotFields = {
  id: deliverySlots.id,
  brandId: deliverySlots.brandId,
  startsAt: deliverySlots.startsAt,
  endsAt: deliverySlots.endsAt,
  capacity: deliverySlots.capacity,
  taken: placesInUse(sql`${deliverySlots.id}`, EVERYONE),
};

function toSellerSlot(row: {
  id: number;
  brandId: number;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  taken: number;
}): SellerSlot {
  return { ...row, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString() };
}

/** A page of the store's slots starting in [from, to) (from now on by default), by start. */
export async function readSellerSlotPage(
  db: Database,
  storeId: number,
  query: { from?: string | undefined; to?: string | undefined; page: number },
): Promise<SellerSlotPage> {
  const { page } = query;
  const pageSize = SELLER_SLOT_PAGE_SIZE;
  const where = and(
    ofStore(db, deliverySlots.brandId, storeId),
    gte(deliverySlots.startsAt, query.from ? new Date(query.from) : sql`now()`),
    query.to ? lt(deliverySlots.startsAt, new Date(query.to)) : undefined,
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
    items: rows.map(toSellerSlot),
    page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
  };
}

async function readSellerSlot(db: Database, storeId: number, slotId: number): Promise<SellerSlot> {
  const [row] = await db
    .select(slotFields)
    .from(deliverySlots)
    .where(and(eq(deliverySlots.id, slotId), ofStore(db, deliverySlots.brandId, storeId)));
  if (!row) throw notFound('Slot', slotId);
  return toSellerSlot(row);
}

/**
 * Opens a slot of one of the store's brands (404 on `body.brandId` otherwise), starting in the
 * future and within SELLER_SLOT_MAX_DAYS_AHEAD days (400 on `body.startsAt`); 409 `slot_exists`
 * when the brand has a slot starting then (the unique index decides, so two at once make one).
 */
export async function createSellerSlot(
  db: Database,
  storeId: number,
  request: SellerSlotCreate,
): Promise<SellerSlot> {
  const [brand] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.id, request.brandId), eq(brands.storeId, storeId)));
  if (!brand) throw notFound('Brand', request.brandId, 'body.brandId');
  const startsAt = new Date(request.startsAt);
  const ahead = startsAt.getTime() - Date.now();
  if (ahead <= 0 || ahead > SELLER_SLOT_MAX_DAYS_AHEAD * 86_400_000) {
    throw new ApiHttpError(
      400,
      'validation',
      `A slot starts in the next ${SELLER_SLOT_MAX_DAYS_AHEAD} days`,
      'body.startsAt',
    );
  }
  const [row] = await db
    .insert(deliverySlots)
    .values({
      brandId: brand.id,
      startsAt,
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
  return readSellerSlot(db, storeId, row.id);
}

/**
 * Sets the capacity of the store's slot (404 otherwise), never below the places in use (409
 * `slot_capacity_below_taken`). The slot's row is locked first, as a hold locks it before
 * counting (delivery-slots.ts `lockSlot`), then one conditional UPDATE counts and writes: the
 * count then sees every hold committed before the lock. A lone UPDATE would not do on
 * PostgreSQL: waiting for a hold's lock, it re-checks its row but counts the holds of its
 * older snapshot, missing the one that made it wait.
 */
export async function setSellerSlotCapacity(
  db: Database,
  storeId: number,
  slotId: number,
  capacity: number,
): Promise<SellerSlot> {
  await db.transaction(async (tx) => {
    const [slot] = await tx
      .select({ id: deliverySlots.id })
      .from(deliverySlots)
      .where(and(eq(deliverySlots.id, slotId), ofStore(tx, deliverySlots.brandId, storeId)))
      .for('no key update');
    if (!slot) throw notFound('Slot', slotId);
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
  });
  return readSellerSlot(db, storeId, slotId);
}
