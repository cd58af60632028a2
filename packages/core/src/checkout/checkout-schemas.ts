import { z } from 'zod';
import { bilingualNameSchema } from '#api/contract.ts';
import { deliverySpeedCodes, storageKinds } from '#catalog/catalog-constants.ts';
import { currencyCodeSchema, deliverySpeedSchema } from '#catalog/catalog-schemas.ts';
import { cartLineOptionSchema } from '#cart/cart-schemas.ts';
import { orderStatuses, paymentMethods, paymentStatuses } from '#checkout/order-constants.ts';

// The checkout and the orders as the API serves them (issue 14, spec §1/§3/§4). Every amount is
// an integer in minor units of `currency`, computed only by the API: the request schemas carry
// no amount at all, and are strict, so a body with `total` or `price` is refused (400).

const id = z.number().int().positive();
const minor = z.number().int().nonnegative();
const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

export * from '#checkout/order-constants.ts';

/** VAT rate in percent (Saudi Arabia); prices include it. */
export const VAT_PERCENT = 15;
/** Minutes a chosen slot stays held for the shopper. */
export const SLOT_HOLD_MINUTES = 10;
/** Days of delivery slots the checkout offers. */
export const SLOT_DAYS = 7;
/** Minutes an order may await its online payment before it fails and its stock goes back. */
export const PAYMENT_WINDOW_MINUTES = 30;
/** The currency of the wallet and of what points are worth: the store's own. */
export const WALLET_CURRENCY = 'SAR';
/** What one loyalty point is worth, in minor units of the store's currency (1 point = 0.01). */
export const POINT_WORTH_MINOR = 1;
/** Points earned per whole unit of the store's currency paid, when an order is delivered. */
export const POINTS_PER_CURRENCY_UNIT = 1;
/** Longest coupon code accepted (longer is a 400). */
export const MAX_COUPON_CODE_LENGTH = 32;
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
/** Largest page of `GET Order`; a larger `pageSize` is refused (400). */
export const MAX_ORDER_PAGE_SIZE = 50;
export const DEFAULT_ORDER_PAGE_SIZE = 10;

// ── Requests ───────────────────────────────────────────────────────────────────────────────

/** `POST Checkout/Hold`: holds a place of the slot for SLOT_HOLD_MINUTES. */
export const holdSlotRequestSchema = z.strictObject({ slotId: id });
export type HoldSlotRequest = z.infer<typeof holdSlotRequestSchema>;

/** A coupon code as the shopper typed it; the API matches it without regard to case. */
export const couponCodeSchema = z.string().trim().min(1).max(MAX_COUPON_CODE_LENGTH);

/**
 * `POST Checkout/Quote` and `POST Checkout/Place`: what the shopper chose, and nothing more (no
 * amount: the API computes what the wallet and points cover).
 */
