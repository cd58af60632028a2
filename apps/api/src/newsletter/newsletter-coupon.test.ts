// The newsletter's first-purchase coupon at checkout (R9.07): 15 % off, on a first order only,
// used once; two placements with it at once use it once.
import type { ApiError, NewsletterConfirmed, Order } from '@shop/core/schemas';
import { describe, expect, it } from 'vitest';
import { useCartApp } from '#src/cart/cart-test-kit.ts';
import {
  checkoutBody,
  createCheckoutBrand,
  createShopper,
  createSlot,
  createStoredProduct,
  place,
  placedOf,
  redemptionsOf,
  statuses,
  type Shopper,
  type TestBrand,
} from '#src/checkout/checkout-test-kit.ts';
import { coupons } from '#src/db/schema.ts';
import { eq } from 'drizzle-orm';
import { issueNewsletterToken, signUpForNewsletter } from './newsletter-service.ts';
import { newsletterSubscriptions } from '#src/db/schema.ts';

const kit = useCartApp();
const { call } = kit;

let marks = 0;

/** An address signed up and confirmed through the API: its first-purchase coupon. */
async function newsletterCoupon(): Promise<{ id: number; code: string }> {
  const email = `buyer.${Date.now().toString(36)}${(marks += 1)}@example.com`;
  await signUpForNewsletter(kit.db, { after: () => Promise.resolve() }, email, 'en');
  const [row] = await kit.db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  const token = await issueNewsletterToken(kit.db, row!.id, 'confirm');
  const confirmed = await call('POST', 'Newsletter/Confirm', {
    body: { token },
    ip: `192.0.2.${marks}`,
  });
  expect(confirmed.statusCode).toBe(200);
  const { code } = confirmed.json<NewsletterConfirmed>().coupon;
  const [coupon] = await kit.db
    .select({ id: coupons.id })
    .from(coupons)
    .where(eq(coupons.code, code));
  return { id: coupon!.id, code };
}

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

const invalid = [
  { code: 'coupon_invalid', message: 'Please enter a valid coupon', field: 'body.couponCode' },
];

describe('the newsletter coupon at checkout', () => {
  it('gives 15 % off a first order, once; a shopper with an order and a second shopper are refused', async () => {
    const coupon = await newsletterCoupon();
    const first = await scenario();
    const checked = await call('POST', 'Checkout/Coupon', {
      token: first.shopper.token,
      body: { couponCode: coupon.code.toLowerCase() },
    });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ code: coupon.code, discount: 3_000 });

    // A shopper who has ordered before may not use it.
    const veteran = await scenario();
    placedOf(
      await place(
        kit,
        veteran.shopper,
        checkoutBody(veteran.shopper, veteran.slotId, veteran.brand.standardId),
      ),
    );
    const product = await createStoredProduct(kit.db, {
      brandId: veteran.brand.id,
      storage: 'dry',
    });
    await call('POST', 'Cart/Line', {
      token: veteran.shopper.token,
      body: { productId: product.id, quantity: 1 },
    });
    const refused = await call('POST', 'Checkout/Coupon', {
      token: veteran.shopper.token,
      body: { couponCode: coupon.code },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ApiError[]>()).toEqual(invalid);

    const placed = placedOf(
      await place(kit, first.shopper, {
        ...checkoutBody(first.shopper, first.slotId, first.brand.standardId),
        couponCode: coupon.code,
      }),
    );
    const [order] = placed.orders as [Order];
    expect(order).toMatchObject({ subtotal: 20_000, discount: 3_000, couponCode: coupon.code });
    expect(await redemptionsOf(kit.db, coupon.id)).toEqual([
      { status: 'used', customerId: first.shopper.id },
    ]);

    // Used once: nobody else's first order gets it.
    const second = await scenario();
    const late = await place(kit, second.shopper, {
      ...checkoutBody(second.shopper, second.slotId, second.brand.standardId),
      couponCode: coupon.code,
    });
    expect(late.statusCode).toBe(422);
    expect(late.json<ApiError[]>()).toEqual(invalid);
  });

  it('two placements with it at once use it once', async () => {
    const coupon = await newsletterCoupon();
    const shoppers = await Promise.all([scenario(), scenario(), scenario()]);
    const answers = await Promise.all(
      shoppers.map(({ brand, shopper, slotId }) =>
        place(kit, shopper, {
          ...checkoutBody(shopper, slotId, brand.standardId),
          couponCode: coupon.code,
        }),
      ),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 422: 2 });
    for (const answer of answers.filter((a) => a.statusCode === 422)) {
      expect(answer.json<ApiError[]>()).toEqual(invalid);
    }
    expect(await redemptionsOf(kit.db, coupon.id)).toHaveLength(1);
  });
});
