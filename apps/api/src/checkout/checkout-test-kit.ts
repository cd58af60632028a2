// Test helpers of the checkout and order tests (not a test file itself), built on the cart's
// kit: a brand with a city, speeds and slots of the test's own, shoppers with an address.
import { randomBytes } from 'node:crypto';
import type { PlacedCheckout } from '@shop/core/schemas';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '#src/db/database.ts';
import {
  brandCities,
  brandDeliverySpeeds,
  cities,
  countries,
  couponRedemptions,
  coupons,
  customerAddresses,
  deliverySlots,
  deliverySpeeds,
  ledgerEntries,
  productCountries,
  products,
  states,
} from '#src/db/schema.ts';
import {
  createBrand,
  createCustomer,
  createProduct,
  type BrandSpec,
  type ProductSpec,
  type TestProduct,
  type useCartApp,
} from '#src/cart/cart-test-kit.ts';

export type CartKit = ReturnType<typeof useCartApp>;

export interface TestBrand {
  id: number;
  cityId: number;
  standardId: number;
  expressId: number;
}

/** A brand delivering to one city with standard (1500) and express (3000) speeds. */
export async function createCheckoutBrand(db: Database, spec: BrandSpec = {}): Promise<TestBrand> {
  const id = await createBrand(db, spec);
  const [city] = await db.select({ id: cities.id }).from(cities).orderBy(cities.id).limit(1);
  if (!city) throw new Error('createCheckoutBrand: no city');
  await db.insert(brandCities).values({ brandId: id, cityId: city.id });
  const speeds = await db
    .select({ id: deliverySpeeds.id, code: deliverySpeeds.code })
    .from(deliverySpeeds);
  const idOf = (code: string) => {
    const found = speeds.find((speed) => speed.code === code);
    if (!found) throw new Error(`createCheckoutBrand: no ${code} speed`);
    return found.id;
  };
  const standardId = idOf('standard');
  const expressId = idOf('express');
  await db.insert(brandDeliverySpeeds).values([
    { brandId: id, deliverySpeedId: standardId, fee: 1500, etaMinutes: 120 },
    { brandId: id, deliverySpeedId: expressId, fee: 3000, etaMinutes: 45 },
  ]);
  return { id, cityId: city.id, standardId, expressId };
}

let slotHour = 0;

/** A slot of the brand starting in a day or so (each call a later hour), with `capacity` places. */
export async function createSlot(db: Database, brandId: number, capacity = 20): Promise<number> {
  slotHour += 1;
  const startsAt = new Date(Date.now() + (24 + slotHour) * 3_600_000);
  const [row] = await db
    .insert(deliverySlots)
    .values({
      brandId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3 * 3_600_000),
      capacity,
    })
    .returning({ id: deliverySlots.id });
  if (!row) throw new Error('createSlot: no row');
  return row.id;
}

/** An address of the customer in the city. */
export async function createAddress(
  db: Database,
  customerId: number,
  cityId: number,
): Promise<number> {
  const [city] = await db
    .select({ stateId: cities.stateId, countryId: states.countryId })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(eq(cities.id, cityId));
  if (!city) throw new Error('createAddress: no city');
  const [row] = await db
    .insert(customerAddresses)
    .values({
      customerId,
      title: 'Home',
      streetAddress: '1 King Fahd Road',
      countryId: city.countryId,
      stateId: city.stateId,
      cityId,
      postalCode: '12345',
      phone: '512345678',
    })
    .returning({ id: customerAddresses.id });
  if (!row) throw new Error('createAddress: no row');
  return row.id;
}

/**
 * A product of the brand kept cold or dry, deliverable to `countryIds` (by default to every
 * country).
 */
export async function createStoredProduct(
  db: Database,
  spec: ProductSpec & { storage: 'cold' | 'dry'; countryIds?: number[] },
): Promise<TestProduct> {
  const product = await createProduct(db, spec);
  await db.update(products).set({ storage: spec.storage }).where(eq(products.id, product.id));
  const countryIds =
    spec.countryIds ?? (await db.select({ id: countries.id }).from(countries)).map((c) => c.id);
  if (countryIds.length > 0) {
    await db
      .insert(productCountries)
      .values(countryIds.map((countryId) => ({ productId: product.id, countryId })));
  }
  return product;
}

