import { z } from 'zod';
import { bilingualNameSchema } from '#api/contract.ts';
import { deliverySpeedCodes, storageKinds } from '#catalog/catalog-constants.ts';
import { currencyCodeSchema, deliverySpeedSchema } from '#catalog/catalog-schemas.ts';
import { cartLineOptionSchema } from '#cart/cart-schemas.ts';

// The checkout and the orders as the API serves them (issue 14, spec §1/§3/§4). Every amount is
// an integer in minor units of `currency`, computed only by the API: the request schemas carry
// no amount at all, and are strict, so a body with `total` or `price` is refused (400).

const id = z.number().int().positive();
const minor = z.number().int().nonnegative();
const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

/** Statuses of an order; the allowed moves between them are the API's (orders/order-status.ts). */
export const orderStatuses = [
  'awaiting_payment',
  'placed',
  'preparing',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'payment_failed',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The kinds of payment an order may carry. Only cash on delivery can be placed this round. */
export const paymentMethods = ['cod', 'card', 'bnpl'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
/** What a placement accepts now (card and "Pay in 4" come with their providers). */
export const placeablePaymentMethods = ['cod'] as const;

export const paymentStatuses = ['pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** VAT rate in percent (Saudi Arabia); prices include it. */
export const VAT_PERCENT = 15;
/** Minutes a chosen slot stays held for the shopper. */
export const SLOT_HOLD_MINUTES = 10;
/** Days of delivery slots the checkout offers. */
export const SLOT_DAYS = 7;
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
/** Largest page of `GET Order`; a larger `pageSize` is refused (400). */
export const MAX_ORDER_PAGE_SIZE = 50;
export const DEFAULT_ORDER_PAGE_SIZE = 10;

// ── Requests ───────────────────────────────────────────────────────────────────────────────

/** `POST Checkout/Hold`: holds a place of the slot for SLOT_HOLD_MINUTES. */
export const holdSlotRequestSchema = z.strictObject({ slotId: id });
export type HoldSlotRequest = z.infer<typeof holdSlotRequestSchema>;

/** `POST Checkout/Quote` and `POST Checkout/Place`: what the shopper chose, and nothing more. */
export const checkoutRequestSchema = z.strictObject({
  addressId: id,
  slotId: id,
  deliverySpeedId: id,
  paymentMethod: z.enum(placeablePaymentMethods),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

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
});
export type CheckoutOptions = z.infer<typeof checkoutOptionsSchema>;

export const slotHoldSchema = z.object({ slotId: id, expiresAt: z.string() });
export type SlotHold = z.infer<typeof slotHoldSchema>;

/** An option's answer as an order keeps it (the file without the cart's address). */
export const orderLineOptionSchema = cartLineOptionSchema.extend({
  file: z.object({ id: z.string(), fileName: z.string(), contentType: z.string() }).optional(),
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

/** The amounts of one order (the spec's order labels, R3.17). */
const orderAmounts = {
  currency: currencyCodeSchema,
  subtotal: minor,
  deliveryFee: minor,
  /** Coupon discount: 0 until coupons come. */
  discount: minor,
  /** Points and wallet used: 0 until they come. */
  points: minor,
  wallet: minor,
  /** The spec's "tax": the VAT included in `total`. */
  vat: minor,
  total: minor,
};

/** One order as it would be placed (`POST Checkout/Quote`). */
export const quotedOrderSchema = z.object({
  storage: z.enum(storageKinds),
  lines: z.array(orderLineSchema),
  ...orderAmounts,
});
export type QuotedOrder = z.infer<typeof quotedOrderSchema>;

export const checkoutQuoteSchema = z.object({
  /** One order per storage kind in the basket (cold and dry → two). */
  orders: z.array(quotedOrderSchema).min(1).max(2),
  currency: currencyCodeSchema,
  /** What the shopper pays for all of them. */
  total: minor,
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

const addressCopySchema = z.record(z.string(), z.union([z.string(), z.number()]));

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
  lines: z.array(orderLineSchema),
  ...orderAmounts,
});
export type Order = z.infer<typeof orderSchema>;

/** `POST Checkout/Place`: the orders of the placement (the same again for a repeated key). */
export const placedCheckoutSchema = z.object({
  orders: z.array(orderSchema).min(1).max(2),
  total: minor,
});
export type PlacedCheckout = z.infer<typeof placedCheckoutSchema>;

export const orderPageSchema = z.object({
  items: z.array(orderSchema),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
});
export type OrderPage = z.infer<typeof orderPageSchema>;
