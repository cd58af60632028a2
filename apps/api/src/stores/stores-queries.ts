import type { StoreDetails, StorePage, StoreSummary } from '@shop/core/schemas';
import { and, asc, count, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import { brandLogoUrl, listBrands } from '#src/brands/brands-queries.ts';
import { cachedValue } from '#src/catalog/value-cache.ts';
import type { Database } from '#src/db/database.ts';
import { brandCities, brands, cities, products, stores } from '#src/db/schema.ts';
import { notFound } from '#src/http/api-errors.ts';
import { pageInfo, type Paging } from '#src/products/products-queries.ts';

// Seller stores (issue 16): a store owns brands; its rating, cities and activity types are its
// brands'. Suspended stores are not public.

type StoreRow = typeof stores.$inferSelect;

interface StoreFacts {
  brandIds: number[];
  activityTypeIds: number[];
  cityCount: number;
  rating: { average: number; count: number };
}

/** What the stores' brands say of them: brands, activity types, cities, the reviews' rating. */
async function factsOf(db: Database, storeIds: number[]): Promise<Map<number, StoreFacts>> {
  const facts = new Map<number, StoreFacts>(
    storeIds.map((id) => [
      id,
      { brandIds: [], activityTypeIds: [], cityCount: 0, rating: { average: 0, count: 0 } },
    ]),
  );
  if (storeIds.length === 0) return facts;
  const owned = await db
    .select({ storeId: brands.storeId, id: brands.id, activityTypeId: brands.activityTypeId })
    .from(brands)
    .where(inArray(brands.storeId, storeIds))
    .orderBy(asc(brands.sortOrder), asc(brands.id));
  const brandIds = owned.map((brand) => brand.id);
  const [cityCounts, ratings] =
    brandIds.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({ storeId: brands.storeId, cities: countDistinct(brandCities.cityId) })
            .from(brandCities)
            .innerJoin(brands, eq(brands.id, brandCities.brandId))
            .where(inArray(brands.storeId, storeIds))
            .groupBy(brands.storeId),
          // Every product of the stores' brands: reused for a minute, like the catalog's counts.
          cachedValue(db, `stores:ratings:${brandIds.join(',')}`, () =>
            db
              .select({
                brandId: products.brandId,
                stars: sql<number>`coalesce(sum(${products.ratingAverage} * ${products.ratingCount}), 0)::float8`,
                reviews: sql<number>`coalesce(sum(${products.ratingCount}), 0)::int`,
              })
              .from(products)
              .where(inArray(products.brandId, brandIds))
              .groupBy(products.brandId),
          ),
        ]);
  for (const brand of owned) {
    const store = brand.storeId === null ? undefined : facts.get(brand.storeId);
    if (!store) continue;
    store.brandIds.push(brand.id);
    if (!store.activityTypeIds.includes(brand.activityTypeId)) {
      store.activityTypeIds.push(brand.activityTypeId);
    }
  }
  for (const row of cityCounts) {
    const store = row.storeId === null ? undefined : facts.get(row.storeId);
    if (store) store.cityCount = row.cities;
  }
  for (const store of facts.values()) {
    let stars = 0;
    let reviews = 0;
    for (const row of ratings) {
      if (!store.brandIds.includes(row.brandId)) continue;
      stars += row.stars;
      reviews += row.reviews;
    }
    store.rating = {
      average: reviews === 0 ? 0 : Math.round((stars / reviews) * 100) / 100,
      count: reviews,
    };
  }
  return facts;
}

function summaryOf(row: StoreRow, facts: StoreFacts | undefined): StoreSummary {
  const [mainBrand] = facts?.brandIds ?? [];
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    nameEn: row.nameEn,
    description: row.description,
    descriptionEn: row.descriptionEn,
    logo: mainBrand === undefined ? null : brandLogoUrl(mainBrand),
    rating: facts?.rating ?? { average: 0, count: 0 },
    brandCount: facts?.brandIds.length ?? 0,
    cityCount: facts?.cityCount ?? 0,
    activityTypeIds: facts?.activityTypeIds ?? [],
  };
}

/** A page of the active stores, in display order. */
export async function listStores(db: Database, paging: Paging): Promise<StorePage> {
  const active = eq(stores.status, 'active');
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(stores)
      .where(active)
      .orderBy(asc(stores.sortOrder), asc(stores.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ n: count() }).from(stores).where(active),
  ]);
  const facts = await factsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => summaryOf(row, facts.get(row.id))),
    ...pageInfo(paging, counted?.n ?? 0),
  };
}

/** An active store with its brands and the cities they deliver to; 404 otherwise. */
export async function readStore(db: Database, slug: string): Promise<StoreDetails> {
  const [row] = await db
    .select()
    .from(stores)
    .where(and(eq(stores.slug, slug), eq(stores.status, 'active')))
    .limit(1);
  if (!row) throw notFound('Store', slug);
  const facts = (await factsOf(db, [row.id])).get(row.id);
  const brandIds = facts?.brandIds ?? [];
  const [owned, served] =
    brandIds.length === 0
      ? [[], []]
      : await Promise.all([
          listBrands(db, { ids: brandIds }),
          db
            .selectDistinct({
              id: cities.id,
              stateId: cities.stateId,
              name: cities.name,
              nameEn: cities.nameEn,
            })
            .from(cities)
            .innerJoin(brandCities, eq(brandCities.cityId, cities.id))
            .where(inArray(brandCities.brandId, brandIds))
            .orderBy(asc(cities.id)),
        ]);
  return { ...summaryOf(row, facts), brands: owned, cities: served };
}
