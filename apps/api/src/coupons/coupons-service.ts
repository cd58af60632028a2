import type { AppliedCoupon } from '@shop/core/schemas';
import { and, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { couponDiscount } from '#src/checkout/checkout-money.ts';
import type { Database } from '#src/db/database.ts';
import { couponRedemptions, coupons, orders } from '#src/db/schema.ts';
import { hitRateLimit, takeBackHit, type RateLimit } from '#src/customers/rate-limit.ts';
import { ApiHttpError } from '#src/http/api-errors.ts';
import { releasedStatuses } from '#src/orders/order-status.ts';

// Coupons (issue 14): a code checked against a basket by every rule of the coupon, one held use
// per placement, and how that use ends with the placement's orders. Uses are counted from the
// held and used redemptions under the coupon row's lock, so concurrent placements never use a
// coupon more often than it allows.

type CouponRow = typeof coupons.$inferSelect;

/** A coupon that a basket may use, with the discount it gives that basket. */
export interface ValidCoupon extends AppliedCoupon {
  id: number;
}

/** What a coupon is checked against: the shopper and their basket (the lines to be placed). */
export interface CouponBasket {
  customerId: number;
  brandId: number;
  currency: string;
  subtotal: number;
}

/**
 * Failed coupon checks one shopper may make (429 `rate_limited` beyond), on `Checkout/Coupon`,
 * `Checkout/Quote` and `Checkout/Place` together: far above a shopper's typos, far below what
 * guessing codes needs.
 */
export const couponChecks: RateLimit = { max: 20, windowSeconds: 600 };

/**
 * 422 `coupon_invalid` for every reason a code cannot be used (R5.29 "Please enter a valid
 * coupon"): which rule failed is never told, so the answer reveals nothing beyond "no".
 */
export function couponInvalid(): ApiHttpError {
  return new ApiHttpError(422, 'coupon_invalid', 'Please enter a valid coupon', 'body.couponCode');
}

/** The code as coupons keep it: trimmed, upper case. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Runs `check`, a request that tries `code` (undefined: no coupon, not counted), as one of the
 * shopper's coupon checks: counted before it runs (so a burst gets no more through than a
 * patient guesser), and given back unless the answer is `coupon_invalid`.
 */
export async function asCouponCheck<T>(
  db: Database,
  customerId: number,
  code: string | undefined,
  check: () => Promise<T>,
): Promise<T> {
  if (code === undefined) return check();
  const key = `coupon-check:${customerId}`;
  await hitRateLimit(db, key, couponChecks);
  try {
    const answer = await check();
    await takeBackHit(db, key);
    return answer;
  } catch (error) {
    const invalid =
      error instanceof ApiHttpError && error.errors.some((e) => e.code === 'coupon_invalid');
    if (!invalid) await takeBackHit(db, key);
    throw error;
  }
}

/**
 * The coupon `code` names, checked against the basket by every rule (not paused, validity window,
 * brand, currency, minimum subtotal, total and per-shopper uses, first order only), with its discount;
 * else 422 `coupon_invalid`. With `lock` (a placement's transaction) the coupon row is locked
 * first, so the uses counted stay true until this placement's own use is written.
 */
export async function validCoupon(
  q: Database,
  code: string,
  basket: CouponBasket,
  lock: boolean,
): Promise<ValidCoupon> {
  const query = q
    .select()
    .from(coupons)
    .where(eq(coupons.code, normalizeCouponCode(code)))
    .$dynamic();
  const [coupon] = await (lock ? query.for('update') : query);
  if (!coupon || !(await usable(q, coupon, basket))) throw couponInvalid();
  return {
    id: coupon.id,
    code: coupon.code,
    name: coupon.name,
    nameEn: coupon.nameEn,
    discount: couponDiscount(coupon, basket.subtotal),
  };
}

async function usable(q: Database, coupon: CouponRow, basket: CouponBasket): Promise<boolean> {
  const now = Date.now();
  // Paused by staff (issue 17): refused like any other unusable code. A placement locks the
  // coupon row first, so a pause committed before that lock is always seen.
  if (coupon.pausedAt !== null) return false;
  if (coupon.startsAt && coupon.startsAt.getTime() > now) return false;
  if (coupon.endsAt && coupon.endsAt.getTime() <= now) return false;
  if (coupon.brandId !== null && coupon.brandId !== basket.brandId) return false;
  // A coupon with a currency (every fixed one) counts its amounts in it: other baskets can't.
  if (coupon.currency !== null && coupon.currency !== basket.currency) return false;
  if (basket.subtotal === 0 || basket.subtotal < coupon.minSubtotal) return false;
  if (coupon.maxUses !== null || coupon.maxUsesPerCustomer !== null) {
    const [uses] = await q
      .select({
        all: count(),
        mine: sql<number>`count(*) filter (where ${couponRedemptions.customerId} = ${basket.customerId})::int`,
      })
      .from(couponRedemptions)
      .where(
        and(
          eq(couponRedemptions.couponId, coupon.id),
          inArray(couponRedemptions.status, ['held', 'used']),
        ),
      );
    if (coupon.maxUses !== null && (uses?.all ?? 0) >= coupon.maxUses) return false;
    if (coupon.maxUsesPerCustomer !== null && (uses?.mine ?? 0) >= coupon.maxUsesPerCustomer) {
      return false;
    }
  }
  if (coupon.firstOrderOnly) {
    const [earlier] = await q
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.customerId, basket.customerId),
          notInArray(orders.status, [...releasedStatuses]),
        ),
      )
      .limit(1);
    if (earlier) return false;
  }
  return true;
}

/** The placement's use of the coupon, held until its orders are paid, failed or cancelled. */
export async function holdCouponUse(
  tx: Database,
  coupon: ValidCoupon,
  customerId: number,
  checkoutId: number,
): Promise<void> {
  await tx.insert(couponRedemptions).values({
    couponId: coupon.id,
    customerId,
    checkoutId,
    discount: coupon.discount,
  });
}

/**
 * How the coupon use of the order's placement ends: `used` at the first capture of one of its
 * orders; `released` (the use given back) once every order of the placement is released. The
 * redemption row's lock orders two releases of a placement's two orders: the later one sees the
 * earlier's order released (each statement reads what is committed), so one of them gives back.
 */
export async function settleCouponUse(
  tx: Database,
  orderId: number,
  outcome: 'capture' | 'release',
): Promise<void> {
  const [order] = await tx
    .select({ checkoutId: orders.checkoutId, couponId: orders.couponId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order?.checkoutId || order.couponId === null) return;
  const checkoutId = order.checkoutId;
  const [redemption] = await tx
    .select({ id: couponRedemptions.id, status: couponRedemptions.status })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.checkoutId, checkoutId))
    .for('update');
  if (!redemption || redemption.status === 'released') return;
  if (outcome === 'capture') {
    if (redemption.status === 'used') return;
  } else {
    const [live] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(eq(orders.checkoutId, checkoutId), notInArray(orders.status, [...releasedStatuses])),
      )
      .limit(1);
    if (live) return;
  }
  await tx
    .update(couponRedemptions)
    .set({ status: outcome === 'capture' ? 'used' : 'released', updatedAt: new Date() })
    .where(eq(couponRedemptions.id, redemption.id));
}
