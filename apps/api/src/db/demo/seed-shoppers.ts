import { count, eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '#src/customers/passwords.ts';
import type { Database } from '#src/db/database.ts';
import {
  brands,
  cities,
  coupons,
  customerAddresses,
  customers,
  ledgerEntries,
  states,
} from '#src/db/schema.ts';

// The demo shopper with a wallet and points, and the demo coupons (issue 14). Listed in the
// README ("Demo data").

export const DEMO_SHOPPER = {
  email: 'shopper@example.com',
  password: 'Demo-Shopper-2026',
  name: 'Demo Shopper',
  phoneCode: '966',
  phone: '500000001',
} as const;

/**
 * A shopper "Pay in 4" refuses up front with the local test provider (R8.09): its pre-scoring
 * refuses `bnpl.rejected@…` (payments/local-test-provider.ts). Same password as the other.
 */
export const DEMO_BNPL_REFUSED_SHOPPER = {
  email: 'bnpl.rejected@souq.example',
  name: 'Demo Shopper (Pay in 4 refused)',
  phoneCode: '966',
  phone: '500000009',
} as const;

/** The demo shopper's grants: SAR 50.00 in the wallet and 2,000 points (worth SAR 20.00). */
export const DEMO_GRANTS = { wallet: 5_000, points: 2_000 } as const;

const day = 86_400_000;

/** The demo coupons; `brandSlug` scopes one to a brand. */
export function demoCoupons(now: Date) {
  return [
    {
      code: 'WELCOME10',
      // A welcome coupon of the demo, not the newsletter's offer: that is 15 % (R9.07,
      // NEWSLETTER_OFFER_PERCENT), a coupon of its own issued when a subscription is confirmed.
      name: 'قسيمة الترحيب: خصم 10٪ على أول طلب',
      nameEn: 'Welcome coupon: 10% off your first order',
      kind: 'percent' as const,
      value: 10,
      firstOrderOnly: true,
      maxUsesPerCustomer: 1,
    },
    {
      code: 'SAVE15',
      name: 'خصم 15٪ حتى 30 ريالًا',
      nameEn: '15% off, up to SAR 30',
      kind: 'percent' as const,
      value: 15,
      maxDiscount: 3_000,
      currency: 'SAR',
    },
    {
      code: 'FIXED20',
      name: 'خصم 20 ريالًا على طلب من 100 ريال',
      nameEn: 'SAR 20 off an order of SAR 100 or more',
      kind: 'fixed' as const,
      value: 2_000,
      currency: 'SAR',
      minSubtotal: 10_000,
    },
    {
      code: 'NAKHEEL25',
      name: 'خصم 25٪ من أسواق النخيل',
      nameEn: '25% off at Nakheel Markets',
      kind: 'percent' as const,
      value: 25,
      brandSlug: 'nakheel',
    },
    {
      code: 'EXPIRED5',
      name: 'خصم 5٪ (منتهي)',
      nameEn: '5% off (expired)',
      kind: 'percent' as const,
      value: 5,
      startsAt: new Date(now.getTime() - 60 * day),
      endsAt: new Date(now.getTime() - 30 * day),
    },
    {
      code: 'ONCE50',
      name: 'خصم 50 ريالًا لأول من يستخدمه',
      nameEn: 'SAR 50 off for the first to use it',
      kind: 'fixed' as const,
      value: 5_000,
      currency: 'SAR',
      maxUses: 1,
    },
  ];
}

/**
 * Adds the demo shopper (verified; addresses in Riyadh and in Kuwait City, the latter to see
 * R8.13 with Shifa Pharmacies, whose medicines go to Saudi Arabia only), their wallet and points
 * grants, and the demo coupons. Does nothing when coupons exist already. Needs the catalog.
 */
export async function seedDemoShoppers(
  db: Database,
  now: Date = new Date(),
): Promise<{ shoppers: number; coupons: number }> {
  const passwordHash = await hashPassword(DEMO_SHOPPER.password);
  return db.transaction(async (tx) => {
    // Two seeds at once (servers starting together): the second waits here, then finds the
    // coupons and does nothing, instead of inserting the same codes and failing.
    await tx.execute(sql`lock table ${coupons} in exclusive mode`);
    const [existing] = await tx.select({ rows: count() }).from(coupons);
    if ((existing?.rows ?? 0) > 0) return { shoppers: 0, coupons: 0 };
    const brandRows = await tx.select({ id: brands.id, slug: brands.slug }).from(brands);
    const brandId = new Map(brandRows.map((row) => [row.slug, row.id]));
    const couponRows = demoCoupons(now).map(({ brandSlug, ...coupon }) => ({
      ...coupon,
      brandId: brandSlug === undefined ? null : (brandId.get(brandSlug) ?? null),
    }));
    await tx.insert(coupons).values(couponRows);

    const { password: _password, ...shopper } = DEMO_SHOPPER;
    await tx
      .insert(customers)
      .values({ ...DEMO_BNPL_REFUSED_SHOPPER, passwordHash, verifiedAt: now })
      .onConflictDoNothing();
    const [customer] = await tx
      .insert(customers)
      .values({ ...shopper, passwordHash, verifiedAt: now })
      .onConflictDoNothing()
      .returning({ id: customers.id });
    if (!customer) return { shoppers: 0, coupons: couponRows.length };
    const places = await tx
      .select({
        cityId: cities.id,
        nameEn: cities.nameEn,
        stateId: states.id,
        countryId: states.countryId,
      })
      .from(cities)
      .innerJoin(states, eq(states.id, cities.stateId))
      .where(inArray(cities.nameEn, ['Riyadh', 'Kuwait City']));
    const addresses = places.map((place) => {
      const home = place.nameEn === 'Riyadh';
      return {
        customerId: customer.id,
        title: home ? 'Home' : 'Office',
        streetAddress: home ? '1 King Fahd Road' : '5 Gulf Road',
        countryId: place.countryId,
        stateId: place.stateId,
        cityId: place.cityId,
        postalCode: '12345',
        phone: DEMO_SHOPPER.phone,
        // On the map (issue 18): home by Kingdom Centre, inside Khaleej Fresh's delivery area;
        // the office on Kuwait City's Gulf Road, outside every area.
        ...(home ? { lat: 24.7113, lng: 46.6744 } : { lat: 29.3759, lng: 47.9774 }),
      };
    });
    if (addresses.length > 0) await tx.insert(customerAddresses).values(addresses);
    await tx.insert(ledgerEntries).values([
      {
        customerId: customer.id,
        account: 'wallet',
        kind: 'credit',
        amount: DEMO_GRANTS.wallet,
        name: 'رصيد ترحيبي',
        nameEn: 'Welcome credit',
      },
      {
        customerId: customer.id,
        account: 'points',
        kind: 'credit',
        amount: DEMO_GRANTS.points,
        name: 'نقاط ترحيبية',
        nameEn: 'Welcome points',
      },
    ]);
    return { shoppers: 1, coupons: couponRows.length };
  });
}
