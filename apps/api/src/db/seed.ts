import { count, sql } from 'drizzle-orm';
import type { Database } from './database.ts';
import { activityTypes } from './schema.ts';

/** The marketplace's demo shop kinds, in display order (Arabic `name`, English `nameEn`). */
export const demoActivityTypes = [
  { name: 'سوبر ماركت', nameEn: 'Supermarket', icon: 'basket', sortOrder: 1 },
  { name: 'مخبز', nameEn: 'Bakery', icon: 'bread', sortOrder: 2 },
  { name: 'صيدلية', nameEn: 'Pharmacy', icon: 'pill', sortOrder: 3 },
  { name: 'ملحمة', nameEn: 'Butcher', icon: 'meat', sortOrder: 4 },
  { name: 'خضار وفواكه', nameEn: 'Fruits & Vegetables', icon: 'leaf', sortOrder: 5 },
  { name: 'زهور وهدايا', nameEn: 'Flowers & Gifts', icon: 'flower', sortOrder: 6 },
] satisfies (typeof activityTypes.$inferInsert)[];

export interface SeedResult {
  activityTypes: number;
}

/**
 * Fills an empty database with demo data; a table that already has rows is left alone, so
 * running it again (every start does) changes nothing. Returns how many rows it inserted.
 */
export async function seedDemoData(db: Database): Promise<SeedResult> {
  // All or nothing; the table lock makes two servers starting at once on one PostgreSQL wait
  // for each other instead of both finding the table empty.
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${activityTypes} in exclusive mode`);
    const [existing] = await tx.select({ rows: count() }).from(activityTypes);
    if ((existing?.rows ?? 0) > 0) return { activityTypes: 0 };
    const inserted = await tx
      .insert(activityTypes)
      .values(demoActivityTypes)
      .returning({ id: activityTypes.id });
    return { activityTypes: inserted.length };
  });
}
