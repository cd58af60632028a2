import type { Brand } from '@shop/core/schemas';
import { and, asc, count, eq, exists, inArray, type SQL } from 'drizzle-orm';
import { cachedValue } from '#src/catalog/value-cache.ts';
import type { Database } from '#src/db/database.ts';
import {
  brandCities,
  brandDeliverySpeeds,
  brands,
  deliverySpeeds,
  products,
  stores,
} from '#src/db/schema.ts';
import { brandOnSale, onSale } from '#src/stores/store-suspension.ts';

/** URL of a brand's generated logo (an API path; the storefront prefixes the API origin). */
export function brandLogoUrl(brandId: number): string {
  return `/media/brands/${brandId}.svg`;
}

export interface BrandFilters {
  activityTypeId?: number | undefined;
  cityId?: number | undefined;
  ids?: number[];
}

/** The delivery speeds of these brands with each brand's fee and time, in display order. */
export function deliverySpeedsOf(db: Database, brandIds: number[]) {
  return db
    .select({
      brandId: brandDeliverySpeeds.brandId,
      id: deliverySpeeds.id,
      code: deliverySpeeds.code,
      name: deliverySpeeds.name,
      nameEn: deliverySpeeds.nameEn,
      fee: brandDeliverySpeeds.fee,
      etaMinutes: brandDeliverySpeeds.etaMinutes,
    })
    .from(brandDeliverySpeeds)
    .innerJoin(deliverySpeeds, eq(deliverySpeeds.id, brandDeliverySpeeds.deliverySpeedId))
    .where(inArray(brandDeliverySpeeds.brandId, brandIds))
    .orderBy(asc(deliverySpeeds.sortOrder), asc(deliverySpeeds.id));
}

/** Brands in display order, each with its delivery speeds, cities and product count. */
export async function listBrands(db: Database, filters: BrandFilters = {}): Promise<Brand[]> {
  const conditions: SQL[] = [brandOnSale];
  if (filters.activityTypeId !== undefined) {
    conditions.push(eq(brands.activityTypeId, filters.activityTypeId));
  }
  if (filters.ids) conditions.push(inArray(brands.id, filters.ids));
  if (filters.cityId !== undefined) {
    const cityId = filters.cityId;
    conditions.push(
      exists(
        db
          .select({ one: brandCities.cityId })
          .from(brandCities)
          .where(and(eq(brandCities.brandId, brands.id), eq(brandCities.cityId, cityId))),
      ),
    );
  }
  const rows = await db
    .select({
      id: brands.id,
      activityTypeId: brands.activityTypeId,
      name: brands.name,
      nameEn: brands.nameEn,
      description: brands.description,
      descriptionEn: brands.descriptionEn,
      minimumOrder: brands.minimumOrder,
      currency: brands.currency,
      storeSlug: stores.slug,
    })
    .from(brands)
    .leftJoin(stores, and(eq(stores.id, brands.storeId), eq(stores.status, 'active')))
    .where(and(...conditions))
    .orderBy(asc(brands.sortOrder), asc(brands.id));
  if (rows.length === 0) return [];

  const ids = rows.map((row) => row.id);
  const [speeds, served, counts] = await Promise.all([
    deliverySpeedsOf(db, ids),
    db
      .select({ brandId: brandCities.brandId, cityId: brandCities.cityId })
      .from(brandCities)
      .where(inArray(brandCities.brandId, ids))
      .orderBy(asc(brandCities.cityId)),
    cachedValue(db, `brands:${ids.join(',')}`, () =>
      db
        .select({ brandId: products.brandId, rows: count() })
        .from(products)
        .where(and(inArray(products.brandId, ids), onSale(products.brandId, products.id)))
        .groupBy(products.brandId),
    ),
  ]);
  const countByBrand = new Map(counts.map((row) => [row.brandId, row.rows]));
  return rows.map((row) => ({
    ...row,
    logo: brandLogoUrl(row.id),
    deliverySpeeds: speeds
      .filter((speed) => speed.brandId === row.id)
      .map(({ brandId: _brandId, ...speed }) => speed),
    cityIds: served.filter((city) => city.brandId === row.id).map((city) => city.cityId),
    productCount: countByBrand.get(row.id) ?? 0,
  }));
}
