import type { DeliveryArea } from '@shop/core/schemas';
import { and, eq, min } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import {
  brandCities,
  brandDeliveryAreas,
  brandDeliverySpeeds,
  brands,
  customerAddresses,
} from '#src/db/schema.ts';
import { brandOnSale } from '#src/stores/store-suspension.ts';

/**
 * A brand on sale (a suspended store's brands are as unknown, as `GET Brand/{id}` says) with its
 * delivery area, or null when it has none; undefined when there is no such brand.
 */
export async function brandDeliveryArea(
  db: Database,
  brandId: number,
): Promise<DeliveryArea | null | undefined> {
  const [row] = await db
    .select({ brandId: brands.id, area: brandDeliveryAreas })
    .from(brands)
    .leftJoin(brandDeliveryAreas, eq(brandDeliveryAreas.brandId, brands.id))
    .where(and(eq(brands.id, brandId), brandOnSale))
    .prepare('brand_delivery_area')
    .execute();
  if (!row) return undefined;
  const { area } = row;
  if (!area) return null;
  const common = {
    brandId: row.brandId,
    store: { lat: area.storeLat, lng: area.storeLng },
    prepMinutes: area.prepMinutes,
    minutesPerKm: area.minutesPerKm,
  };
  // The table's check constraint guarantees the column of each kind.
  return area.kind === 'radius'
    ? { ...common, kind: 'radius', radiusMeters: area.radiusMeters ?? 0 }
    : { ...common, kind: 'polygon', polygon: area.polygon ?? [] };
}

/** One of the customer's addresses (its city and point), or undefined for anyone else's. */
export async function customerAddressPlace(db: Database, customerId: number, addressId: number) {
  const [row] = await db
    .select({
      cityId: customerAddresses.cityId,
      lat: customerAddresses.lat,
      lng: customerAddresses.lng,
    })
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)));
  return row;
}

/**
 * Whether the brand delivers to the city, and its fastest delivery speed's minutes (null when it
 * offers none): how a brand without a delivery area answers for a saved address.
 */
export async function servesCity(
  db: Database,
  brandId: number,
  cityId: number,
): Promise<{ served: boolean; etaMinutes: number | null }> {
  const [city] = await db
    .select({ cityId: brandCities.cityId })
    .from(brandCities)
    .where(and(eq(brandCities.brandId, brandId), eq(brandCities.cityId, cityId)));
  if (!city) return { served: false, etaMinutes: null };
  const [fastest] = await db
    .select({ minutes: min(brandDeliverySpeeds.etaMinutes) })
    .from(brandDeliverySpeeds)
    .where(eq(brandDeliverySpeeds.brandId, brandId));
  return { served: true, etaMinutes: fastest?.minutes ?? null };
}
