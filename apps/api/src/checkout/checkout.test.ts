import { randomUUID } from 'node:crypto';
import type { CheckoutOptions, CheckoutQuote, Order, OrderPage } from '@shop/core/schemas';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cartRowIdOf,
  createCustomer,
  createUpload,
  errorsOf,
  useCartApp,
} from '#src/cart/cart-test-kit.ts';
import { cartLines, slotHolds } from '#src/db/schema.ts';
import {
  checkoutBody,
  countRows,
  createAddress,
  createCheckoutBrand,
  createShopper,
  createSlot,
  createStoredProduct,
  newKey,
  place,
  placedOf,
  stockOf,
} from './checkout-test-kit.ts';

const kit = useCartApp();
const { call } = kit;

describe('the checkout', () => {
  it('quotes and places one order: the same amounts, VAT inside, the basket emptied, every R3.17 label', async () => {
    const brand = await createCheckoutBrand(kit.db, { freeShippingThreshold: 100_000 });
    const product = await createStoredProduct(kit.db, {
      brandId: brand.id,
      price: 2_300,
      stock: 5,
      storage: 'dry',
    });
    const slotId = await createSlot(kit.db, brand.id);
    const shopper = await createShopper(kit, brand, [{ product, quantity: 2 }], slotId);

    const options = await call('GET', 'Checkout/Options', { token: shopper.token });
    expect(options.statusCode).toBe(200);
    const offered = options.json<CheckoutOptions>();
    expect(offered.deliverySpeeds.map((speed) => [speed.code, speed.fee])).toEqual([
      ['standard', 1500],
      ['express', 3000],
    ]);
    // The whole list on failure (once seen missing on PostgreSQL in CI, not reproduced since).
    expect(offered.slots.map((slot) => [slot.id, slot.startsAt, slot.full])).toContainEqual([
      slotId,
      expect.any(String),
      false,
    ]);
    expect(offered.hold?.slotId).toBe(slotId);
    // The ways to pay with their names (R3.05); the local test provider serves card and Pay in 4.
    expect(offered.paymentMethods.map((method) => [method.id, method.available])).toEqual([
      ['cod', true],
      ['card', true],
      ['bnpl', true],
    ]);
    expect(offered.paymentMethods[0]).toMatchObject({ nameEn: 'Cash on delivery' });

    const body = checkoutBody(shopper, slotId, brand.expressId);
    const quoted = await call('POST', 'Checkout/Quote', { token: shopper.token, body });
    expect(quoted.statusCode).toBe(200);
    const quote = quoted.json<CheckoutQuote>();
    expect(quote.orders).toHaveLength(1);
    expect(quote.orders[0]).toMatchObject({
      storage: 'dry',
      subtotal: 4_600,
      deliveryFee: 3_000,
      discount: 0,
      total: 7_600,
      vat: Math.round((7_600 * 15) / 115),
    });

    const placed = placedOf(await place(kit, shopper, body));
    expect(placed.orders).toHaveLength(1);
    const [order] = placed.orders as [Order];
    const {
      storage,
      lines,
      subtotal,
      deliveryFee,
      discount,
      points,
      wallet,
      vat,
      total,
      currency,
    } = order;
    // A placed line has its id (a refund names it); the quote's lines have none yet.
    expect(lines.every(({ id }) => id > 0)).toBe(true);
    expect({
      storage,
      lines: lines.map(({ id, ...line }) => line),
      subtotal,
      deliveryFee,
      discount,
      points,
      wallet,
      vat,
      total,
      currency,
    }).toEqual(quote.orders[0]);
    // R3.17: number, date, amount, status, payment mode and status, slot, billing and shipping
    // address, subtotal, tax, points, wallet, coupon discount, total.
    expect(order).toMatchObject({
      number: `SO-${String(order.id).padStart(8, '0')}`,
      status: 'placed',
      paymentMethod: 'cod',
      paymentStatus: 'pending',
      slot: { id: slotId },
      deliverySpeed: { id: brand.expressId, code: 'express' },
      shippingAddress: { id: shopper.addressId, streetAddress: '1 King Fahd Road' },
      billingAddress: { id: shopper.addressId },
      points: 0,
      wallet: 0,
    });
    expect(Date.parse(order.placedAt)).not.toBeNaN();
    expect(order.lines[0]).toMatchObject({ productId: product.id, quantity: 2, unitPrice: 2_300 });

    expect(await stockOf(kit.db, product.id)).toBe(3);
    const cart = await call('GET', 'Cart', { token: shopper.token });
    expect(cart.json()).toMatchObject({ lines: [], itemCount: 0 });
    const [hold] = await kit.db
      .select()
      .from(slotHolds)
      .where(eq(slotHolds.customerId, shopper.id));
    expect(hold?.orderId).toBe(order.id);

    const read = await call('GET', `Order/${order.id}`, { token: shopper.token });
    expect(read.json()).toEqual(order);
    const page = (
      await call('GET', 'Order?page=1&pageSize=10', { token: shopper.token })
    ).json<OrderPage>();
    expect(page).toMatchObject({ total: 1, totalPages: 1, items: [{ id: order.id }] });

    // The confirmation is among the shopper's notifications, once, also after a repeated key.
    const key = newKey();
    const another = await createShopper(kit, brand, [{ product, quantity: 1 }], slotId);
    placedOf(await place(kit, another, checkoutBody(another, slotId, brand.expressId), key));
    placedOf(await place(kit, another, checkoutBody(another, slotId, brand.expressId), key));
    for (const [who, number] of [
      [shopper, order.number],
      [another, undefined],
    ] as const) {
      const notices = (await call('GET', 'Notification', { token: who.token })).json<{
        items: { nameEn: string; bodyEn: string }[];
      }>();
      expect(notices.items).toHaveLength(1);
      expect(notices.items[0]?.nameEn).toBe('Your order is placed');
      if (number) expect(notices.items[0]?.bodyEn).toContain(number);
    }
  });

  it('ships standard free once an order reaches the threshold, never express', async () => {
    const brand = await createCheckoutBrand(kit.db, { freeShippingThreshold: 5_000 });
    const product = await createStoredProduct(kit.db, {
      brandId: brand.id,
      price: 5_000,
      storage: 'dry',
    });
    const slotId = await createSlot(kit.db, brand.id);
    const shopper = await createShopper(kit, brand, [{ product }], slotId);
    const quote = async (speedId: number) =>
      (
        await call('POST', 'Checkout/Quote', {
          token: shopper.token,
          body: checkoutBody(shopper, slotId, speedId),
        })
      ).json<CheckoutQuote>();
    expect((await quote(brand.standardId)).orders[0]).toMatchObject({
      deliveryFee: 0,
      total: 5_000,
      vat: 652,
    });
    expect((await quote(brand.expressId)).orders[0]).toMatchObject({
      deliveryFee: 3_000,
      total: 8_000,
    });
  });

  it('splits a cold and dry basket into two orders of one checkout, each with its own fee and totals', async () => {
    const brand = await createCheckoutBrand(kit.db);
    const cold = await createStoredProduct(kit.db, {
      brandId: brand.id,
      price: 1_000,
      storage: 'cold',
    });
    const dry = await createStoredProduct(kit.db, {
      brandId: brand.id,
      price: 2_000,
      storage: 'dry',
    });
    const slotId = await createSlot(kit.db, brand.id);
    const shopper = await createShopper(
      kit,
      brand,
      [{ product: cold }, { product: dry, quantity: 2 }],
      slotId,
    );

    const placed = placedOf(
      await place(kit, shopper, checkoutBody(shopper, slotId, brand.standardId)),
    );

    expect(
      placed.orders.map((order) => [order.storage, order.subtotal, order.deliveryFee, order.total]),
    ).toEqual([
      ['cold', 1_000, 1_500, 2_500],
      ['dry', 4_000, 1_500, 5_500],
    ]);
    expect(placed.total).toBe(8_000);
    expect(await countRows(kit.db, 'checkouts', shopper.id)).toBe(1);
    expect(await countRows(kit.db, 'orders', shopper.id)).toBe(2);
  });

  it('places both orders or neither: a dry line out of stock rolls the cold order back', async () => {
    const brand = await createCheckoutBrand(kit.db);
    const cold = await createStoredProduct(kit.db, {
      brandId: brand.id,
      stock: 5,
      storage: 'cold',
    });
    const dry = await createStoredProduct(kit.db, { brandId: brand.id, stock: 5, storage: 'dry' });
    const slotId = await createSlot(kit.db, brand.id);
    const shopper = await createShopper(
      kit,
      brand,
      [{ product: cold }, { product: dry, quantity: 3 }],
      slotId,
    );
    // Another shopper buys the dry product's stock after this basket was filled.
    const rival = await createShopper(kit, brand, [{ product: dry, quantity: 3 }], slotId);
    placedOf(await place(kit, rival, checkoutBody(rival, slotId, brand.standardId)));

    const refused = await place(kit, shopper, checkoutBody(shopper, slotId, brand.standardId));

    expect(refused.statusCode).toBe(409);
    expect(errorsOf(refused)).toMatchObject([{ code: 'out_of_stock' }]);
    expect(refused.body).toContain(`product ${dry.id}`);
    expect(await countRows(kit.db, 'orders', shopper.id)).toBe(0);
    expect(await countRows(kit.db, 'checkouts', shopper.id)).toBe(0);
    expect(await stockOf(kit.db, cold.id)).toBe(5);
    expect(await stockOf(kit.db, dry.id)).toBe(2);
    const cartRowId = await cartRowIdOf(kit.db, { customerId: shopper.id });
    expect(
      await kit.db.select().from(cartLines).where(eq(cartLines.cartId, cartRowId!)),
    ).toHaveLength(2);
  });

  it('copies the customization files, so the order keeps them when the cart is gone', async () => {
    const brand = await createCheckoutBrand(kit.db);
    const product = await createStoredProduct(kit.db, {
      brandId: brand.id,
      storage: 'dry',
      options: [{ kind: 'file', required: true }],
    });
    const slotId = await createSlot(kit.db, brand.id);
    const plain = await createStoredProduct(kit.db, { brandId: brand.id, storage: 'dry' });
    // A basket first: uploads belong to a cart.
    const shopper = await createShopper(kit, brand, [{ product: plain }]);
    const cartRowId = await cartRowIdOf(kit.db, { customerId: shopper.id });
    const uploadId = await createUpload(kit.db, cartRowId!);
    const added = await call('POST', 'Cart/Line', {
      token: shopper.token,
      body: {
        productId: product.id,
        customization: [{ optionId: product.options[0]!.id, uploadId }],
      },
    });
    expect(added.statusCode).toBe(200);
    const held = await call('POST', 'Checkout/Hold', { token: shopper.token, body: { slotId } });
    expect(held.statusCode).toBe(200);

    const [order] = placedOf(
      await place(kit, shopper, checkoutBody(shopper, slotId, brand.standardId)),
    ).orders;
    const line = order?.lines.find((each) => each.productId === product.id);
    expect(line?.options[0]?.file).toMatchObject({ id: uploadId, contentType: 'image/png' });
    const copied = await kit.db.execute(
      sql`select order_id, byte_size from order_uploads where id = ${uploadId}`,
    );
    expect((copied as { rows: unknown[] }).rows).toEqual([{ order_id: order?.id, byte_size: 4 }]);

    // The order's customer reads its copy at the order's address, in a sandbox; nobody else can.
    const url = `/api/Order/${order?.id}/Upload/${uploadId}`;
    expect(line?.options[0]?.file?.url).toBe(url);
    await call('DELETE', 'Cart', { token: shopper.token });
    const file = await call('GET', url.slice('/api/'.length), { token: shopper.token });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload).toHaveLength(4);
    const stranger = await createCustomer(kit.db);
    for (const [token, path] of [
      [stranger.token, url],
      [shopper.token, `/api/Order/${order?.id}/Upload/not-a-uuid`],
      [shopper.token, `/api/Order/${order?.id}/Upload/${randomUUID()}`],
    ] as const) {
      const refused = await call('GET', path.slice('/api/'.length), { token });
      expect(refused.statusCode, path).toBe(404);
      expect(errorsOf(refused)[0]?.code).toBe('upload_not_found');
    }
    expect((await call('GET', url.slice('/api/'.length))).statusCode).toBe(401);
  });
});

