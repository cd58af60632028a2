import type {
  Order,
  ProductDetail,
  SellerMe,
  SellerOrder,
  SellerOrderPage,
  SellerProduct,
  SellerProductPage,
  SellerSession,
  SellerSlot,
  SellerSlotPage,
  SellerStockAnswer,
  SellerStore,
} from '@shop/core/schemas';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartRowIdOf, createUpload, useCartApp } from '#src/cart/cart-test-kit.ts';
import {
  checkoutBody,
  createShopper,
  createStoredProduct,
  place,
  placedOf,
} from '#src/checkout/checkout-test-kit.ts';
import {
  categories,
  orders,
  productCountries,
  rateLimitCounters,
  slotHolds,
} from '#src/db/schema.ts';
import { sellerWriteLimits } from './seller-auth.ts';
import { setSellerSuspended } from './seller-accounts.ts';
import {
  createSellerWorld,
  createTestSeller,
  productBody,
  sharedCategoryId,
  signInSeller,
  slotBody,
  testBrandOf,
  type SellerWorld,
} from './seller-test-kit.ts';

// What a seller may do (R6.03), each through the API as a seller's screens would: sign in, read
// and edit their store, products, stock, slots and orders. The denials are in
// seller-permissions.test.ts. Public answers are kept in memory here, so a change must show.

const kit = useCartApp({ responseCache: { seconds: 60 } });
const { call } = kit;

let categoryId: number;
let world: SellerWorld;

beforeAll(async () => {
  categoryId = await sharedCategoryId(kit.db);
  world = await createSellerWorld(kit, categoryId);
});

