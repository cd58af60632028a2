import type { Brand, ProductPage, SearchResult, Suggestion } from '@shop/core/schemas';
import { beforeAll, expect, it } from 'vitest';
import { cartOf, createCustomer, errorsOf, useCartApp } from '#src/cart/cart-test-kit.ts';
import {
  checkoutBody,
  createShopper,
  place,
  placedOf,
  stockOf,
} from '#src/checkout/checkout-test-kit.ts';
import {
  createSellerWorld,
  productBody,
  sharedCategoryId,
  testBrandOf,
  type SellerWorld,
} from '#src/sellers/seller-test-kit.ts';
import { signInStaff } from '#src/staff/staff-test-kit.ts';

// A suspended seller's store leaves the marketplace whole (issue 16): its brand and products
// are in no listing, search, suggestion, sitemap or page, and a basket still holding one of its
// products shows the line out of stock and cannot check out or add more. Reinstated, all of it
// is back as it was. Everything through the API, as a shopper and as staff.

const kit = useCartApp();
const { call } = kit;

let seller: SellerWorld;
let productId: number;
let slug: string;
let staffToken: string;
/** A word only this test's product has in its name, for search and suggestions. */
const word = `zaatarine${Date.now().toString(36)}`;

beforeAll(async () => {
  const categoryId = await sharedCategoryId(kit.db);
  seller = await createSellerWorld(kit, categoryId);
  const created = await call('POST', 'Seller/Product', {
    token: seller.token,
    body: productBody(seller.brandId, categoryId, `Zaatar mix ${word}`),
  });
  expect(created.statusCode, created.body).toBe(201);
  ({ id: productId, slug } = created.json<{ id: number; slug: string }>());
  staffToken = (await signInStaff(kit.db, call, 'support')).token;
});

const decide = (decision: 'Suspend' | 'Reinstate') =>
  call('POST', `Staff/SellerApplication/${seller.applicationId}/${decision}`, {
    token: staffToken,
    body: { reason: decision === 'Suspend' ? 'Documents expired' : 'Documents renewed' },
  });

/** What a shopper can see of the store's product and brand, everywhere the catalog shows them. */
async function visibility() {
  const listed = await call('GET', `Product?brandId=${seller.brandId}&pageSize=50`);
  const everything = await call('GET', 'Product?pageSize=50&sort=newest');
  const searched = await call('GET', `Search?q=${word}`);
  const suggested = await call('GET', `Search/Suggest?q=${word}`);
  const brands = await call('GET', 'Brand');
  const slugs = await call('GET', 'ProductSlug?page=1&pageSize=1000');
  const ids = (answer: typeof listed) => answer.json<ProductPage>().items.map((item) => item.id);
  return {
    page: (await call('GET', `Product/${slug}`)).statusCode,
    brandPage: (await call('GET', `Brand/${seller.brandId}`)).statusCode,
    storePage: (await call('GET', `Store/${seller.storeSlug}`)).statusCode,
    inBrandListing: ids(listed).includes(productId),
    inNewest: ids(everything).includes(productId),
    inSearch: searched.json<SearchResult>().items.some((item) => item.id === productId),
    inSuggestions: suggested
      .json<Suggestion[]>()
      .some((item) => item.kind === 'product' && item.id === productId),
    inBrands: brands.json<Brand[]>().some((brand) => brand.id === seller.brandId),
    inSitemap: slugs.json<{ items: { slug: string }[] }>().items.some((item) => item.slug === slug),
  };
}

const everywhere = {
  page: 200,
  brandPage: 200,
  storePage: 200,
  inBrandListing: true,
  inNewest: true,
  inSearch: true,
  inSuggestions: true,
  inBrands: true,
  inSitemap: true,
};

it('leaves the catalog and every basket while suspended, and comes back when reinstated', async () => {
  const shopper = await createCustomer(kit.db);
  const add = (quantity = 1) =>
    call('POST', 'Cart/Line', { token: shopper.token, body: { productId, quantity } });
  const added = await add();
  expect(added.statusCode, added.body).toBe(200);
  expect(await visibility()).toEqual(everywhere);

  expect((await decide('Suspend')).statusCode).toBe(200);
  expect(await visibility()).toEqual({
    page: 404,
    brandPage: 404,
    storePage: 404,
    inBrandListing: false,
    inNewest: false,
    inSearch: false,
    inSuggestions: false,
    inBrands: false,
    inSitemap: false,
  });
  // The basket keeps the line, shown out of stock; it can neither grow nor go to checkout.
  const held = cartOf(await call('GET', 'Cart', { token: shopper.token }));
  expect(held.lines).toHaveLength(1);
  expect(held.lines[0]).toMatchObject({ maxQuantity: 0, problems: ['out_of_stock'] });
  expect(held.canCheckout).toBe(false);
  const refused = await add();
  expect(refused.statusCode).toBe(409);
  expect(errorsOf(refused)[0]).toMatchObject({ code: 'out_of_stock' });
  expect(cartOf(await call('GET', 'Cart', { token: shopper.token })).lines[0]?.quantity).toBe(1);

  expect((await decide('Reinstate')).statusCode).toBe(200);
  expect(await visibility()).toEqual(everywhere);
  const back = cartOf(await call('GET', 'Cart', { token: shopper.token }));
  expect(back.lines[0]).toMatchObject({ quantity: 1, problems: [] });
  expect(back.lines[0]?.maxQuantity).toBeGreaterThan(0);
  expect((await add()).statusCode).toBe(200);
});

it('refuses the checkout of a basket holding its product, and takes no stock', async () => {
  const brand = await testBrandOf(kit.db, seller);
  const shopper = await createShopper(
    kit,
    brand,
    [{ product: { id: productId, brandId: seller.brandId, price: 5000, options: [] } }],
    seller.slot.id,
  );
  const before = await stockOf(kit.db, productId);
  expect((await decide('Suspend')).statusCode).toBe(200);
  const body = checkoutBody(shopper, seller.slot.id, brand.standardId);
  const quoted = await call('POST', 'Checkout/Quote', { token: shopper.token, body });
  expect(quoted.statusCode).toBe(409);
  expect(errorsOf(quoted)[0]).toMatchObject({ code: 'out_of_stock' });
  const placed = await place(kit, shopper, body);
  expect(placed.statusCode).toBe(409);
  expect(errorsOf(placed)[0]).toMatchObject({ code: 'out_of_stock' });
  expect(await stockOf(kit.db, productId)).toBe(before);
  expect((await decide('Reinstate')).statusCode).toBe(200);
  expect(placedOf(await place(kit, shopper, body)).orders).toHaveLength(1);
  expect(await stockOf(kit.db, productId)).toBe(before - 1);
});
