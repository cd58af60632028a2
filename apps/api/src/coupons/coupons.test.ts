import type { AppliedCoupon, CheckoutQuote, Order } from '@shop/core/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useCartApp } from '#src/cart/cart-test-kit.ts';
import {
  checkoutBody,
  createCheckoutBrand,
  createCoupon,
  createShopper,
  createSlot,
  createStoredProduct,
  grant,
  place,
  placedOf,
  redemptionsOf,
  type Shopper,
  type TestBrand,
} from '#src/checkout/checkout-test-kit.ts';
import { settleOrderSpends } from '#src/checkout/checkout-settlement.ts';
import { couponChecks } from '#src/coupons/coupons-service.ts';
import { orders } from '#src/db/schema.ts';
import { transitionOrder } from '#src/orders/order-status.ts';

const kit = useCartApp();
const { call } = kit;

/** A brand and a shopper holding a slot with 2 × 100.00 SAR in the basket (subtotal 20000). */
async function scenario(): Promise<{ brand: TestBrand; shopper: Shopper; slotId: number }> {
  const brand = await createCheckoutBrand(kit.db);
  const product = await createStoredProduct(kit.db, {
    brandId: brand.id,
    price: 10_000,
    storage: 'dry',
  });
  const slotId = await createSlot(kit.db, brand.id);
  const shopper = await createShopper(kit, brand, [{ product, quantity: 2 }], slotId);
  return { brand, shopper, slotId };
}

function quote(shopper: Shopper, body: object) {
  return call('POST', 'Checkout/Quote', { token: shopper.token, body });
}

function checkCode(shopper: Shopper, couponCode: unknown, ip?: string) {
  return call('POST', 'Checkout/Coupon', { token: shopper.token, body: { couponCode }, ip });
}

const invalid = [
  { code: 'coupon_invalid', message: 'Please enter a valid coupon', field: 'body.couponCode' },
];

