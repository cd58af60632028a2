import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordMatches } from '#src/customers/passwords.ts';
import { balanceOf } from '#src/ledgers/ledgers.ts';
import { brandDeliveryArea } from '#src/delivery-area/delivery-area-queries.ts';
import { checkArea } from '#src/delivery-area/geometry.ts';
import { useTestDatabase } from '#src/test/test-database.ts';
import {
  brandCities,
  brands,
  cities,
  countries,
  coupons,
  customerAddresses,
  customers,
  productCountries,
  products,
  states,
} from '../schema.ts';
import { DEMO_GRANTS, DEMO_SHOPPER, demoCoupons, seedDemoShoppers } from './seed-shoppers.ts';

const database = useTestDatabase('catalog');

describe('the demo shopper and coupons', () => {
  it('adds a signed-up shopper with a wallet, points and two addresses, and the coupons, once', async () => {
    const now = new Date();
    expect(await seedDemoShoppers(database.db, now)).toEqual({
      shoppers: 1,
      coupons: demoCoupons(now).length,
    });
    expect(await seedDemoShoppers(database.db, now)).toEqual({ shoppers: 0, coupons: 0 });

    const [shopper] = await database.db
      .select()
      .from(customers)
      .where(eq(customers.email, DEMO_SHOPPER.email));
    expect(shopper?.verifiedAt).not.toBeNull();
    expect(await passwordMatches(shopper!.passwordHash, DEMO_SHOPPER.password)).toBe(true);
    expect(await balanceOf(database.db, shopper!.id, 'wallet')).toBe(DEMO_GRANTS.wallet);
    expect(await balanceOf(database.db, shopper!.id, 'points')).toBe(DEMO_GRANTS.points);
    const addresses = await database.db
      .select({ title: customerAddresses.title })
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, shopper!.id));
    expect(addresses.map((address) => address.title).sort()).toEqual(['Home', 'Office']);
    // Issue 18: home is inside the quick-commerce brand's area, 14 minutes away; the office is not.
    const placed = await database.db
      .select({
        title: customerAddresses.title,
        lat: customerAddresses.lat,
        lng: customerAddresses.lng,
      })
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, shopper!.id));
    const [khaleej] = await database.db
      .select({ id: brands.id })
      .from(brands)
      .where(eq(brands.slug, 'khaleej-fresh'));
    const area = await brandDeliveryArea(database.db, khaleej!.id);
    const at = (title: string) => {
      const row = placed.find((address) => address.title === title);
      return { lat: row!.lat!, lng: row!.lng! };
    };
    expect(checkArea(area!, at('Home'))).toMatchObject({ served: true, etaMinutes: 14 });
    expect(checkArea(area!, at('Office')).served).toBe(false);

    const seeded = await database.db
      .select({ code: coupons.code, brandId: coupons.brandId })
      .from(coupons)
      .orderBy(coupons.code);
    expect(seeded.map((coupon) => coupon.code)).toEqual([
      'EXPIRED5',
      'FIXED20',
      'NAKHEEL25',
      'ONCE50',
      'SAVE15',
      'WELCOME10',
    ]);
    expect(seeded.find((coupon) => coupon.code === 'NAKHEEL25')?.brandId).not.toBeNull();
  });

  it('makes R8.13 reachable: Shifa serves Kuwait City, and its medicines go to Saudi Arabia only', async () => {
    const [shifa] = await database.db
      .select({ id: brands.id })
      .from(brands)
      .where(eq(brands.slug, 'shifa'));
    const [kuwaitCity] = await database.db
      .select({ id: cities.id, countryId: states.countryId })
      .from(brandCities)
      .innerJoin(cities, eq(cities.id, brandCities.cityId))
      .innerJoin(states, eq(states.id, cities.stateId))
      .where(and(eq(brandCities.brandId, shifa!.id), eq(cities.nameEn, 'Kuwait City')));
    expect(kuwaitCity).toBeDefined();
    const [notToKuwait] = await database.db
      .select({ rows: sql<number>`count(*)::int` })
      .from(products)
      .where(
        and(
          eq(products.brandId, shifa!.id),
          sql`not exists (select 1 from ${productCountries} where ${productCountries.productId} = ${products.id} and ${productCountries.countryId} = ${kuwaitCity!.countryId})`,
          sql`exists (select 1 from ${productCountries} join ${countries} on ${countries.id} = ${productCountries.countryId} where ${productCountries.productId} = ${products.id} and ${countries.code} = 'SA')`,
        ),
      );
    expect(notToKuwait?.rows).toBeGreaterThan(0);
  });
});
