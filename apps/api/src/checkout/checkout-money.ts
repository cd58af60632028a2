import { VAT_PERCENT } from '@shop/core/schemas';

// Every amount of the checkout is computed here, in integer minor units (issue 14). Prices
// include VAT: the VAT is the part of the total it accounts for, never added on top.

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
  /** Coupons, wallet and points come later: 0 this round. */
  discount: number;
  vat: number;
  total: number;
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

/** The amounts of one order from its lines, its speed and the brand's threshold. */
export function orderMoney(
  lines: readonly PricedLine[],
  speed: OrderSpeed,
  freeShippingThreshold: number | null,
): OrderMoney {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const deliveryFee = deliveryFeeOf(speed, subtotal, freeShippingThreshold);
  const discount = 0;
  const total = subtotal + deliveryFee - discount;
  return { subtotal, deliveryFee, discount, vat: vatIncluded(total), total };
}