export const checkoutRequestSchema = z.strictObject({
  addressId: id,
  slotId: id,
  deliverySpeedId: id,
  paymentMethod: z.enum(paymentMethods),
  couponCode: couponCodeSchema.optional(),
  /** Spend the wallet's balance (as much as the orders need). */
  useWallet: z.boolean().default(false),
  /** Spend the loyalty points (as many as the orders need). */
  usePoints: z.boolean().default(false),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
export type CheckoutRequestInput = z.input<typeof checkoutRequestSchema>;

/** `POST Checkout/Coupon`: is this code valid for the basket now? (R2.85, R5.29, R8.27) */
export const couponCheckRequestSchema = z.strictObject({ couponCode: couponCodeSchema });
export type CouponCheckRequest = z.infer<typeof couponCheckRequestSchema>;

/** `POST Order/{id}/Pay`: continue an order awaiting payment (R4.21), with this method. */
export const payOrderRequestSchema = z.strictObject({ paymentMethod: z.enum(paymentMethods) });
export type PayOrderRequest = z.infer<typeof payOrderRequestSchema>;

/** The headers `POST Checkout/Place` requires (others pass through). */
export const placeHeadersSchema = z.looseObject({
  'idempotency-key': z.string().regex(IDEMPOTENCY_KEY_PATTERN),
});

export const orderParamsSchema = z.object({ id: positiveId });

/** `GET Order?page=&pageSize=`: newest first. */
export const orderListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_ORDER_PAGE_SIZE)
    .default(DEFAULT_ORDER_PAGE_SIZE),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

// ── Answers ────────────────────────────────────────────────────────────────────────────────

export const deliverySlotSchema = z.object({
  id,
  startsAt: z.string(),
  endsAt: z.string(),
  /** No place left (others' holds and orders are never counted out loud). */
  full: z.boolean(),
});
export type DeliverySlot = z.infer<typeof deliverySlotSchema>;

/** `GET Checkout/Options`: the basket brand's speeds and the slots of the next SLOT_DAYS days. */
/**
 * A way to pay as the checkout offers it (R2.86, R3.05): its names as the API answers them, and
 * whether it can be chosen now (card and "Pay in 4" come with their providers).
 */
export const paymentMethodChoiceSchema = bilingualNameSchema.extend({
  id: z.enum(paymentMethods),
  available: z.boolean(),
});
export type PaymentMethodChoice = z.infer<typeof paymentMethodChoiceSchema>;

export const checkoutOptionsSchema = z.object({
  brandId: id,
  deliverySpeeds: z.array(deliverySpeedSchema),
  paymentMethods: z.array(paymentMethodChoiceSchema),
  slots: z.array(deliverySlotSchema),
  /** The shopper's live hold, if any. */
  hold: z.object({ slotId: id, expiresAt: z.string() }).nullable(),
  /** The shopper's wallet balance (minor units of `currency`) and loyalty points. */
  wallet: z.object({ balance: minor, currency: currencyCodeSchema }),
  points: z.object({ balance: minor, worth: minor }),
});
export type CheckoutOptions = z.infer<typeof checkoutOptionsSchema>;

export const slotHoldSchema = z.object({ slotId: id, expiresAt: z.string() });
export type SlotHold = z.infer<typeof slotHoldSchema>;

/** An option's answer as an order keeps it: the file is the order's copy, read at `url`. */
export const orderLineOptionSchema = cartLineOptionSchema.extend({
  file: z
    .object({
      id: z.string(),
      fileName: z.string(),
      contentType: z.string(),
      /** Where the order's customer reads it (`GET Order/{id}/Upload/{fileId}`). */
      url: z.string(),
    })
    .optional(),
});
export type OrderLineOption = z.infer<typeof orderLineOptionSchema>;

export const orderLineSchema = bilingualNameSchema.extend({
  productId: id,
  quantity: z.number().int().positive(),
  unitPrice: minor,
  lineTotal: minor,
  options: z.array(orderLineOptionSchema),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** A line of a placed order: with its id (a refund request names the lines it asks for). */
export const placedOrderLineSchema = orderLineSchema.extend({ id });
export type PlacedOrderLine = z.infer<typeof placedOrderLineSchema>;

/** The amounts of one order (the spec's order labels, R3.17). */
const orderAmounts = {
  currency: currencyCodeSchema,
  subtotal: minor,
  deliveryFee: minor,
  /** The coupon's discount (it lowers the VAT base). */
  discount: minor,
  /** What the loyalty points and the wallet pay of this order (means of payment). */
  points: minor,
  wallet: minor,
  /** The spec's "tax": the VAT included in subtotal + delivery fee − discount. */
  vat: minor,
  /** What is left to pay with the payment method. */
  total: minor,
};

/** One order as it would be placed (`POST Checkout/Quote`). */
export const quotedOrderSchema = z.object({
  storage: z.enum(storageKinds),
  lines: z.array(orderLineSchema),
  ...orderAmounts,
});
export type QuotedOrder = z.infer<typeof quotedOrderSchema>;

/** A coupon as a quote applied it (R8.27). */
export const appliedCouponSchema = bilingualNameSchema.extend({
  code: z.string(),
  discount: minor,
});
export type AppliedCoupon = z.infer<typeof appliedCouponSchema>;

/** A basket line left out because it cannot be delivered to the address's country (R8.13). */
export const undeliverableLineSchema = bilingualNameSchema.extend({ productId: id });
export type UndeliverableLine = z.infer<typeof undeliverableLineSchema>;

export const checkoutQuoteSchema = z.object({
  /** One order per storage kind in the basket (cold and dry → two). */
  orders: z.array(quotedOrderSchema).min(1).max(2),
  currency: currencyCodeSchema,
  /** What the shopper pays for all of them with the payment method. */
  total: minor,
  coupon: appliedCouponSchema.nullable(),
  /** Lines the order leaves out (they stay in the basket). */
  undeliverable: z.array(undeliverableLineSchema),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

const addressCopySchema = z.record(z.string(), z.union([z.string(), z.number()]));

/** One status an order reached and when (its timeline, oldest first; R2.45). */
export const orderStatusEventSchema = z.object({
  status: z.enum(orderStatuses),
  at: z.string(),
});
export type OrderStatusEvent = z.infer<typeof orderStatusEventSchema>;

export const orderSchema = z.object({
  id,
  number: z.string(),
  placedAt: z.string(),
  status: z.enum(orderStatuses),
  paymentMethod: z.enum(paymentMethods),
  paymentStatus: z.enum(paymentStatuses),
  brandId: id,
  storage: z.enum(storageKinds),
  slot: z.object({ id, startsAt: z.string(), endsAt: z.string() }).nullable(),
  deliverySpeed: bilingualNameSchema.extend({ id, code: z.enum(deliverySpeedCodes) }).nullable(),
  shippingAddress: addressCopySchema,
  billingAddress: addressCopySchema,
  lines: z.array(placedOrderLineSchema),
  ...orderAmounts,
  couponCode: z.string().nullable(),
  /** An order awaiting payment fails if still unpaid then (R4.21: continue it before). */
  paymentDueAt: z.string().nullable(),
  /** Every status the order reached, oldest first (the Order Details timeline). */
  timeline: z.array(orderStatusEventSchema),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * An online payment as it starts: `redirect` sends the shopper to the provider's hosted page at
 * `redirectUrl`; `rejected` is a "Pay in 4" provider refusing the purchase up front (R8.09: the
 * order keeps waiting, to be paid another way); `unavailable` is a provider that could not be
 * reached (the order keeps waiting: try again or another way). Null when nothing is left to pay
 * online.
 */
export const paymentStartSchema = z.object({
  status: z.enum(['redirect', 'rejected', 'unavailable']),
  redirectUrl: z.string().nullable(),
});
export type PaymentStart = z.infer<typeof paymentStartSchema>;

/** `POST Checkout/Place`: the orders of the placement (the same again for a repeated key). */
export const placedCheckoutSchema = z.object({
  orders: z.array(orderSchema).min(1).max(2),
  total: minor,
  /** The online payment to go through, or null (cash on delivery, or nothing left to pay). */
  payment: paymentStartSchema.nullable(),
  undeliverable: z.array(undeliverableLineSchema),
});
export type PlacedCheckout = z.infer<typeof placedCheckoutSchema>;

/** `POST Order/{id}/Pay`: the placement's orders as they are now, and the payment to go through. */
export const payOrderAnswerSchema = z.object({
  orders: z.array(orderSchema).min(1).max(2),
  /** Null for cash on delivery (the orders are placed). */
  payment: paymentStartSchema.nullable(),
});
export type PayOrderAnswer = z.infer<typeof payOrderAnswerSchema>;

export const orderPageSchema = z.object({
  items: z.array(orderSchema),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
});
export type OrderPage = z.infer<typeof orderPageSchema>;
