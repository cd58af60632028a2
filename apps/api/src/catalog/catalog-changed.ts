import { changeFeedOf } from '#src/cluster/change-feed.ts';
import { clearValueCache } from '#src/catalog/value-cache.ts';
import type { Database } from '#src/db/database.ts';
import { clearResponseCaches } from '#src/http/response-cache.ts';

/** Forgets the counts and public answers this process keeps for the database. */
export function forgetCatalog(db: Database): void {
  clearValueCache(db);
  clearResponseCaches(db);
}

/**
 * Call after changing catalog rows (prices, products, offers …): forgets what this process
 * keeps at once, so its next read sees the change, and tells the other processes through the
 * change feed (src/cluster/change-feed.ts) when one runs. Call it after the change commits.
 */
export function catalogChanged(db: Database): void {
  forgetCatalog(db);
  void changeFeedOf(db)?.publish('catalog');
}
