import type { SellerSlot, SellerSlotCreate, SellerSlotPage } from '@shop/core/schemas';
import { SELLER_SLOT_MAX_DAYS_AHEAD } from '@shop/core/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { brands, deliverySlots } from '#src/db/schema.ts';
import { ApiHttpError, notFound } from '#src/http/api-errors.ts';
import {
  closeSlot,
  insertSlot,
  readSlot,
  readSlotPage,
  setSlotCapacity,
  type SlotScope,
} from '#src/slots/slots-service.ts';
import { ofStore } from './seller-scope.ts';

// A seller's delivery slots (R6.03): the windows of their brands, with the places in use counted
// as checkout counts them (checkout/delivery-slots.ts), never below which a capacity may go.
// The reads and changes are the staff's (slots/slots-service.ts), narrowed to the store.

/** The store's slots. */
export function storeSlots(storeId: number): SlotScope {
  return (q) => ofStore(q, deliverySlots.brandId, storeId);
}

/** A page of the store's slots starting in [from, to) (from now on by default), by start. */
export function readSellerSlotPage(
  db: Database,
  storeId: number,
  query: {
    from?: string | undefined;
    to?: string | undefined;
    brandId?: number | undefined;
    page: number;
  },
): Promise<SellerSlotPage> {
  return readSlotPage(db, storeSlots(storeId), {
    from: query.from ? new Date(query.from) : sql`now()`,
    to: query.to ? new Date(query.to) : undefined,
    brandId: query.brandId,
    page: query.page,
  });
}

/** 404 on `field` unless the brand is one of the store's. */
export async function requireStoreBrand(
  db: Database,
  storeId: number,
  brandId: number,
  field = 'body.brandId',
): Promise<void> {
  const [brand] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.id, brandId), eq(brands.storeId, storeId)));
  if (!brand) throw notFound('Brand', brandId, field);
}

/** 400 on `body.startsAt` unless the slot starts in the future, within `maxDaysAhead` days. */
export function requireSlotAhead(startsAt: string, maxDaysAhead = SELLER_SLOT_MAX_DAYS_AHEAD) {
  const ahead = new Date(startsAt).getTime() - Date.now();
  if (ahead <= 0 || ahead > maxDaysAhead * 86_400_000) {
    throw new ApiHttpError(
      400,
      'validation',
      `A slot starts in the next ${maxDaysAhead} days`,
      'body.startsAt',
    );
  }
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
  await requireStoreBrand(db, storeId, request.brandId);
  requireSlotAhead(request.startsAt);
  const id = await insertSlot(db, request);
  return readSlot(db, storeSlots(storeId), id);
}

/**
 * Sets the capacity of the store's slot (404 otherwise), never below the places in use (409
 * `slot_capacity_below_taken`), under the slot's lock (slots-service.ts `setSlotCapacity`).
 */
export async function setSellerSlotCapacity(
  db: Database,
  storeId: number,
  slotId: number,
  capacity: number,
): Promise<SellerSlot> {
  await setSlotCapacity(db, storeSlots(storeId), slotId, capacity);
  return readSlot(db, storeSlots(storeId), slotId);
}

/** Closes or reopens the store's slot (404 otherwise); its orders keep their places. */
export async function closeSellerSlot(
  db: Database,
  storeId: number,
  slotId: number,
  close: boolean,
): Promise<SellerSlot> {
  await closeSlot(db, storeSlots(storeId), slotId, close);
  return readSlot(db, storeSlots(storeId), slotId);
}
