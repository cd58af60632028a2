import type {
  CheckoutQuote,
  StaffActionPage,
  StaffCoupon,
  StaffCouponDetail,
  StaffCouponPage,
} from '@shop/core/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, useCartApp } from '#src/cart/cart-test-kit.ts';
import {
  checkoutBody,
  createCheckoutBrand,
  createShopper,
  createSlot,
  createStoredProduct,
  place,
  placedOf,
} from '#src/checkout/checkout-test-kit.ts';
import { coupons } from '#src/db/schema.ts';
import { signInStaff } from '#src/staff/staff-test-kit.ts';

// Staff run coupons (issue 17): admins create, edit, pause and resume them, see their usage and
// uses; a paused coupon is refused at checkout at once; everyone else is refused.

const kit = useCartApp();
const { call } = kit;

let admin: string;
let support: string;
let moderator: string;
let tag = 0;

beforeAll(async () => {
  admin = (await signInStaff(kit.db, call, 'admin')).token;
  support = (await signInStaff(kit.db, call, 'support')).token;
  moderator = (await signInStaff(kit.db, call, 'moderator')).token;
});

function couponBody(overrides: Record<string, unknown> = {}) {
  tag += 1;
  return {
    code: `spring-${Date.now().toString(36)}-${tag}`,
    name: 'خصم الربيع',
    nameEn: 'Spring discount',
    kind: 'percent',
    value: 10,
    maxDiscount: null,
    currency: null,
    minSubtotal: 0,
    brandId: null,
    startsAt: null,
    endsAt: null,
    maxUses: null,
    maxUsesPerCustomer: null,
    firstOrderOnly: false,
    ...overrides,
  };
}

async function createAsAdmin(overrides: Record<string, unknown> = {}): Promise<StaffCoupon> {
  const answer = await call('POST', 'Staff/Coupon', { token: admin, body: couponBody(overrides) });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<StaffCoupon>();
}

