import type { Cart, CheckoutQuote, Order } from '@shop/core/schemas';
import { eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useCartApp } from '#src/cart/cart-test-kit.ts';
import { cities, countries, products, states } from '#src/db/schema.ts';
import {
  checkoutBody,
  createCheckoutBrand,
  createShopper,
  createSlot,
  createStoredProduct,
  place,
  placedOf,
  stockOf,
  type TestBrand,
} from './checkout-test-kit.ts';

// R8.13: products that cannot be delivered to the address's country are left out of the order,
// listed with a notice, and stay in the basket; the rest is placed as usual.
const kit = useCartApp();
const { call } = kit;

/** The country of the brand's city and another one. */
async function countriesOf(brand: TestBrand): Promise<{ home: number; other: number }> {
  const [home] = await kit.db
    .select({ id: states.countryId })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(eq(cities.id, brand.cityId));
  const [other] = await kit.db
    .select({ id: countries.id })
    .from(countries)
    .where(ne(countries.id, home!.id))
    .limit(1);
  return { home: home!.id, other: other!.id };
}

describe('undeliverable products (R8.13)', () => {
  it("leaves out a line that cannot go to the address's country, places the rest, keeps the line in the basket", async () => {
    const brand = await createCheckoutBrand(kit.db);
    const { home, other } = await countriesOf(brand);
    const here = await createStoredProduct(kit.db, {
      brandId: brand.id,
      price: 4_000,
      storage: 'dry',
      countryIds: [home, other],
    });
    const elsewhere = await createStoredProduct(kit.db, {
      brandId: brand.id,
      price: 9_000,
      stock: 7,
      storage: 'cold',
      countryIds: [other],
    });
    const slotId = await createSlot(kit.db, brand.id);
    const shopper = await createShopper(
      kit,
      brand,
      [{ product: here }, { product: elsewhere, quantity: 2 }],
      slotId,
    );
    const body = checkoutBody(shopper, slotId, brand.standardId);

    const quote = (
      await call('POST', 'Checkout/Quote', { token: shopper.token, body })
    ).json<CheckoutQuote>();
    const [names] = await kit.db
      .select({ name: products.name, nameEn: products.nameEn })
      .from(products)
      .where(eq(products.id, elsewhere.id));
    expect(quote.undeliverable).toEqual([{ productId: elsewhere.id, ...names }]);
    expect(quote.orders).toHaveLength(1);
    expect(quote.orders[0]).toMatchObject({ storage: 'dry', subtotal: 4_000, total: 5_500 });
    expect(quote.orders[0]!.lines.map((line) => line.productId)).toEqual([here.id]);

    const placed = placedOf(await place(kit, shopper, body));
    expect(placed.undeliverable).toEqual(quote.undeliverable);
    const [order] = placed.orders as [Order];
    expect(placed.orders).toHaveLength(1);
    expect(order.lines.map((line) => line.productId)).toEqual([here.id]);
    expect(order.total).toBe(quote.total);
    expect(await stockOf(kit.db, elsewhere.id)).toBe(7);

    const cart = (await call('GET', 'Cart', { token: shopper.token })).json<Cart>();
    expect(cart.lines.map((line) => [line.product.id, line.quantity])).toEqual([[elsewhere.id, 2]]);
    expect(cart.brand?.id).toBe(brand.id);
  });

  it('refuses a basket none of whose lines can go there with 409 cart_undeliverable', async () => {
    const brand = await createCheckoutBrand(kit.db);
    const { other } = await countriesOf(brand);
    const elsewhere = await createStoredProduct(kit.db, {
      brandId: brand.id,
      storage: 'dry',
      countryIds: [other],
    });
    const slotId = await createSlot(kit.db, brand.id);
    const shopper = await createShopper(kit, brand, [{ product: elsewhere }], slotId);
    const body = checkoutBody(shopper, slotId, brand.standardId);
    for (const route of ['Checkout/Quote', 'Checkout/Place'] as const) {
      const answer =
        route === 'Checkout/Place'
          ? await place(kit, shopper, body)
          : await call('POST', route, { token: shopper.token, body });
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject([
        { code: 'cart_undeliverable', field: 'body.addressId' },
      ]);
    }
  });

  it("checks the brand's minimum order on the lines that can be delivered", async () => {
    const brand = await createCheckoutBrand(kit.db, { minimumOrder: 5_000 });
    const { home, other } = await countriesOf(brand);
    const here = await createStoredProduct(kit.db, {
      brandId: brand.id,
      price: 3_000,
      storage: 'dry',
      countryIds: [home],
    });
    const elsewhere = await createStoredProduct(kit.db, {
      brandId: brand.id,
      price: 3_000,
      storage: 'dry',
      countryIds: [other],
    });
    const slotId = await createSlot(kit.db, brand.id);
    const shopper = await createShopper(
      kit,
      brand,
      [{ product: here }, { product: elsewhere }],
      slotId,
    );
    const answer = await call('POST', 'Checkout/Quote', {
      token: shopper.token,
      body: checkoutBody(shopper, slotId, brand.standardId),
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject([{ code: 'cart_minimum_order' }]);
  });
});
