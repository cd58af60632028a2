import type { Database } from '#src/db/database.ts';

/** How long a count is reused: the catalog's own HTTP max-age, so no answer gets staler. */
const TTL_MS = 60_000;
const MAX_ENTRIES = 2_000;

interface Entry {
  value: unknown;
  expiresAt: number;
}

const caches = new WeakMap<Database, Map<string, Entry>>();

/**
 * Counts (`total` of a listing, products per brand or category) are the expensive part of a
 * catalog page on a large catalog: a count visits every matching row, where the page itself
 * stops after 24. Pages, sorts and repeated visits with the same filters share one count for
 * a minute, the time their answers may be cached by browsers anyway. The same holds for the
 * small reference tables every request consults (category tree, ids of brands and offers).
 * Per database, so tests on separate databases never see each other's values.
 */
export async function cachedValue<T>(
  db: Database,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expiresAt > now) return hit.value as T;
  const value = await compute();
  if (cache.size >= MAX_ENTRIES) {
    // Drop the oldest entries (a Map iterates in insertion order).
    for (const oldKey of [...cache.keys()].slice(0, MAX_ENTRIES / 4)) cache.delete(oldKey);
  }
  cache.set(key, { value, expiresAt: now + TTL_MS });
  return value;
}

/** Forgets every value kept for the database (prices changed, products were added …). */
export function clearValueCache(db: Database): void {
  caches.get(db)?.clear();
}
