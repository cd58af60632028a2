import { POINT_WORTH_MINOR, VAT_PERCENT } from '@shop/core/schemas';

// Every amount of the checkout is computed here, in integer minor units (issue 14). Prices
// include VAT: the VAT is the part of (subtotal + delivery − discount) it accounts for, never
// added on top. Points and the wallet are means of payment: they do not lower the VAT.

export interface PricedLine {
  quantity: number;
  unitPrice: number;
}

export interface OrderSpeed {
  code: 'standard' | 'express' | 'scheduled';
  fee: number;
}

export interface OrderMoney {
  subtotal: number;
  deliveryFee: number;
  /** The order's share of the coupon's discount. */
  discount: number;
  /** What the loyalty points pay, as their worth in minor units (a multiple of POINT_WORTH_MINOR). */
  points: number;
  /** What the wallet pays. */
  wallet: number;
  /** The VAT included in subtotal + delivery fee − discount. */
  vat: number;
  /** What is left to pay with the payment method. */
  total: number;
}

/** A coupon's terms as the money needs them. */
export interface CouponTerms {
  kind: 'percent' | 'fixed';
  /** Percent (1–100) or minor units. */
  value: number;
  /** The most a percent coupon takes off (null: no cap). */
  maxDiscount: number | null;
}

/** What the shopper may spend: points (a count) and the wallet (minor units); 0 when unused. */
export interface SpendBalances {
  points: number;
  wallet: number;
}

/** The VAT included in a VAT-inclusive amount: round(amount × 15 / 115). */
export function vatIncluded(total: number): number {
  return Math.round((total * VAT_PERCENT) / (100 + VAT_PERCENT));
}

/**
 * The delivery fee of one order: the speed's fee, except that the standard speed is free once
 * the order's own subtotal reaches the brand's free-shipping threshold (null: never free).
 */
export function deliveryFeeOf(
  speed: OrderSpeed,
  subtotal: number,
  freeShippingThreshold: number | null,
): number {
  if (speed.code === 'standard' && freeShippingThreshold !== null) {
    if (subtotal >= freeShippingThreshold) return 0;
  }
  return speed.fee;
}

/** A coupon's discount on a subtotal: never more than the subtotal, rounded down. */
export function couponDiscount(coupon: CouponTerms, subtotal: number): number {
  const off =
    coupon.kind === 'percent'
      ? Math.min(
          Math.floor((subtotal * coupon.value) / 100),
          coupon.maxDiscount ?? Number.POSITIVE_INFINITY,
        )
      : coupon.value;
  return Math.max(0, Math.min(off, subtotal));
}

/**
 * Splits a discount across orders in proportion to their subtotals, rounded down; what rounding
 * leaves goes to the last orders with room for it, so the parts add up exactly and none exceeds
 * its subtotal (when the discount does not exceed their sum).
 */
export function splitDiscount(discount: number, subtotals: readonly number[]): number[] {
  const whole = subtotals.reduce((sum, subtotal) => sum + subtotal, 0);
  if (whole === 0) return subtotals.map(() => 0);
  const shares = subtotals.map((subtotal) => Math.floor((discount * subtotal) / whole));
  let rest = discount - shares.reduce((sum, share) => sum + share, 0);
  for (let index = shares.length - 1; index >= 0 && rest > 0; index -= 1) {
    const more = Math.min(rest, (subtotals[index] ?? 0) - (shares[index] ?? 0));
    shares[index] = (shares[index] ?? 0) + more;
    rest -= more;
  }
  return shares;
}

/**
 * The amounts of a placement's orders (one group of lines each, cold before dry): per order its
 * subtotal and delivery fee (free standard delivery from the brand's threshold on the order's
 * own subtotal), its share of the coupon's `discount` (capped at the orders' subtotal), the VAT
 * included in what is left; then, order by order, the points (whole points, as many as needed)
 * and the wallet pay what they can, and `total` is what remains to pay.
 */
export function checkoutMoney(
  groups: readonly (readonly PricedLine[])[],
  speed: OrderSpeed,
  freeShippingThreshold: number | null,
  discount: number,
  balances: SpendBalances,
): OrderMoney[] {
  const subtotals = groups.map((lines) =>
    lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0),
  );
  const whole = subtotals.reduce((sum, subtotal) => sum + subtotal, 0);
  const shares = splitDiscount(Math.min(Math.max(0, discount), whole), subtotals);
  let pointsLeft = balances.points;
  let walletLeft = balances.wallet;
  return subtotals.map((subtotal, index) => {
    const deliveryFee = deliveryFeeOf(speed, subtotal, freeShippingThreshold);
    const share = shares[index] ?? 0;
    const due = subtotal + deliveryFee - share;
    const pointsSpent = Math.min(pointsLeft, Math.floor(due / POINT_WORTH_MINOR));
    pointsLeft -= pointsSpent;
    const points = pointsSpent * POINT_WORTH_MINOR;
    const wallet = Math.min(walletLeft, due - points);
    walletLeft -= wallet;
    return {
      subtotal,
      deliveryFee,
      discount: share,
      points,
      wallet,
      vat: vatIncluded(due),
      total: due - points - wallet,
    };
  });
}
