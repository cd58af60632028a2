import {
  apiErrorListSchema,
  appliedCouponSchema,
  couponCheckRequestSchema,
  checkoutOptionsSchema,
  checkoutQuoteSchema,
  checkoutRequestSchema,
  holdSlotRequestSchema,
  IDEMPOTENCY_KEY_HEADER,
  placedCheckoutSchema,
  placeHeadersSchema,
  SLOT_DAYS,
  SLOT_HOLD_MINUTES,
  slotHoldSchema,
  type PaymentMethodChoice,
  POINT_WORTH_MINOR,
  WALLET_CURRENCY,
} from '@shop/core/schemas';
import { deliverySpeedsOf } from '#src/brands/brands-queries.ts';
import { checkBasketCoupon, placeCheckout, quoteCheckout } from '#src/checkout/checkout-service.ts';
import { paymentLocale } from '#src/payments/payments-routes.ts';
import { withPayment } from '#src/payments/payments-service.ts';
import {
  basketBrandOf,
  cartEmpty,
  holdSlot,
  listSlots,
  liveHoldOf,
} from '#src/checkout/delivery-slots.ts';
import { asCouponCheck, couponChecks } from '#src/coupons/coupons-service.ts';
import { hitRateLimits, type RateLimit } from '#src/customers/rate-limit.ts';
import { requireCustomer, signedInCustomer } from '#src/customers/tokens.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { checkoutErrors } from '#src/http/checkout-errors.ts';
import { neverCached } from '#src/http/http-cache.ts';
import { balanceOf } from '#src/ledgers/ledgers.ts';

/**
 * Placements one account, and one client, may attempt in an hour (429 `rate_limited` beyond):
 * each writes orders and takes stock. Far above a real shopper's; a client's cap allows many
 * shoppers behind one address (an office, a carrier's NAT).
 */
export const placementsPerAccount: RateLimit = { max: 60, windowSeconds: 3600 };
export const placementsPerClient: RateLimit = { max: 600, windowSeconds: 3600 };

/**
 * `Checkout`: options, slot hold, quote and placement of the signed-in customer's basket (issue
 * 14). Every amount is computed here in minor units; the request bodies carry none (strict
 * schemas: an unknown field such as `total` is a 400).
 */
/** The ways to pay, in the order the payment methods modal lists them (R2.86). */
const paymentMethodNames = [
  { id: 'cod', name: 'الدفع عند الاستلام', nameEn: 'Cash on delivery' },
  { id: 'card', name: 'الدفع الإلكتروني بالبطاقة', nameEn: 'Online card payment' },
  { id: 'bnpl', name: 'ادفع على 4 دفعات', nameEn: 'Pay in 4' },
] as const;

const couponLimitText =
  `422 coupon_invalid for any code that cannot be used now; 429 past ${couponChecks.max} ` +
  `invalid codes in ${couponChecks.windowSeconds / 60} minutes per shopper (Coupon, Quote and ` +
  'Place together).';

