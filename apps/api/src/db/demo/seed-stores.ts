import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { brands, stores } from '#src/db/schema.ts';

/**
 * The demo's seller stores (issue 16): each demo brand is a local shop, so each gets a store of
 * its own with its names and description, active. Fills an empty stores table only (under its
 * lock, so two seeds at once add them once); answers how many stores it added.
 */
export async function seedDemoStores(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${stores} in exclusive mode`);
    const [existing] = await tx.select({ n: count() }).from(stores);
    if ((existing?.n ?? 0) > 0) return 0;
    const owners = await tx
      .select({
        id: brands.id,
        slug: brands.slug,
        name: brands.name,
        nameEn: brands.nameEn,
        description: brands.description,
        descriptionEn: brands.descriptionEn,
        sortOrder: brands.sortOrder,
      })
      .from(brands)
      .orderBy(asc(brands.sortOrder), asc(brands.id));
    for (const { id, ...brand } of owners) {
      const [store] = await tx.insert(stores).values(brand).returning({ id: stores.id });
      if (!store) throw new Error('seedDemoStores: no store');
      await tx.update(brands).set({ storeId: store.id }).where(eq(brands.id, id));
    }
    return owners.length;
  });
}
