import { asc, count, eq, sql } from 'drizzle-orm';
import { hashPassword } from '#src/customers/passwords.ts';
import type { Database } from '#src/db/database.ts';
import {
  brandCities,
  brands,
  sellerApplicationEvents,
  sellerApplications,
  sellers,
  stores,
} from '#src/db/schema.ts';

// The demo seller (issue 16, R6.03): the owner of the first demo store, approved, so the seller
// endpoints (and the back office) can be tried at once. Listed in the README ("Demo data").

export const DEMO_SELLER = {
  email: 'seller@example.com',
  password: 'Demo-Seller-2026',
  name: 'Demo Seller',
} as const;

/**
 * Makes the first demo store's seller: an approved application (with its history) and the
 * seller account that owns that store. Does nothing when a seller exists already (under the
 * table's lock, so two seeds at once add one). Needs the stores.
 */
export async function seedDemoSeller(db: Database): Promise<number> {
  const passwordHash = await hashPassword(DEMO_SELLER.password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${sellers} in exclusive mode`);
    const [existing] = await tx.select({ n: count() }).from(sellers);
    if ((existing?.n ?? 0) > 0) return 0;
    const [owned] = await tx
      .select({ store: stores, brandId: brands.id, activityTypeId: brands.activityTypeId })
      .from(stores)
      .innerJoin(brands, eq(brands.storeId, stores.id))
      .orderBy(asc(stores.sortOrder), asc(stores.id), asc(brands.id))
      .limit(1);
    if (!owned) return 0;
    const served = await tx
      .select({ cityId: brandCities.cityId })
      .from(brandCities)
      .where(eq(brandCities.brandId, owned.brandId));
    const [application] = await tx
      .insert(sellerApplications)
      .values({
        email: DEMO_SELLER.email,
        crNumber: '1010000001',
        vatNumber: '300000000000003',
        legalName: `${owned.store.name} للتجارة`,
        legalNameEn: `${owned.store.nameEn} Trading`,
        displayName: owned.store.name,
        displayNameEn: owned.store.nameEn,
        activityTypeId: owned.activityTypeId,
        cityIds: served.map(({ cityId }) => cityId),
        contactName: DEMO_SELLER.name,
        phoneCode: '966',
        phone: '500000050',
        description: owned.store.descriptionEn,
        iban: 'SA0380000000608010167519',
        bankName: 'Al Rajhi Bank',
        accountHolder: `${owned.store.nameEn} Trading`,
        locale: 'en',
        passwordHash,
        status: 'approved',
      })
      .returning({ id: sellerApplications.id });
    if (!application) throw new Error('seedDemoSeller: no application');
    await tx.insert(sellerApplicationEvents).values([
      { applicationId: application.id, status: 'submitted' },
      { applicationId: application.id, status: 'approved', reason: 'Demo data' },
    ]);
    await tx.insert(sellers).values({
      applicationId: application.id,
      storeId: owned.store.id,
      email: DEMO_SELLER.email,
      name: DEMO_SELLER.name,
      passwordHash,
      locale: 'en',
    });
    return 1;
  });
}