describe('checkout refusals', () => {
  it('refuses a body with amounts (strict schemas) and writes nothing', async () => {
    const brand = await createCheckoutBrand(kit.db);
    const product = await createStoredProduct(kit.db, {
      brandId: brand.id,
      price: 1_000,
      storage: 'dry',
    });
    const slotId = await createSlot(kit.db, brand.id);
    const shopper = await createShopper(kit, brand, [{ product }], slotId);
    const body = {
      ...checkoutBody(shopper, slotId, brand.standardId),
      total: 1,
      price: 1,
      subtotal: 1,
    };

    const quoted = await call('POST', 'Checkout/Quote', { token: shopper.token, body });
    const placed = await place(kit, shopper, body);

    expect(quoted.statusCode).toBe(400);
    expect(placed.statusCode).toBe(400);
    expect(errorsOf(placed)[0]).toMatchObject({ code: 'validation' });
    expect(await countRows(kit.db, 'orders', shopper.id)).toBe(0);
    expect(await countRows(kit.db, 'checkouts', shopper.id)).toBe(0);
    expect(await stockOf(kit.db, product.id)).toBe(100);
  });

  it('refuses an empty basket, a basket below the minimum, an unserved city, a speed or slot of another brand, an expired hold', async () => {
    const brand = await createCheckoutBrand(kit.db, { minimumOrder: 3_000 });
    const other = await createCheckoutBrand(kit.db);
    const product = await createStoredProduct(kit.db, {
      brandId: brand.id,
      price: 1_000,
      storage: 'dry',
    });
    const slotId = await createSlot(kit.db, brand.id);
    const otherSlot = await createSlot(kit.db, other.id);
    const empty = await createShopper(kit, brand, []);
    const quote = (token: string, body: object) => call('POST', 'Checkout/Quote', { token, body });
    const codeOf = async (answer: Promise<{ statusCode: number; json: () => unknown }>) => {
      const response = await answer;
      return [response.statusCode, (response.json() as { code: string }[])[0]?.code];
    };

    expect(await codeOf(quote(empty.token, checkoutBody(empty, slotId, brand.standardId)))).toEqual(
      [409, 'cart_empty'],
    );

    const shopper = await createShopper(kit, brand, [{ product }]);
    expect(
      await codeOf(quote(shopper.token, checkoutBody(shopper, slotId, brand.standardId))),
    ).toEqual([409, 'cart_minimum_order']);
    await call('POST', 'Cart/Line', {
      token: shopper.token,
      body: { productId: product.id, quantity: 2 },
    });
    // No hold yet.
    expect(
      await codeOf(quote(shopper.token, checkoutBody(shopper, slotId, brand.standardId))),
    ).toEqual([409, 'slot_hold_expired']);
    expect(
      (await call('POST', 'Checkout/Hold', { token: shopper.token, body: { slotId: otherSlot } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', 'Checkout/Hold', { token: shopper.token, body: { slotId } })).statusCode,
    ).toBe(200);
    expect(
      await codeOf(quote(shopper.token, checkoutBody(shopper, otherSlot, brand.standardId))),
    ).toEqual([404, 'not_found']);
    // Express of the other brand only: the brand offers standard and express of the same ids,
    // so take a speed id the brand does not offer at all.
    expect(await codeOf(quote(shopper.token, checkoutBody(shopper, slotId, 2_000_000)))).toEqual([
      404,
      'not_found',
    ]);

    const elsewhere = await kit.db.execute(
      sql`select c.id from cities c where c.id <> ${brand.cityId} order by c.id limit 1`,
    );
    const farCity = (elsewhere as { rows: { id: number }[] }).rows[0]!.id;
    const farAddress = await createAddress(kit.db, shopper.id, farCity);
    expect(
      await codeOf(
        quote(shopper.token, {
          ...checkoutBody(shopper, slotId, brand.standardId),
          addressId: farAddress,
        }),
      ),
    ).toEqual([409, 'address_not_served']);

    await kit.db
      .update(slotHolds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(slotHolds.customerId, shopper.id));
    expect(
      await codeOf(quote(shopper.token, checkoutBody(shopper, slotId, brand.standardId))),
    ).toEqual([409, 'slot_hold_expired']);
  });

  it("answers 404 for another customer's address, order and slot hold", async () => {
    const brand = await createCheckoutBrand(kit.db);
    const product = await createStoredProduct(kit.db, { brandId: brand.id, storage: 'dry' });
    const slotId = await createSlot(kit.db, brand.id);
    const owner = await createShopper(kit, brand, [{ product }], slotId);
    const [order] = placedOf(
      await place(kit, owner, checkoutBody(owner, slotId, brand.standardId)),
    ).orders;
    const stranger = await createShopper(kit, brand, [{ product }]);

    const theirAddress = {
      ...checkoutBody(stranger, slotId, brand.standardId),
      addressId: owner.addressId,
    };
    expect(
      (await call('POST', 'Checkout/Quote', { token: stranger.token, body: theirAddress }))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', `Order/${order!.id}`, { token: stranger.token })).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', `Order/${order!.id}/Cancel`, { token: stranger.token })).statusCode,
    ).toBe(404);
    // The owner's hold is no hold of the stranger's.
    const placed = await place(kit, stranger, checkoutBody(stranger, slotId, brand.standardId));
    expect(placed.statusCode).toBe(409);
    expect(errorsOf(placed)[0]?.code).toBe('slot_hold_expired');
    expect((await call('GET', `Order/${order!.id}`, { token: owner.token })).statusCode).toBe(200);
  });

  it('refuses huge pages, a missing or malformed Idempotency-Key, and strangers', async () => {
    const customer = await createCustomer(kit.db);
    expect((await call('GET', 'Order?pageSize=100000', { token: customer.token })).statusCode).toBe(
      400,
    );
    expect((await call('GET', 'Order?page=0', { token: customer.token })).statusCode).toBe(400);
    expect((await call('GET', 'Order', {})).statusCode).toBe(401);
    const body = { addressId: 1, slotId: 1, deliverySpeedId: 1, paymentMethod: 'cod' };
    const shopper = { ...customer, addressId: 1 };
    const without = await call('POST', 'Checkout/Place', { token: customer.token, body });
    expect(without.statusCode).toBe(400);
    expect(errorsOf(without)[0]?.field).toContain('idempotency-key');
    for (const key of ['short', 'has space in it', 'x'.repeat(65), 'ünïcødé-key']) {
      expect((await place(kit, shopper, body, key)).statusCode).toBe(400);
    }
    expect(
      (await call('POST', 'Checkout/Place', { body, headers: { 'idempotency-key': newKey() } }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await call('POST', 'Checkout/Quote', {
          token: customer.token,
          body: { ...body, paymentMethod: 'cheque' },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('placement limits', () => {
  it('refuses a 61st placement of one account in an hour with 429, before any work', async () => {
    const customer = await createCustomer(kit.db);
    const shopper = { ...customer, addressId: 1 };
    const body = { addressId: 1, slotId: 1, deliverySpeedId: 1, paymentMethod: 'cod' };
    const answers = [];
    for (let attempt = 0; attempt < 61; attempt += 1) {
      answers.push((await place(kit, shopper, body)).statusCode);
    }
    expect(answers.slice(0, 60).every((status) => status === 409)).toBe(true);
    expect(answers[60]).toBe(429);
  });
});