export const checkoutRoutes: FeatureRoutes = (app, { db, tokenTtlDays, payments }, done) => {
  const onRequest = requireCustomer(db, tokenTtlDays);
  const tags = ['Checkout'];
  app.addHook('onSend', neverCached);

  /** The points and what they are worth together (minor units of WALLET_CURRENCY). */
  async function pointsBalance(customerId: number) {
    const balance = await balanceOf(db, customerId, 'points');
    return { balance, worth: balance * POINT_WORTH_MINOR };
  }

  app.get(
    '/Checkout/Options',
    {
      onRequest,
      schema: {
        tags,
        summary: "The basket brand's delivery speeds and slots of the coming days",
        description:
          `Slots of the next ${SLOT_DAYS} days with whether each is full (for this shopper: ` +
          'their own hold never makes a slot full), and their live hold. 409 cart_empty.',
        response: { 200: checkoutOptionsSchema, ...checkoutErrors },
      },
    },
    async (request) => {
      const { customer } = signedInCustomer(request);
      const brandId = await basketBrandOf(db, customer.id);
      if (brandId === undefined) throw cartEmpty();
      const speeds = (await deliverySpeedsOf(db, [brandId])).map(
        ({ brandId: _brandId, ...speed }) => speed,
      );
      const slots = await listSlots(db, brandId, customer.id);
      const hold = await liveHoldOf(db, customer.id);
      return {
        brandId,
        deliverySpeeds: speeds,
        // Card and "Pay in 4" when a provider serves them (the local test provider always does).
        paymentMethods: paymentMethodNames.map((method): PaymentMethodChoice => ({
          ...method,
          available: method.id === 'cod' || payments.providers.forMethod(method.id) !== undefined,
        })),
        slots,
        hold: hold && slots.some((slot) => slot.id === hold.slotId) ? hold : null,
        wallet: { balance: await balanceOf(db, customer.id, 'wallet'), currency: WALLET_CURRENCY },
        points: await pointsBalance(customer.id),
      };
    },
  );

  app.post(
    '/Checkout/Hold',
    {
      onRequest,
      schema: {
        tags,
        summary: `Hold a place of a delivery slot for ${SLOT_HOLD_MINUTES} minutes`,
        description:
          'One live hold per shopper: holding a slot releases the previous hold. 404 for an ' +
          "unknown slot or another brand's; 409 slot_full, cart_empty.",
        body: holdSlotRequestSchema,
        response: { 200: slotHoldSchema, ...checkoutErrors },
      },
    },
    async (request) => {
      const { customer } = signedInCustomer(request);
      return holdSlot(db, customer.id, request.body.slotId);
    },
  );

  app.post(
    '/Checkout/Quote',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The order(s) the basket would make, with every amount, without placing them',
        description:
          'One order per storage kind (cold and dry → two). 409 cart_empty, cart_minimum_order, ' +
          'out_of_stock, address_not_served, slot_hold_expired, cart_undeliverable (no line ' +
          "can go to the address's country; the others are left out and listed in " +
          "undeliverable), wallet_currency; 404 an address not the customer's, a slot or " +
          `delivery speed not the brand's. ${couponLimitText}`,
        body: checkoutRequestSchema,
        response: {
          200: checkoutQuoteSchema,
          ...checkoutErrors,
          422: apiErrorListSchema,
          429: apiErrorListSchema,
        },
      },
    },
    async (request) => {
      const { customer } = signedInCustomer(request);
      return asCouponCheck(db, customer.id, request.body.couponCode, () =>
        quoteCheckout(db, customer.id, request.body),
      );
    },
  );

  app.post(
    '/Checkout/Coupon',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Check a coupon code against the basket (R2.85, R8.27)',
        description:
          'Answers the coupon with the discount it gives the basket now (every line counted). ' +
          `409 cart_empty. ${couponLimitText}`,
        body: couponCheckRequestSchema,
        response: {
          200: appliedCouponSchema,
          ...checkoutErrors,
          422: apiErrorListSchema,
          429: apiErrorListSchema,
        },
      },
    },
    async (request) => {
      const { customer } = signedInCustomer(request);
      const { couponCode } = request.body;
      return asCouponCheck(db, customer.id, couponCode, () =>
        checkBasketCoupon(db, customer.id, couponCode),
      );
    },
  );

  app.post(
    '/Checkout/Place',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Place the basket as order(s), once per Idempotency-Key',
        description:
          `\`${IDEMPOTENCY_KEY_HEADER}\` (8–64 of A-Z a-z 0-9 _ -) is required: the same key ` +
          'again, even at the same moment, answers the same orders; another body under it is 409 ' +
          'idempotency_key_reused. All orders or none; the refusals of the quote, and 409 ' +
          'out_of_stock when the stock is gone, insufficient_balance when the wallet or points ' +
          'changed. 429 past 60 placements an hour per account (600 per client). ' +
          couponLimitText,
        headers: placeHeadersSchema,
        body: checkoutRequestSchema,
        response: {
          200: placedCheckoutSchema,
          ...checkoutErrors,
          422: apiErrorListSchema,
          429: apiErrorListSchema,
        },
      },
    },
    async (request) => {
      const { customer } = signedInCustomer(request);
      await hitRateLimits(db, [
        [`checkout-place:${customer.id}`, placementsPerAccount],
        [`checkout-place-ip:${request.ip}`, placementsPerClient],
      ]);
      const placed = await asCouponCheck(db, customer.id, request.body.couponCode, () =>
        placeCheckout(
          db,
          customer.id,
          request.body,
          request.headers['idempotency-key'],
          payments.queueMailWithin,
        ),
      );
      return withPayment(payments, customer.id, placed, paymentLocale(request));
    },
  );

  done();
};
