// Seller stores: shoppers list the active stores and open one, with its brands, cities and the
// rating of its products' approved reviews; a suspended store is nowhere; bad input is a 400.
import type { ApiError, Brand, StoreDetails, StorePage } from '@shop/core/schemas';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoStores } from '#src/db/demo/seed-stores.ts';
import { brands, products, stores } from '#src/db/schema.ts';
import { useCatalogApp } from '#src/test/catalog-app.ts';

const catalog = useCatalogApp();
let brandCount = 0;

beforeAll(async () => {
  const db = catalog.db;
  brandCount = (await db.select({ id: brands.id }).from(brands)).length;
  expect(await seedDemoStores(db)).toBe(brandCount);
  // Seeding again adds nothing.
  expect(await seedDemoStores(db)).toBe(0);
}, 60_000);

const json = async <T>(url: string, status = 200) => {
  const answer = await catalog.get(`/api/${url}`);
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json<T>();
};

describe('GET Store', () => {
  it("lists every demo brand's store, a page at a time, each with its logo, brands and cities", async () => {
    const first = await json<StorePage>('Store?pageSize=5');
    expect(first).toMatchObject({ page: 1, pageSize: 5, total: brandCount });
    expect(first.totalPages).toBe(Math.ceil(brandCount / 5));
    expect(first.items).toHaveLength(5);
    const second = await json<StorePage>('Store?pageSize=5&page=2');
    const ids = [...first.items, ...second.items].map((store) => store.id);
    expect(new Set(ids).size).toBe(10);
    for (const store of first.items) {
      expect(store.brandCount).toBe(1);
      expect(store.cityCount).toBeGreaterThan(0);
      expect(store.logo).toMatch(/^\/media\/brands\/\d+\.svg$/);
      expect(store.activityTypeIds).toHaveLength(1);
      expect(store.nameEn.length).toBeGreaterThan(0);
      expect(store.name).not.toBe(store.nameEn);
    }
  });

  it('refuses a page size above the cap or a page below 1, naming the parameter', async () => {
    for (const query of ['pageSize=49', 'page=0', 'pageSize=x', 'page=10001']) {
      const errors = await json<ApiError[]>(`Store?${query}`, 400);
      expect(errors[0]?.field).toMatch(/^query\./);
    }
  });
});

describe('GET Store/{slug}', () => {
  it('answers the store with its brands, the cities they serve and its rating from the reviews', async () => {
    const db = catalog.db;
    const [store] = await db.select().from(stores).where(eq(stores.slug, 'nakheel'));
    expect(store).toBeDefined();
    const owned = await db
      .select({ id: brands.id })
      .from(brands)
      .where(eq(brands.storeId, store!.id));
    const brandIds = owned.map((brand) => brand.id);
    // Two products reviewed: 5 stars × 3 and 2 stars × 1 → (15 + 2) / 4 = 4.25.
    const reviewed = await db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.brandId, brandIds))
      .limit(2);
    await db
      .update(products)
      .set({ ratingAverage: 0, ratingCount: 0 })
      .where(inArray(products.brandId, brandIds));
    await db
      .update(products)
      .set({ ratingAverage: 5, ratingCount: 3 })
      .where(eq(products.id, reviewed[0]!.id));
    await db
      .update(products)
      .set({ ratingAverage: 2, ratingCount: 1 })
      .where(eq(products.id, reviewed[1]!.id));

    const details = await json<StoreDetails>('Store/nakheel');
    expect(details).toMatchObject({
      slug: 'nakheel',
      nameEn: store!.nameEn,
      name: store!.name,
      brandCount: 1,
      rating: { average: 4.25, count: 4 },
    });
    expect(details.brands.map((brand) => brand.id)).toEqual(brandIds);
    expect(details.brands[0]?.deliverySpeeds.length).toBeGreaterThan(0);
    expect(details.cities.length).toBe(details.cityCount);
    expect(details.cities.map((city) => city.nameEn)).toContain('Riyadh');
    // The brand says which store it belongs to.
    const brand = await json<Brand>(`Brand/${brandIds[0]}`);
    expect(brand.storeSlug).toBe('nakheel');
  });

  it('answers 404 for an unknown store, and for a suspended one, which also leaves the list', async () => {
    await json<ApiError[]>('Store/no-such-store', 404);
    const db = catalog.db;
    const [store] = await db
      .update(stores)
      .set({ status: 'suspended' })
      .where(eq(stores.slug, 'khaleej-fresh'))
      .returning({ id: stores.id });
    try {
      const errors = await json<ApiError[]>('Store/khaleej-fresh', 404);
      expect(errors[0]?.code).toBe('not_found');
      const all = await json<StorePage>('Store?pageSize=48');
      expect(all.total).toBe(brandCount - 1);
      expect(all.items.map((item) => item.slug)).not.toContain('khaleej-fresh');
      const [owned] = await db
        .select({ id: brands.id })
        .from(brands)
        .where(eq(brands.storeId, store!.id));
      // Its brand leaves the catalog with it (src/stores/store-suspension.ts).
      await json<ApiError[]>(`Brand/${owned!.id}`, 404);
    } finally {
      await db
        .update(stores)
        .set({ status: 'active', updatedAt: sql`now()` })
        .where(eq(stores.id, store!.id));
    }
  });

  it('answers 400, never 500, for a slug that cannot be one', async () => {
    for (const slug of ['UPPER', 'a_b', '-a', 'x'.repeat(81), '%20', 'a--b']) {
      const answer = await catalog.get(`/api/Store/${slug}`);
      expect(answer.statusCode, slug).toBe(400);
    }
  });
});