describe('sign-in', () => {
  it('answers a token, the seller, the store and its brands; one 401 for unknown and wrong', async () => {
    const seller = await createTestSeller(kit.db);
    const session = await signInSeller(call, seller);
    expect(session).toMatchObject({
      id: seller.sellerId,
      email: seller.email,
      locale: 'en',
      store: { id: seller.storeId, slug: seller.storeSlug, status: 'active' },
      brands: [{ id: seller.brandId }],
    });
    expect(session.token).toMatch(/^[\w-]{43}$/);
    const me = await call('GET', 'Seller/Me', { token: session.token });
    expect(me.statusCode).toBe(200);
    const { token: _token, ...withoutToken } = session;
    expect(me.json<SellerMe>()).toEqual(withoutToken);

    const wrong = await call('POST', 'Seller/Login', {
      body: { email: seller.email, password: 'not the password' },
      ip: '10.0.0.2',
    });
    const unknown = await call('POST', 'Seller/Login', {
      body: { email: `nobody.${seller.email}`, password: 'not the password' },
      ip: '10.0.0.2',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
  });

  it('slows one client down on one account while another client still signs in', async () => {
    const seller = await createTestSeller(kit.db);
    const attempt = (ip: string, password = 'wrong password') =>
      call('POST', 'Seller/Login', { body: { email: seller.email, password }, ip });
    const answers = [];
    for (let index = 0; index < 7; index += 1) answers.push((await attempt('10.0.1.1')).statusCode);
    expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(answers.at(-1)).toBe(429);
    expect((await attempt('10.0.1.2', seller.password)).statusCode).toBe(200);
  });

  it('ends the session on logout', async () => {
    const seller = await createTestSeller(kit.db);
    const { token } = await signInSeller(call, seller);
    expect((await call('POST', 'Seller/Logout', { token })).statusCode).toBe(204);
    const after = await call('GET', 'Seller/Me', { token });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a suspended seller (403 seller_suspended) and lets them back once reinstated', async () => {
    const seller = await createTestSeller(kit.db);
    const { token } = await signInSeller(call, seller);
    await kit.db.transaction((tx) => setSellerSuspended(tx, seller.applicationId, true));
    const refused = await call('GET', 'Seller/Me', { token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject([{ code: 'seller_suspended' }]);
    const login = await call('POST', 'Seller/Login', {
      body: { email: seller.email, password: seller.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject([{ code: 'seller_suspended' }]);
    await kit.db.transaction((tx) => setSellerSuspended(tx, seller.applicationId, false));
    expect((await call('GET', 'Seller/Me', { token })).statusCode).toBe(200);
  });
});

describe('the store', () => {
  it('reads and edits its profile, and the public store page shows the change at once', async () => {
    const seller = await createTestSeller(kit.db);
    const { token } = await signInSeller(call, seller);
    const before = await call('GET', `Store/${seller.storeSlug}`);
    expect(before.statusCode).toBe(200);
    const changed = await call('PATCH', 'Seller/Store', {
      token,
      body: { nameEn: 'Renamed Store', descriptionEn: 'Fresh every morning' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<SellerStore>()).toMatchObject({
      id: seller.storeId,
      nameEn: 'Renamed Store',
      descriptionEn: 'Fresh every morning',
    });
    expect((await call('GET', 'Seller/Store', { token })).json<SellerStore>().nameEn).toBe(
      'Renamed Store',
    );
    const after = await call('GET', `Store/${seller.storeSlug}`);
    expect(after.json<{ nameEn: string }>().nameEn).toBe('Renamed Store');
  });

  it('refuses unbounded or empty texts (400 validation), changing nothing', async () => {
    const seller = await createTestSeller(kit.db);
    const { token } = await signInSeller(call, seller);
    const long = await call('PATCH', 'Seller/Store', { token, body: { name: 'x'.repeat(121) } });
    const empty = await call('PATCH', 'Seller/Store', { token, body: { nameEn: '  ' } });
    const unknown = await call('PATCH', 'Seller/Store', { token, body: { slug: 'mine' } });
    for (const answer of [long, empty, unknown]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject([{ code: 'validation' }]);
    }
    const store = (await call('GET', 'Seller/Store', { token })).json<SellerStore>();
    expect(store.slug).toBe(seller.storeSlug);
  });
});

describe('products', () => {
  it('creates a product the catalog, search and checkout know, with a unique slug and SKU', async () => {
    const { product } = world;
    expect(product).toMatchObject({
      brandId: world.brandId,
      categoryId,
      nameEn: 'Date Syrup 500 ml',
      price: 5000,
      currentPrice: 5000,
      currency: 'SAR',
      stockQuantity: 40,
    });
    expect(product.slug).toMatch(/^date-syrup-500-ml-/);
    const detail = await call('GET', `Product/${product.slug}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<ProductDetail>()).toMatchObject({ id: product.id, price: 5000 });
    const found = await call(
      'GET',
      `Search?q=${encodeURIComponent('دبس التمر')}&brandId=${world.brandId}`,
    );
    expect(found.json<{ items: { id: number }[] }>().items.map((item) => item.id)).toContain(
      product.id,
    );
    const countries = await kit.db
      .select()
      .from(productCountries)
      .where(eq(productCountries.productId, product.id));
    expect(countries.length).toBeGreaterThan(0);

    const twin = await call('POST', 'Seller/Product', {
      token: world.token,
      body: productBody(world.brandId, categoryId),
    });
    expect(twin.statusCode).toBe(201);
    expect(twin.json<SellerProduct>().slug).not.toBe(product.slug);
    expect(twin.json<SellerProduct>().sku).not.toBe(product.sku);
  });

  it('lists its products a page at a time, newest first, and finds them by name', async () => {
    const seller = await createTestSeller(kit.db);
    const { token } = await signInSeller(call, seller);
    for (const name of ['Olive Oil 1 L', 'Black Tea 100 Bags', 'Olive Soap']) {
      const made = await call('POST', 'Seller/Product', {
        token,
        body: productBody(seller.brandId, categoryId, name),
      });
      expect(made.statusCode).toBe(201);
    }
    const first = (
      await call('GET', 'Seller/Product?page=1&pageSize=2', { token })
    ).json<SellerProductPage>();
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 3, totalPages: 2 });
    expect(first.items.map((item) => item.nameEn)).toEqual(['Olive Soap', 'Black Tea 100 Bags']);
    const olive = (
      await call('GET', 'Seller/Product?q=olive', { token })
    ).json<SellerProductPage>();
    expect(olive.items.map((item) => item.nameEn).sort()).toEqual(['Olive Oil 1 L', 'Olive Soap']);
    const one = await call('GET', `Seller/Product/${first.items[0]?.id}`, { token });
    expect(one.json<SellerProduct>().nameEn).toBe('Olive Soap');
  });

  it('edits a product; the public product page shows the new price and name at once', async () => {
    const made = await call('POST', 'Seller/Product', {
      token: world.token,
      body: productBody(world.brandId, categoryId, 'Fig Jam 300 g'),
    });
    const product = made.json<SellerProduct>();
    expect((await call('GET', `Product/${product.slug}`)).json<ProductDetail>().price).toBe(5000);
    const changed = await call('PATCH', `Seller/Product/${product.id}`, {
      token: world.token,
      body: { price: 4200, compareAtPrice: 5000, nameEn: 'Fig Jam 350 g', maxPerOrder: 3 },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<SellerProduct>()).toMatchObject({
      price: 4200,
      currentPrice: 4200,
      compareAtPrice: 5000,
      nameEn: 'Fig Jam 350 g',
      maxPerOrder: 3,
      slug: product.slug,
    });
    const detail = (await call('GET', `Product/${product.slug}`)).json<ProductDetail>();
    expect(detail).toMatchObject({ price: 4200, nameEn: 'Fig Jam 350 g' });
  });

  it('refuses a brand or category that is not its to use (404 on the field)', async () => {
    const other = await createTestSeller(kit.db);
    const foreignBrand = await call('POST', 'Seller/Product', {
      token: world.token,
      body: productBody(other.brandId, categoryId),
    });
    expect(foreignBrand.statusCode).toBe(404);
    expect(foreignBrand.json()).toMatchObject([{ code: 'not_found', field: 'body.brandId' }]);
    const [owned] = await kit.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.brandId, 1)))
      .limit(1);
    if (owned) {
      const foreignCategory = await call('POST', 'Seller/Product', {
        token: world.token,
        body: productBody(world.brandId, owned.id),
      });
      expect(foreignCategory.statusCode).toBe(404);
      expect(foreignCategory.json()).toMatchObject([
        { code: 'not_found', field: 'body.categoryId' },
      ]);
    }
    const badPrice = await call('POST', 'Seller/Product', {
      token: world.token,
      body: { ...productBody(world.brandId, categoryId), price: -1 },
    });
    expect(badPrice.statusCode).toBe(400);
  });
});

describe('stock', () => {
  it('sets one product’s stock, and several at once all or nothing', async () => {
    const made = await Promise.all(
      ['Cardamom 50 g', 'Saffron 1 g'].map(async (name) =>
        (
          await call('POST', 'Seller/Product', {
            token: world.token,
            body: productBody(world.brandId, categoryId, name),
          })
        ).json<SellerProduct>(),
      ),
    );
    const [a, b] = made as [SellerProduct, SellerProduct];
    const one = await call('PUT', `Seller/Product/${a.id}/Stock`, {
      token: world.token,
      body: { stockQuantity: 7 },
    });
    expect(one.json<SellerStockAnswer>()).toEqual({
      items: [{ productId: a.id, stockQuantity: 7 }],
    });
    const bulk = await call('POST', 'Seller/Stock', {
      token: world.token,
      body: {
        items: [
          { productId: b.id, stockQuantity: 0 },
          { productId: a.id, stockQuantity: 12 },
        ],
      },
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json<SellerStockAnswer>().items).toEqual(
      [
        { productId: a.id, stockQuantity: 12 },
        { productId: b.id, stockQuantity: 0 },
      ].sort((x, y) => x.productId - y.productId),
    );
    expect((await call('GET', `Product/${b.slug}`)).json<ProductDetail>()).toMatchObject({
      stockQuantity: 0,
    });
    // The demo catalog's product 1 is the marketplace's own: one of it spoils the whole request.
    const mixed = await call('POST', 'Seller/Stock', {
      token: world.token,
      body: {
        items: [
          { productId: a.id, stockQuantity: 99 },
          { productId: 1, stockQuantity: 0 },
        ],
      },
    });
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json()).toMatchObject([{ code: 'not_found', field: 'body.items' }]);
    const read = await call('GET', `Seller/Product/${a.id}`, { token: world.token });
    expect(read.json<SellerProduct>().stockQuantity).toBe(12);
    const twice = await call('POST', 'Seller/Stock', {
      token: world.token,
      body: {
        items: [
          { productId: a.id, stockQuantity: 1 },
          { productId: a.id, stockQuantity: 2 },
        ],
      },
    });
    expect(twice.statusCode).toBe(400);
  });

  it('keeps each of 12 concurrent bulk changes whole: the result is exactly one of them', async () => {
    const made: SellerProduct[] = [];
    for (let index = 0; index < 8; index += 1) {
      made.push(
        (
          await call('POST', 'Seller/Product', {
            token: world.token,
            body: productBody(world.brandId, categoryId, `Spice Mix ${index}`),
          })
        ).json<SellerProduct>(),
      );
    }
    const requests = Array.from({ length: 12 }, (_, round) => {
      // Each request names the products in another order, so their locks would cross.
      const items = made.map((product, index) => ({
        productId: product.id,
        stockQuantity: round * 100 + index,
      }));
      return round % 2 === 0 ? items : items.reverse();
    });
    const answers = await Promise.all(
      requests.map((items) =>
        call('POST', 'Seller/Stock', { token: world.token, body: { items } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(requests.map(() => 200));
    const now = await Promise.all(
      made.map(
        async (product) =>
          (
            await call('GET', `Seller/Product/${product.id}`, { token: world.token })
          ).json<SellerProduct>().stockQuantity,
      ),
    );
    const round = Math.floor((now[0] ?? 0) / 100);
    expect(now).toEqual(made.map((_, index) => round * 100 + index));
  });
});

describe('slots', () => {
  it('opens a slot, lists its slots with the places taken, refuses a second at the same start', async () => {
    const body = slotBody(world.brandId, 3);
    const opened = await call('POST', 'Seller/Slot', { token: world.token, body });
    expect(opened.statusCode).toBe(201);
    expect(opened.json<SellerSlot>()).toMatchObject({
      brandId: world.brandId,
      startsAt: body.startsAt,
      endsAt: body.endsAt,
      capacity: 3,
      taken: 0,
    });
    const again = await call('POST', 'Seller/Slot', { token: world.token, body });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject([{ code: 'slot_exists' }]);
    const list = (await call('GET', 'Seller/Slot', { token: world.token })).json<SellerSlotPage>();
    const withOrder = list.items.find((slot) => slot.id === world.slot.id);
    expect(withOrder?.taken).toBe(1);
    expect(list.items.every((slot) => slot.brandId === world.brandId)).toBe(true);
    const windowed = (
      await call(
        'GET',
        `Seller/Slot?from=${encodeURIComponent(body.startsAt)}&to=${encodeURIComponent(body.endsAt)}`,
        { token: world.token },
      )
    ).json<SellerSlotPage>();
    expect(windowed.items.map((slot) => slot.startsAt)).toEqual([body.startsAt]);
  });

  it('refuses a slot in the past, ending before it starts, or too long (400)', async () => {
    const past = {
      ...slotBody(world.brandId),
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
    };
    const body = slotBody(world.brandId);
    const backwards = { ...body, endsAt: body.startsAt };
    const long = {
      ...body,
      endsAt: new Date(Date.parse(body.startsAt) + 25 * 3_600_000).toISOString(),
    };
    for (const bad of [past, backwards, long]) {
      const answer = await call('POST', 'Seller/Slot', { token: world.token, body: bad });
      expect(answer.statusCode).toBe(400);
    }
  });

  it('changes a capacity, never below the places taken (409, nothing changes)', async () => {
    const below = await call('PATCH', `Seller/Slot/${world.slot.id}`, {
      token: world.token,
      body: { capacity: 1 },
    });
    expect(below.statusCode).toBe(200);
    expect(below.json<SellerSlot>()).toMatchObject({ capacity: 1, taken: 1 });
    const held = await kit.db.select().from(slotHolds).where(eq(slotHolds.slotId, world.slot.id));
    expect(held.length).toBe(1);
    // The order's place is in use: the slot is now full, and 1 is the floor.
    const fresh = await call('POST', 'Seller/Slot', {
      token: world.token,
      body: slotBody(world.brandId, 4),
    });
    const slot = fresh.json<SellerSlot>();
    const brand = await testBrandOf(kit.db, world);
    const product = { id: world.product.id, brandId: world.brandId, price: 5000, options: [] };
    await createShopper(kit, brand, [{ product }], slot.id);
    await createShopper(kit, brand, [{ product }], slot.id);
    const refused = await call('PATCH', `Seller/Slot/${slot.id}`, {
      token: world.token,
      body: { capacity: 1 },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject([
      { code: 'slot_capacity_below_taken', field: 'body.capacity' },
    ]);
    const list = (await call('GET', 'Seller/Slot', { token: world.token })).json<SellerSlotPage>();
    expect(list.items.find((item) => item.id === slot.id)).toMatchObject({ capacity: 4, taken: 2 });
  });

  it('never leaves more places taken than the capacity when holds and a lower capacity race', async () => {
    const opened = await call('POST', 'Seller/Slot', {
      token: world.token,
      body: slotBody(world.brandId, 10),
    });
    const slot = opened.json<SellerSlot>();
    const brand = await testBrandOf(kit.db, world);
    const product = { id: world.product.id, brandId: world.brandId, price: 5000, options: [] };
    // Shoppers with a basket of the brand, each about to hold a place.
    const shoppers = await Promise.all(
      Array.from({ length: 8 }, () => createShopper(kit, brand, [{ product }])),
    );
    const holds = shoppers.map((shopper) =>
      call('POST', 'Checkout/Hold', { token: shopper.token, body: { slotId: slot.id } }),
    );
    const capacities = [6, 4, 3, 5].map((capacity) =>
      call('PATCH', `Seller/Slot/${slot.id}`, { token: world.token, body: { capacity } }),
    );
    const [held, changed] = await Promise.all([Promise.all(holds), Promise.all(capacities)]);
    for (const answer of held) expect([200, 409]).toContain(answer.statusCode);
    for (const answer of changed) expect([200, 409]).toContain(answer.statusCode);
    const list = (await call('GET', 'Seller/Slot', { token: world.token })).json<SellerSlotPage>();
    const after = list.items.find((item) => item.id === slot.id);
    expect(after).toBeDefined();
    expect(after?.taken).toBe(held.filter((answer) => answer.statusCode === 200).length);
    expect(after?.taken ?? Infinity).toBeLessThanOrEqual(after?.capacity ?? 0);
  });
});

describe('orders', () => {
  it('lists and reads its orders with what delivery needs, and nothing more of the customer', async () => {
    const page = (
      await call('GET', 'Seller/Order', { token: world.token })
    ).json<SellerOrderPage>();
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.items.every((order) => order.brandId === world.brandId)).toBe(true);
    const answer = await call('GET', `Seller/Order/${world.orderId}`, { token: world.token });
    expect(answer.statusCode).toBe(200);
    const order = answer.json<SellerOrder & Record<string, unknown>>();
    expect(order).toMatchObject({
      id: world.orderId,
      status: 'placed',
      brandId: world.brandId,
      slot: { id: world.slot.id },
      lines: [{ productId: world.product.id, quantity: 1 }],
    });
    expect(order.customer.phone).toMatch(/^\+\d+$/);
    expect(Object.keys(order.customer).sort()).toEqual(['name', 'phone']);
    for (const hidden of [
      'billingAddress',
      'wallet',
      'points',
      'couponCode',
      'paymentStatus',
      'paymentDueAt',
    ]) {
      expect(order).not.toHaveProperty(hidden);
    }
    expect(answer.body).not.toMatch(/@example\.com/);
    const placedOnly = (
      await call('GET', 'Seller/Order?status=delivered', { token: world.token })
    ).json<SellerOrderPage>();
    expect(placedOnly.items.every((item) => item.status === 'delivered')).toBe(true);
  });

  it('moves an order along its delivery, in its timeline; never cancels, never skips', async () => {
    const brand = await testBrandOf(kit.db, world);
    const product = { id: world.product.id, brandId: world.brandId, price: 5000, options: [] };
    const slot = (
      await call('POST', 'Seller/Slot', { token: world.token, body: slotBody(world.brandId) })
    ).json<SellerSlot>();
    const shopper = await createShopper(kit, brand, [{ product }], slot.id);
    const [placed] = placedOf(
      await place(kit, shopper, checkoutBody(shopper, slot.id, brand.standardId)),
    ).orders;
    const id = placed?.id ?? 0;
    const move = (status: string) =>
      call('POST', `Seller/Order/${id}/Status`, { token: world.token, body: { status } });

    const cancel = await move('cancelled');
    expect(cancel.statusCode).toBe(400);
    const skip = await move('delivered');
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toMatchObject([{ code: 'order_status_conflict' }]);
    // Each answer lists the moves left to the seller: along the delivery, never a cancel.
    const read = await call('GET', `Seller/Order/${id}`, { token: world.token });
    expect(read.json<SellerOrder>().moves).toEqual(['preparing']);
    const next: Record<string, string[]> = {
      preparing: ['out_for_delivery'],
      out_for_delivery: ['delivered'],
      delivered: [],
    };
    for (const status of ['preparing', 'out_for_delivery', 'delivered']) {
      const moved = await move(status);
      expect(moved.statusCode).toBe(200);
      expect(moved.json<SellerOrder>()).toMatchObject({ status, moves: next[status] });
    }
    const mine = await call('GET', `Order/${id}`, { token: shopper.token });
    expect(mine.json<Order>().timeline.map((event) => event.status)).toEqual([
      'placed',
      'preparing',
      'out_for_delivery',
      'delivered',
    ]);
    const [row] = await kit.db
      .select({ paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.id, id));
    expect(row?.paymentStatus).toBe('paid');
  });

  it('reads the customization files of its orders at its own address; another seller cannot', async () => {
    const brand = await testBrandOf(kit.db, world);
    const printed = await createStoredProduct(kit.db, {
      brandId: world.brandId,
      storage: 'dry',
      price: 5000,
      options: [{ kind: 'file', required: true }],
    });
    const slot = (
      await call('POST', 'Seller/Slot', { token: world.token, body: slotBody(world.brandId) })
    ).json<SellerSlot>();
    const plain = { id: world.product.id, brandId: world.brandId, price: 5000, options: [] };
    const shopper = await createShopper(kit, brand, [{ product: plain }]);
    const uploadId = await createUpload(
      kit.db,
      (await cartRowIdOf(kit.db, { customerId: shopper.id }))!,
    );
    const added = await call('POST', 'Cart/Line', {
      token: shopper.token,
      body: {
        productId: printed.id,
        customization: [{ optionId: printed.options[0]!.id, uploadId }],
      },
    });
    expect(added.statusCode).toBe(200);
    await call('POST', 'Checkout/Hold', { token: shopper.token, body: { slotId: slot.id } });
    const [placed] = placedOf(
      await place(kit, shopper, checkoutBody(shopper, slot.id, brand.standardId)),
    ).orders;
    const order = (
      await call('GET', `Seller/Order/${placed?.id}`, { token: world.token })
    ).json<SellerOrder>();
    const url = order.lines.find((line) => line.productId === printed.id)?.options[0]?.file?.url;
    expect(url).toBe(`/api/Seller/Order/${placed?.id}/Upload/${uploadId}`);
    const file = await call('GET', url!.slice('/api/'.length), { token: world.token });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    const other = await createTestSeller(kit.db);
    const { token } = await signInSeller(call, other);
    const refused = await call('GET', url!.slice('/api/'.length), { token });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject([{ code: 'upload_not_found' }]);
  });

  it('moves an order once when two moves race (one 200, one 409)', async () => {
    const brand = await testBrandOf(kit.db, world);
    const product = { id: world.product.id, brandId: world.brandId, price: 5000, options: [] };
    const slot = (
      await call('POST', 'Seller/Slot', { token: world.token, body: slotBody(world.brandId) })
    ).json<SellerSlot>();
    const shopper = await createShopper(kit, brand, [{ product }], slot.id);
    const [placed] = placedOf(
      await place(kit, shopper, checkoutBody(shopper, slot.id, brand.standardId)),
    ).orders;
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        call('POST', `Seller/Order/${placed?.id}/Status`, {
          token: world.token,
          body: { status: 'preparing' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const mine = await call('GET', `Order/${placed?.id}`, { token: shopper.token });
    expect(mine.json<Order>().timeline.map((event) => event.status)).toEqual([
      'placed',
      'preparing',
    ]);
  });
});

it('limits one seller’s writes an hour (429), not another seller’s nor the reads', async () => {
  const busy = await createTestSeller(kit.db);
  const other = await createTestSeller(kit.db);
  const busyToken = (await signInSeller(call, busy)).token;
  const otherToken = (await signInSeller(call, other)).token;
  // The hour's writes of the busy seller, used up as if made one by one.
  await kit.db.insert(rateLimitCounters).values({
    key: `seller-writes:${busy.sellerId}`,
    windowStart: new Date(),
    hits: sellerWriteLimits.perSeller.max,
  });
  const write = (token: string, brandId: number) =>
    call('POST', 'Seller/Slot', { token, body: slotBody(brandId) });
  const refused = await write(busyToken, busy.brandId);
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toMatchObject([{ code: 'rate_limited' }]);
  expect(refused.headers['retry-after']).toBeDefined();
  expect((await write(otherToken, other.brandId)).statusCode).toBe(201);
  expect((await call('GET', 'Seller/Slot', { token: busyToken })).statusCode).toBe(200);
});

it('keeps the session answer free of secrets', async () => {
  const seller = await createTestSeller(kit.db);
  const session: SellerSession = await signInSeller(call, seller);
  expect(JSON.stringify(session)).not.toMatch(/passwordHash|argon2/);
});
