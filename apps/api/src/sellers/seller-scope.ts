import { eq, inArray, type Column, type SQL } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { brands } from '#src/db/schema.ts';

// The one rule of every seller query (R6.03): a row is the seller's when its brand belongs to
// the seller's store (`brands.store_id`). Anything else answers as if it did not exist (404).

/** `column` (a brand id) names a brand of the store. */
export function ofStore(db: Database, column: Column, storeId: number): SQL {
  return inArray(
    column,
    db.select({ id: brands.id }).from(brands).where(eq(brands.storeId, storeId)),
  );
}
