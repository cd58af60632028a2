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

/**
 * Tells every process, this one included, that the catalog changed, through the change feed
 * alone: however many such changes, a few messages a second (PUBLISH_GAP_MS), so each process
 * forgets its copies that often, not once per change. For frequent changes whose transaction
 * kept the catalog triggers silent (a placement's stock, see migration 0016); call it after the
 * commit. Without a feed (tests, tools) this process forgets at once.
 */
export function announceCatalogChange(db: Database): void {
  const feed = changeFeedOf(db);
  if (feed) void feed.publish('catalog');
  else forgetCatalog(db);
}
