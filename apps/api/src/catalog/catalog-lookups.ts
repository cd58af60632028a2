import { eq } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { activityTypes, brands, categories, cities, offers } from '#src/db/schema.ts';
import { notFound } from '#src/http/api-errors.ts';
import { cachedValue } from './value-cache.ts';
import { MAX_ID } from './catalog-query-schemas.ts';

const tables = {
  ActivityType: { table: activityTypes, id: activityTypes.id },
  City: { table: cities, id: cities.id },
  Brand: { table: brands, id: brands.id },
  Category: { table: categories, id: categories.id },
  Offer: { table: offers, id: offers.id },
} as const;

/**
 * Answers 404 (`field` names the parameter) unless a row of that kind has the id: filters
 * naming something that does not exist are errors, not empty lists. The ids of these small
 * tables are kept for a minute (every listing and search checks its filters); an id not among
 * them is looked up again, so one added meanwhile by another process is found.
 */
export async function requireExisting(
  db: Database,
  kind: keyof typeof tables,
  id: number,
  field?: string,
): Promise<void> {
  const { table, id: column } = tables[kind];
  if (id > MAX_ID) throw notFound(kind, id, field);
  const known = await cachedValue(
    db,
    `ids:${kind}`,
    async () => new Set((await db.select({ id: column }).from(table)).map((row) => row.id)),
  );
  if (known.has(id)) return;
  const [row] = await db.select({ id: column }).from(table).where(eq(column, id)).limit(1);
  if (!row) throw notFound(kind, id, field);
}
