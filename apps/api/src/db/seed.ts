import { count, sql } from 'drizzle-orm';
import type { Database } from './database.ts';
import { hashPassword } from '#src/customers/passwords.ts';
import { activityTypes, customers } from './schema.ts';

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
    await seedDemoShoppers(tx);
    const [existing] = await tx.select({ rows: count() }).from(activityTypes);
    if ((existing?.rows ?? 0) > 0) return { activityTypes: 0 };
    const inserted = await tx
      .insert(activityTypes)
      .values(demoActivityTypes)
      .returning({ id: activityTypes.id });
    return { activityTypes: inserted.length };
  });
}

/**
 * Demo shoppers for trying flows by hand (README, "Demo accounts"): "Pay in 4" with the local
 * test provider refuses `bnpl.rejected@souq.example` up front (R8.09). Added when missing.
 */
export const demoShoppers = [
  {
    email: 'bnpl.rejected@souq.example',
    name: 'Demo Shopper (Pay in 4 refused)',
    phoneCode: '966',
    phone: '500000009',
    password: 'Demo-Shopper-2026!',
  },
];

async function seedDemoShoppers(tx: Database): Promise<void> {
  for (const { password, ...shopper } of demoShoppers) {
    const [found] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(sql`${customers.email} = ${shopper.email}`);
    if (found) continue;
    await tx
      .insert(customers)
      .values({ ...shopper, passwordHash: await hashPassword(password), verifiedAt: new Date() })
      .onConflictDoNothing();
  }
}