describe('coupons', () => {
  it('a percent coupon, typed in any case, lowers the quote and the order alike, and its use is taken at placement, then given back', async () => {
    const { brand, shopper, slotId } = await scenario();
    const coupon = await createCoupon(kit.db, { kind: 'percent', value: 15 });
    const body = {
      ...checkoutBody(shopper, slotId, brand.standardId),
      couponCode: ` ${coupon.code.toLowerCase()} `,
    };

    const checked = await checkCode(shopper, coupon.code.toLowerCase());
    expect(checked.statusCode).toBe(200);
    expect(checked.json<AppliedCoupon>()).toEqual({
      code: coupon.code,
      name: 'كوبون الاختبار',
      nameEn: 'Test coupon',
      discount: 3_000,
    });

    const quoted = (await quote(shopper, body)).json<CheckoutQuote>();
    expect(quoted.coupon).toMatchObject({ code: coupon.code, discount: 3_000 });
    expect(quoted.orders[0]).toMatchObject({
      subtotal: 20_000,
      deliveryFee: 1_500,
      discount: 3_000,
      vat: Math.round((18_500 * 15) / 115),
      total: 18_500,
    });
    expect(quoted.total).toBe(18_500);

    const placed = placedOf(await place(kit, shopper, body));
    const [order] = placed.orders as [Order];
    const { subtotal, deliveryFee, discount, points, wallet, vat, total } = order;
    const {
      lines: _lines,
      storage: _storage,
      currency: _currency,
      ...quotedAmounts
    } = quoted.orders[0]!;
    expect({ subtotal, deliveryFee, discount, points, wallet, vat, total }).toEqual(quotedAmounts);
    expect(order.couponCode).toBe(coupon.code);
    // Cash on delivery is confirmed at placement: its coupon use is taken at once, and a second
    // capture changes nothing.
    expect(await redemptionsOf(kit.db, coupon.id)).toEqual([
      { status: 'used', customerId: shopper.id },
    ]);
    await kit.db.transaction((tx) => settleOrderSpends(tx, order.id, 'capture'));
    expect(await redemptionsOf(kit.db, coupon.id)).toMatchObject([{ status: 'used' }]);

    const cancelled = await call('POST', `Order/${order.id}/Cancel`, { token: shopper.token });
    expect(cancelled.statusCode).toBe(200);
    expect(await redemptionsOf(kit.db, coupon.id)).toMatchObject([{ status: 'released' }]);
  });

  it('a cold and dry basket with a coupon, points and the wallet: the quote is what the placement writes, the sums exact', async () => {
    const brand = await createCheckoutBrand(kit.db);
    const cold = await createStoredProduct(kit.db, {
      brandId: brand.id,
      price: 3_333,
      storage: 'cold',
    });
    const dry = await createStoredProduct(kit.db, {
      brandId: brand.id,
      price: 6_667,
      storage: 'dry',
    });
    const slotId = await createSlot(kit.db, brand.id);
    const shopper = await createShopper(kit, brand, [{ product: cold }, { product: dry }], slotId);
    await grant(kit.db, shopper.id, 'points', 4_000);
    await grant(kit.db, shopper.id, 'wallet', 3_000);
    const coupon = await createCoupon(kit.db, { kind: 'fixed', value: 1_001 });
    const body = {
      ...checkoutBody(shopper, slotId, brand.expressId),
      couponCode: coupon.code,
      useWallet: true,
      usePoints: true,
    };

    const quoted = (await quote(shopper, body)).json<CheckoutQuote>();
    const placed = placedOf(await place(kit, shopper, body));
    expect(
      placed.orders.map(
        ({
          storage,
          lines,
          currency,
          subtotal,
          deliveryFee,
          discount,
          points,
          wallet,
          vat,
          total,
        }) => ({
          storage,
          // A placed line has its id (a refund names it); the quote's lines have none yet.
          lines: lines.map(({ id, ...line }) => line),
          currency,
          subtotal,
          deliveryFee,
          discount,
          points,
          wallet,
          vat,
          total,
        }),
      ),
    ).toEqual(quoted.orders);
    expect(placed.total).toBe(quoted.total);
    const sum = (pick: (order: Order) => number) =>
      placed.orders.reduce((total, order) => total + pick(order), 0);
    expect(sum((order) => order.discount)).toBe(1_001);
    expect(sum((order) => order.points)).toBe(4_000);
    expect(sum((order) => order.wallet)).toBe(3_000);
    // 3333 + 6667 + 2 × 3000 express − 1001 − 4000 − 3000.
    expect(quoted.total).toBe(7_999);
  });

  it('caps a percent coupon at its maximum and a fixed one at the subtotal', async () => {
    const { brand, shopper, slotId } = await scenario();
    const capped = await createCoupon(kit.db, { kind: 'percent', value: 50, maxDiscount: 2_500 });
    const huge = await createCoupon(kit.db, { kind: 'fixed', value: 1_000_000 });
    const base = checkoutBody(shopper, slotId, brand.standardId);

    const first = (
      await quote(shopper, { ...base, couponCode: capped.code })
    ).json<CheckoutQuote>();
    expect(first.orders[0]).toMatchObject({ discount: 2_500, total: 19_000 });
    const second = (await quote(shopper, { ...base, couponCode: huge.code })).json<CheckoutQuote>();
    // The whole subtotal off, the delivery still paid.
    expect(second.orders[0]).toMatchObject({
      discount: 20_000,
      total: 1_500,
      vat: Math.round((1_500 * 15) / 115),
    });
  });

  it('refuses with the one coupon_invalid answer for every rule a coupon breaks', async () => {
    const { brand, shopper, slotId } = await scenario();
    const otherBrand = await createCheckoutBrand(kit.db);
    const hour = 3_600_000;
    const broken = await Promise.all([
      createCoupon(kit.db, { kind: 'percent', value: 10, startsAt: new Date(Date.now() + hour) }),
      createCoupon(kit.db, { kind: 'percent', value: 10, endsAt: new Date(Date.now() - hour) }),
      createCoupon(kit.db, { kind: 'percent', value: 10, minSubtotal: 20_001 }),
      createCoupon(kit.db, { kind: 'percent', value: 10, brandId: otherBrand.id }),
      createCoupon(kit.db, { kind: 'fixed', value: 500, currency: 'USD' }),
    ]);
    const usedUp = await createCoupon(kit.db, { kind: 'percent', value: 10, maxUses: 1 });
    const oncePerShopper = await createCoupon(kit.db, {
      kind: 'percent',
      value: 10,
      maxUsesPerCustomer: 1,
    });
    const firstOrder = await createCoupon(kit.db, {
      kind: 'percent',
      value: 10,
      firstOrderOnly: true,
    });
    // Valid ones, to show the basket itself is fine: the brand's, a window around now, the minimum met.
    const fine = await Promise.all([
      createCoupon(kit.db, { kind: 'percent', value: 10, brandId: brand.id }),
      createCoupon(kit.db, {
        kind: 'percent',
        value: 10,
        startsAt: new Date(Date.now() - hour),
        endsAt: new Date(Date.now() + hour),
        minSubtotal: 20_000,
      }),
    ]);
    const base = checkoutBody(shopper, slotId, brand.standardId);
    for (const coupon of fine) {
      expect((await quote(shopper, { ...base, couponCode: coupon.code })).statusCode).toBe(200);
    }
    // Another shopper uses the single-use coupon; this shopper places once with the per-shopper
    // one, which also makes this shopper's first order.
    const other = await scenario();
    placedOf(
      await place(kit, other.shopper, {
        ...checkoutBody(other.shopper, other.slotId, other.brand.standardId),
        couponCode: usedUp.code,
      }),
    );
    placedOf(await place(kit, shopper, { ...base, couponCode: oncePerShopper.code }));
    // A shopper with a placed order, and a basket and slot hold again.
    const again = await scenario();
    placedOf(
      await place(
        kit,
        again.shopper,
        checkoutBody(again.shopper, again.slotId, again.brand.standardId),
      ),
    );
    const more = await createStoredProduct(kit.db, { brandId: again.brand.id, storage: 'dry' });
    await call('POST', 'Cart/Line', {
      token: again.shopper.token,
      body: { productId: more.id, quantity: 1 },
    });
    const nextSlot = await createSlot(kit.db, again.brand.id);
    await call('POST', 'Checkout/Hold', { token: again.shopper.token, body: { slotId: nextSlot } });
    const againBase = checkoutBody(again.shopper, nextSlot, again.brand.standardId);
    expect((await quote(again.shopper, againBase)).statusCode).toBe(200);

    const refusals = [
      ...broken.map((coupon) => ({
        who: again.shopper,
        body: { ...againBase, couponCode: coupon.code },
      })),
      { who: again.shopper, body: { ...againBase, couponCode: 'NO-SUCH-CODE' } },
      { who: again.shopper, body: { ...againBase, couponCode: usedUp.code } },
      { who: again.shopper, body: { ...againBase, couponCode: firstOrder.code } },
    ];
    for (const { who, body } of refusals) {
      const answer = await quote(who, body);
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toEqual(invalid);
    }
    // The per-shopper coupon: the shopper's next basket may not use it again.
    const product = await createStoredProduct(kit.db, { brandId: brand.id, storage: 'dry' });
    await call('POST', 'Cart/Line', {
      token: shopper.token,
      body: { productId: product.id, quantity: 1 },
    });
    const refused = await checkCode(shopper, oncePerShopper.code);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual(invalid);
    // A cancelled first order does not count: the first-order coupon works again after it.
    const [placedOrder] = await kit.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.customerId, again.shopper.id));
    await kit.db.transaction((tx) => transitionOrder(tx, placedOrder!.id, 'placed', 'cancelled'));
    expect((await checkCode(again.shopper, firstOrder.code)).statusCode).toBe(200);
  });
});

