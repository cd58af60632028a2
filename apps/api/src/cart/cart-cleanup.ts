import { and, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { carts } from '#src/db/schema.ts';

/**
 * Days a guest cart lives without a change (adds, quantity changes, removals and uploads touch
 * it; reading does not). The storefront keeps the guest's cart id as long (CART_ID_MAX_AGE_S).
 */
export const GUEST_CART_DAYS = 30;

/** Carts deleted per statement, so one run never holds many row locks at once. */
const BATCH = 1_000;

/**
 * Deletes the guest carts untouched for GUEST_CART_DAYS, with their lines and uploads (cascade);
 * customers' carts stay. Carts being changed right now are skipped (SKIP LOCKED), and a change
 * marks them touched anyway. Answers how many went. The `cart-cleanup` job runs it hourly.
 */
export async function deleteStaleGuestCarts(db: Database): Promise<number> {
  let deleted = 0;
  for (;;) {
    const stale = db
      .select({ id: carts.id })
      .from(carts)
      .where(
        and(
          isNull(carts.customerId),
          lte(carts.updatedAt, sql`now() - make_interval(days => ${GUEST_CART_DAYS})`),
        ),
      )
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const rows = await db.delete(carts).where(inArray(carts.id, stale)).returning({ id: carts.id });
    deleted += rows.length;
    if (rows.length < BATCH) return deleted;
  }
}