export async function stockOf(db: Database, productId: number): Promise<number> {
  const [row] = await db
    .select({ stock: products.stockQuantity })
    .from(products)
    .where(eq(products.id, productId));
  return row?.stock ?? Number.NaN;
}

export interface Shopper {
  id: number;
  token: string;
  addressId: number;
}

/**
 * A customer with an address in the brand's city, these products in the basket (through the
 * cart's route) and, with `slotId`, a hold of that slot.
 */
export async function createShopper(
  kit: CartKit,
  brand: TestBrand,
  basket: { product: TestProduct; quantity?: number }[],
  slotId?: number,
): Promise<Shopper> {
  const customer = await createCustomer(kit.db);
  const addressId = await createAddress(kit.db, customer.id, brand.cityId);
  for (const { product, quantity } of basket) {
    const added = await kit.call('POST', 'Cart/Line', {
      token: customer.token,
      body: { productId: product.id, quantity: quantity ?? 1 },
    });
    if (added.statusCode !== 200)
      throw new Error(`createShopper: add ${added.statusCode} ${added.body}`);
  }
  if (slotId !== undefined) {
    const held = await kit.call('POST', 'Checkout/Hold', {
      token: customer.token,
      body: { slotId },
    });
    if (held.statusCode !== 200)
      throw new Error(`createShopper: hold ${held.statusCode} ${held.body}`);
  }
  return { ...customer, addressId };
}

/** The body of Quote and Place for the shopper. */
export function checkoutBody(shopper: Shopper, slotId: number, deliverySpeedId: number) {
  return { addressId: shopper.addressId, slotId, deliverySpeedId, paymentMethod: 'cod' };
}

/** A fresh Idempotency-Key. */
export function newKey(): string {
  return randomBytes(12).toString('base64url');
}

export function place(
  kit: CartKit,
  shopper: Shopper,
  body: unknown,
  key: string = newKey(),
): Promise<LightMyRequestResponse> {
  return kit.call('POST', 'Checkout/Place', {
    token: shopper.token,
    body,
    headers: { 'idempotency-key': key },
  });
}

export function placedOf(response: LightMyRequestResponse): PlacedCheckout {
  if (response.statusCode !== 200) {
    throw new Error(`expected placed orders, got ${response.statusCode}: ${response.body}`);
  }
  return response.json<PlacedCheckout>();
}

/** How many answers had each status. */
export function statuses(answers: { statusCode: number }[]): Record<number, number> {
  const counted: Record<number, number> = {};
  for (const { statusCode } of answers) counted[statusCode] = (counted[statusCode] ?? 0) + 1;
  return counted;
}

/** Rows of a table for the customer (orders, checkouts …), by raw count. */
export async function countRows(db: Database, table: string, customerId: number): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)} where customer_id = ${customerId}`,
  );
  return (result as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

let couponTag = 0;

/** A coupon with the given rules (a unique upper-case code unless `code` is set). */
export async function createCoupon(
  db: Database,
  spec: Partial<typeof coupons.$inferInsert> & Pick<typeof coupons.$inferInsert, 'kind' | 'value'>,
): Promise<{ id: number; code: string }> {
  couponTag += 1;
  const code = spec.code ?? `T${randomBytes(4).toString('hex').toUpperCase()}${couponTag}`;
  const [row] = await db
    .insert(coupons)
    .values({
      name: 'كوبون الاختبار',
      nameEn: 'Test coupon',
      currency: spec.kind === 'fixed' ? 'SAR' : null,
      ...spec,
      code,
    })
    .returning({ id: coupons.id, code: coupons.code });
  if (!row) throw new Error('createCoupon: no row');
  return row;
}

/** Credits the customer's wallet (minor units) or points. */
export async function grant(
  db: Database,
  customerId: number,
  account: 'wallet' | 'points',
  amount: number,
): Promise<void> {
  await db.insert(ledgerEntries).values({
    customerId,
    account,
    kind: 'credit',
    amount,
    name: 'منحة',
    nameEn: 'Grant',
  });
}

/** The coupon's redemptions, oldest first. */
export async function redemptionsOf(db: Database, couponId: number) {
  return db
    .select({ status: couponRedemptions.status, customerId: couponRedemptions.customerId })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, couponId))
    .orderBy(couponRedemptions.id);
}