describe('coupon abuse', () => {
  it('refuses a code too long, empty or not a string with 400, and odd ones with coupon_invalid', async () => {
    const { brand, shopper, slotId } = await scenario();
    // A control character is refused before any schema, as everywhere in the API.
    for (const couponCode of [
      'x'.repeat(33),
      '',
      '   ',
      42,
      null,
      ['A'],
      { code: 'A' },
      'A\u0000',
    ]) {
      const answer = await checkCode(shopper, couponCode);
      expect(answer.statusCode).toBe(400);
      const placed = await place(kit, shopper, {
        ...checkoutBody(shopper, slotId, brand.standardId),
        couponCode,
      });
      expect(placed.statusCode).toBe(400);
    }
    for (const couponCode of ["' OR 1=1 --", '%', '_', 'كوبون', '😀', 'a'.repeat(32)]) {
      const answer = await checkCode(shopper, couponCode);
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toEqual(invalid);
    }
  });

  it('ignores amounts a client sends: a body with a discount or total is 400 and nothing is placed', async () => {
    const { brand, shopper, slotId } = await scenario();
    const base = checkoutBody(shopper, slotId, brand.standardId);
    for (const forged of [{ discount: 20_000 }, { total: 1 }, { wallet: 5 }, { points: 9 }]) {
      expect((await place(kit, shopper, { ...base, ...forged })).statusCode).toBe(400);
    }
    const forgedCheck = await call('POST', 'Checkout/Coupon', {
      token: shopper.token,
      body: { couponCode: 'A', discount: 100 },
    });
    expect(forgedCheck.statusCode).toBe(400);
    const placed = placedOf(await place(kit, shopper, base));
    expect(placed.orders[0]).toMatchObject({ subtotal: 20_000, discount: 0, total: 21_500 });
  });

  it(`answers 429 after ${couponChecks.max} invalid codes, then even for a valid one; valid checks cost nothing`, async () => {
    const { brand, shopper, slotId } = await scenario();
    const valid = await createCoupon(kit.db, { kind: 'percent', value: 10 });
    for (let index = 0; index < 30; index += 1) {
      expect((await checkCode(shopper, valid.code)).statusCode).toBe(200);
    }
    // Guesses through the three routes count together.
    const base = checkoutBody(shopper, slotId, brand.standardId);
    const guesses = await Promise.all(
      Array.from({ length: couponChecks.max + 5 }, (_, index) =>
        index % 3 === 0
          ? checkCode(shopper, `GUESS${index}`)
          : quote(shopper, { ...base, couponCode: `GUESS${index}` }),
      ),
    );
    const counted = guesses.map((answer) => answer.statusCode).sort();
    expect(counted.filter((status) => status === 422)).toHaveLength(couponChecks.max);
    expect(counted.filter((status) => status === 429)).toHaveLength(5);
    const blocked = await checkCode(shopper, valid.code);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject([{ code: 'rate_limited' }]);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await quote(shopper, { ...base, couponCode: valid.code })).statusCode).toBe(429);
    // Without a coupon the checkout goes on.
    expect((await quote(shopper, base)).statusCode).toBe(200);
  });
});
