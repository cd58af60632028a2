import { clearValueCache } from '#src/catalog/value-cache.ts';
import type { Database } from '#src/db/database.ts';
import { clearResponseCaches } from '#src/http/response-cache.ts';

/**
 * Call after changing catalog rows (prices, products, offers …): forgets the counts and the
 * public answers this process keeps for the database, so the next read sees the change.
 */
export function catalogChanged(db: Database): void {
  clearValueCache(db);
  clearResponseCaches(db);
}