/** A shopper with 2 × 100.00 SAR of a new brand in the basket and a slot held. */
async function scenario() {
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

describe('Staff/Coupon', () => {
  it('an admin creates a coupon (code upper-cased), lists it by state and code, and a second with the code is 409', async () => {
    const body = couponBody({ kind: 'fixed', value: 2_500, currency: 'SAR', minSubtotal: 5_000 });
    const created = await call('POST', 'Staff/Coupon', { token: admin, body });
    expect(created.statusCode, created.body).toBe(201);
    const coupon = created.json<StaffCoupon>();
    expect(coupon).toMatchObject({
      code: body.code.toUpperCase(),
      kind: 'fixed',
      value: 2_500,
      currency: 'SAR',
      status: 'active',
      pausedAt: null,
      usage: { held: 0, used: 0, discountGiven: 0, currency: 'SAR' },
    });

    const again = await call('POST', 'Staff/Coupon', {
      token: admin,
      body: { ...body, code: body.code.toUpperCase() },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject([{ code: 'coupon_code_taken', field: 'body.code' }]);

    const found = (
      await call('GET', `Staff/Coupon?status=active&q=${body.code.slice(0, 12)}`, {
        token: admin,
      })
    ).json<StaffCouponPage>();
    expect(found.items.map((item) => item.id)).toContain(coupon.id);
    const paused = (
      await call('GET', `Staff/Coupon?status=paused&q=${body.code}`, { token: admin })
    ).json<StaffCouponPage>();
    expect(paused.items).toEqual([]);

    const scheduled = await createAsAdmin({
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const expired = await createAsAdmin({
      startsAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      endsAt: new Date(Date.now() - 86_400_000).toISOString(),
    });
    expect(scheduled.status).toBe('scheduled');
    expect(expired.status).toBe('expired');
    const scheduledPage = (
      await call('GET', `Staff/Coupon?status=scheduled&pageSize=50`, { token: admin })
    ).json<StaffCouponPage>();
    expect(scheduledPage.items.every((item) => item.status === 'scheduled')).toBe(true);
    expect(scheduledPage.items.map((item) => item.id)).toContain(scheduled.id);
  });

  it('pausing takes effect at checkout at once ("Please enter a valid coupon"), resuming gives it back', async () => {
    const { brand, shopper, slotId } = await scenario();
    const coupon = await createAsAdmin({ value: 15 });
    const body = { ...checkoutBody(shopper, slotId, brand.standardId), couponCode: coupon.code };

    const before = await call('POST', 'Checkout/Quote', { token: shopper.token, body });
    expect(before.json<CheckoutQuote>().coupon).toMatchObject({ discount: 3_000 });

    const paused = await call('POST', `Staff/Coupon/${coupon.id}/Pause`, { token: admin });
    expect(paused.statusCode).toBe(200);
    expect(paused.json<StaffCoupon>()).toMatchObject({ status: 'paused' });
    const refused = await call('POST', 'Checkout/Quote', { token: shopper.token, body });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual([
      { code: 'coupon_invalid', message: 'Please enter a valid coupon', field: 'body.couponCode' },
    ]);
    const checked = await call('POST', 'Checkout/Coupon', {
      token: shopper.token,
      body: { couponCode: coupon.code },
    });
    expect(checked.statusCode).toBe(422);
    expect((await place(kit, shopper, body)).statusCode).toBe(422);

    const resumed = await call('POST', `Staff/Coupon/${coupon.id}/Resume`, { token: admin });
    expect(resumed.json<StaffCoupon>()).toMatchObject({ status: 'active', pausedAt: null });
    const placed = placedOf(await place(kit, shopper, body));
    expect(placed.orders[0]).toMatchObject({ discount: 3_000, couponCode: coupon.code });

    // Its usage and its use, with the order it went to.
    const detail = (
      await call('GET', `Staff/Coupon/${coupon.id}`, { token: admin })
    ).json<StaffCouponDetail>();
    expect(detail.usage).toEqual({ held: 0, used: 1, discountGiven: 3_000, currency: 'SAR' });
    expect(detail.redemptions.total).toBe(1);
    expect(detail.redemptions.items[0]).toMatchObject({
      status: 'used',
      discount: 3_000,
      customer: { id: shopper.id },
      orders: [{ id: placed.orders[0]!.id, number: placed.orders[0]!.number }],
    });

    // Both moves are in the audit record; a second pause changes and records nothing.
    await call('POST', `Staff/Coupon/${coupon.id}/Resume`, { token: admin });
    const audit = (
      await call('GET', `Staff/Actions?subjectType=coupon&subjectId=${coupon.id}`, {
        token: admin,
      })
    ).json<StaffActionPage>();
    expect(audit.items.map((item) => item.action).sort()).toEqual([
      'coupon.create',
      'coupon.pause',
      'coupon.resume',
    ]);
  });

  it('edits the terms, checked as a whole with the coupon, and records what changed', async () => {
    const coupon = await createAsAdmin({ value: 20 });
    const edited = await call('PATCH', `Staff/Coupon/${coupon.id}`, {
      token: admin,
      body: { value: 25, maxDiscount: 5_000, currency: 'SAR', maxUsesPerCustomer: 1 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<StaffCoupon>()).toMatchObject({
      value: 25,
      maxDiscount: 5_000,
      currency: 'SAR',
      maxUsesPerCustomer: 1,
      code: coupon.code,
    });
    // A fixed coupon without its currency, as a whole: refused on the field, nothing changes.
    const invalid = await call('PATCH', `Staff/Coupon/${coupon.id}`, {
      token: admin,
      body: { kind: 'fixed', currency: null, maxDiscount: null },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject([{ code: 'validation', field: 'body.currency' }]);
    const percentOver = await call('PATCH', `Staff/Coupon/${coupon.id}`, {
      token: admin,
      body: { value: 150 },
    });
    expect(percentOver.statusCode).toBe(400);
    const [row] = await kit.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row).toMatchObject({ kind: 'percent', value: 25, currency: 'SAR' });
    const audit = (
      await call('GET', `Staff/Actions?action=coupon.update&subjectId=${coupon.id}`, {
        token: admin,
      })
    ).json<StaffActionPage>();
    expect(audit.items[0]?.detail).toMatchObject({ value: { from: 20, to: 25 } });
  });
});

describe('Staff/Coupon abuse', () => {
  it('refuses support, moderators, customers (403) and strangers (401), and changes nothing', async () => {
    const coupon = await createAsAdmin();
    const customer = (await createCustomer(kit.db)).token;
    for (const token of [support, moderator, customer]) {
      expect((await call('GET', 'Staff/Coupon', { token })).statusCode).toBe(403);
      expect((await call('GET', `Staff/Coupon/${coupon.id}`, { token })).statusCode).toBe(403);
      expect((await call('POST', 'Staff/Coupon', { token, body: couponBody() })).statusCode).toBe(
        403,
      );
      expect(
        (await call('PATCH', `Staff/Coupon/${coupon.id}`, { token, body: { value: 99 } }))
          .statusCode,
      ).toBe(403);
      expect((await call('POST', `Staff/Coupon/${coupon.id}/Pause`, { token })).statusCode).toBe(
        403,
      );
    }
    expect((await call('GET', 'Staff/Coupon')).statusCode).toBe(401);
    expect((await call('POST', `Staff/Coupon/${coupon.id}/Pause`)).statusCode).toBe(401);
    const [row] = await kit.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row).toMatchObject({ value: 10, pausedAt: null });
  });

  it('answers bad input with 400/404 on the field and creates nothing', async () => {
    const bad: [Record<string, unknown>, number, string][] = [
      [{ code: 'a b' }, 400, 'body.code'],
      [{ code: 'x'.repeat(33) }, 400, 'body.code'],
      [{ value: 101 }, 400, 'body.value'],
      [{ kind: 'fixed', value: 500 }, 400, 'body.currency'],
      [{ maxDiscount: 500 }, 400, 'body.currency'],
      [
        {
          startsAt: new Date(Date.now() + 86_400_000).toISOString(),
          endsAt: new Date().toISOString(),
        },
        400,
        'body.endsAt',
      ],
      [{ name: 'x'.repeat(121) }, 400, 'body.name'],
      [{ nameEn: 'bad\u0000name' }, 400, 'body.nameEn'],
      [{ brandId: 2_000_000_000 }, 404, 'body.brandId'],
      [{ kind: 'fixed', value: 500, currency: 'XXX' }, 400, 'body.currency'],
      [{ extra: true }, 400, 'body'],
    ];
    for (const [overrides, status, field] of bad) {
      const body = couponBody(overrides);
      const answer = await call('POST', 'Staff/Coupon', { token: admin, body });
      expect(answer.statusCode, JSON.stringify(overrides)).toBe(status);
      expect(
        answer.json<{ field?: string }[]>().some((error) => error.field?.startsWith(field)),
        `${JSON.stringify(overrides)} → ${answer.body}`,
      ).toBe(true);
      const made = await kit.db
        .select({ id: coupons.id })
        .from(coupons)
        .where(eq(coupons.code, String(body.code).toUpperCase()));
      expect(made).toEqual([]);
    }
    expect(
      (await call('PATCH', 'Staff/Coupon/2000000000', { token: admin, body: { value: 5 } }))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', 'Staff/Coupon/2000000000/Pause', { token: admin })).statusCode).toBe(
      404,
    );
    expect((await call('GET', 'Staff/Coupon?status=gone', { token: admin })).statusCode).toBe(400);
    expect((await call('GET', 'Staff/Coupon?pageSize=51', { token: admin })).statusCode).toBe(400);
  });
});
