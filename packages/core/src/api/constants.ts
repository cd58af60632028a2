// Plain values of the API contract, kept apart from the zod schemas (contract.ts) so that
// code reaching the browser on every page (the API client, slices) does not pull zod in.

/** Header that carries the storefront's public key on every call (spec §7). */
export const PUBLIC_KEY_HEADER = 'X-Public-Key';

/** Header of a request that creates money movements: the same key again, the same result. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The API answers in Arabic and carries both languages of every text (DESIGN.md). */
export const API_LANGUAGE = 'ar';

/**
 * Codes of the customer routes. The sign-in and sign-up outcomes are the status as a string, as
 * the spec's storefront expects (§8: "403" unverified, "401"/"404" wrong details, "409"
 * already registered); the others name the refusal.
 */
export const customerErrorCodes = [
  '401',
  '403',
  '404',
  '409',
  'invalid_code',
  'invalid_credentials',
  'compare_full',
  'addresses_full',
  'address_not_found',
  'favorites_full',
  'push_endpoint_not_allowed',
] as const;

/**
 * Codes of the cart routes (issue 13). The limits answer 409 with the limit they went past in
 * the error's `limit` (R8.10 'the maximum quantity is' N).
 */
export const cartErrorCodes = [
  /** Another brand's product: reset the basket and add it, or keep the basket (R4.20). */
  'cart_brand_conflict',
  /** Past the product's maximum per order or the stock left (R8.10, `limit`). */
  'cart_max_quantity',
  /** Out of stock or sold out (R8.11). */
  'out_of_stock',
  /** Past the product's daily limit per customer (R8.12, `limit`). */
  'cart_quantity_limit',
  /** The basket already holds MAX_CART_LINES lines. */
  'cart_full',
  /** No such guest cart (unknown, expired or another shopper's). */
  'cart_not_found',
  /** No such line in this cart. */
  'cart_line_not_found',
  /** A required option was not answered (R5.30/R5.31). */
  'customization_incomplete',
  /** An answer that does not belong to the product or its option. */
  'customization_invalid',
  /** No such upload in this cart. */
  'upload_not_found',
  /** A line of the basket still uses this upload: remove the line (or change it) first. */
  'upload_in_use',
  /** The file is not an image or PDF by its content, or is malformed. */
  'upload_type',
  /** This cart or client sent too many files. */
  'uploads_full',
] as const;

/** Codes of the checkout and order routes (issue 14). */
export const checkoutErrorCodes = [
  /** The basket is empty: nothing to check out. */
  'cart_empty',
  /** The basket is below the brand's minimum order. */
  'cart_minimum_order',
  /** The address's city is not one the basket's brand delivers to. */
  'address_not_served',
  /** The address is outside the basket brand's delivery area (issue 18). */
  'address_outside_area',
  /** The slot has no place left. */
  'slot_full',
  /** The shopper holds no live place of this slot (never held, another slot, or expired). */
  'slot_hold_expired',
  /** Staff or the seller closed the slot (issue 17): it takes no new hold or order. */
  'slot_closed',
  /** The Idempotency-Key was used already for another checkout. */
  'idempotency_key_reused',
  /** The order's status does not allow this (e.g. cancelling a delivered order). */
  'order_status_conflict',
  /** No payment provider serves this payment method now. */
  'payment_method_unavailable',
  /** A payment provider's notification failed its signature, time or form check. */
  'payment_webhook_refused',
  /** A payment provider's notification names no attempt with its amount and currency. */
  'payment_mismatch',
  /** The coupon cannot be used, whatever the reason (R5.29 "Please enter a valid coupon"). */
  'coupon_invalid',
  /** A newsletter link (confirm or unsubscribe) is unknown, expired or used. */
  'newsletter_link_invalid',
  /** No product of the basket can be delivered to the address's country (R8.13). */
  'cart_undeliverable',
  /** The wallet and points pay only baskets in the store's currency (WALLET_CURRENCY). */
  'wallet_currency',
  /** The wallet or points balance no longer covers the spend. */
  'insufficient_balance',
] as const;

/** Codes of what follows an order: staff, refunds, payouts, complaints, reviews (issue 15). */
export const afterOrderErrorCodes = [
  /** A signed-in caller of the wrong kind or role: a customer's token on a staff route, or a staff member without the role. */
  'forbidden',
  /** More units of a line than are left to refund (others asked for already), or no such line. */
  'refund_quantity_exceeded',
  /** The order's money cannot go there (original payment of a cash order, payout of a card one, wallet in another currency). */
  'refund_destination_unavailable',
  /** A payout needs the shopper's payout details saved first. */
  'payout_details_missing',
  /** The lines asked for are worth nothing (free items). */
  'nothing_to_refund',
  /** The shopper has MAX_OPEN_REFUNDS requests waiting for a decision. */
  'refunds_full',
  /** The refund is not in a status that allows this (decided already, paid already …). */
  'refund_status_conflict',
  /** An approval of more than was asked for. */
  'refund_amount_exceeded',
  /** A refund above the second-approval amount, approved again by the member who approved it first. */
  'second_approval_required',
  /** A second approval of another amount than the first approval's. */
  'approval_amount_mismatch',
] as const;

/** Codes of reviews, product questions and complaints (issue 15). */
export const feedbackErrorCodes = [
  /** Only a shopper who received the product (a delivered order of theirs holds it) may review it (403). */
  'review_not_received',
  /** The shopper has reviewed this product already: one review per product and shopper (409). */
  'review_exists',
  /** The shopper has MAX_PENDING_QUESTIONS questions waiting for an answer (409, `limit`). */
  'questions_full',
  /** The shopper has MAX_OPEN_COMPLAINTS open complaints (409, `limit`). */
  'complaints_full',
  /** Staff decided this review, question, complaint or contact message already (409): nothing changed. */
  'moderation_conflict',
] as const;

/** Codes of the content staff write: FAQs and pages (issue 16). */
export const contentErrorCodes = [
  /** Another FAQ topic or page has this slug already (409). */
  'slug_taken',
  /** A curated collection names products that do not exist (400, `field` body.productIds). */
  'unknown_products',
  /** A rule collection names none of a category, a brand, an offer (400). */
  'collection_rule_missing',
  /** A rule names a category, brand or offer that does not exist (400). */
  'unknown_rule_target',
  /** Products were set on a rule collection (400): only curated ones hold products. */
  'collection_not_curated',
  /** The blog has its MAX_BLOG_CATEGORIES categories already (409, `limit`). */
  'blog_categories_full',
] as const;

/** Codes of Become Seller (issue 16). */
export const sellerErrorCodes = [
  /** The application's status does not allow this decision (409): nothing changed. */
  'invalid_transition',
  /** A seller account has this application's e-mail already (409): approve cannot open another. */
  'seller_email_taken',
] as const;

/** Codes of the seller role (issue 16, R6.03). */
export const sellerRoleErrorCodes = [
  /** The seller's account is suspended: every seller route answers 403 with this. */
  'seller_suspended',
  /** A slot's capacity below the places already taken (409). */
  'slot_capacity_below_taken',
  /** The brand has a slot starting at that moment already (409). */
  'slot_exists',
  /** The product has SELLER_PRODUCT_IMAGES_MAX pictures already (409, `limit`). */
  'images_full',
] as const;

/** Codes of the back office's coupons (issue 17). */
export const couponStaffErrorCodes = [
  /** Another coupon has this code already (409, `field` body.code). */
  'coupon_code_taken',
  /** A coupon's currency is none of the shop's currencies (400, `field` body.currency). */
  'unknown_currency',
] as const;

/** Codes of a brand's delivery area (issue 18). */
export const deliveryAreaErrorCodes = [
  /** The brand has no delivery area (404): it delivers by city, so only a saved address can be checked. */
  'delivery_area_not_found',
  /** The saved address was never placed on the map (409): the brand's area cannot judge it. */
  'address_location_missing',
] as const;

/**
 * Stable error codes of the API. The storefront shows a translated text per code (the account
 * forms through their server-error texts, others as `errors:api.<code>`); `message` is an
 * English hint for developers.
 */
export const apiErrorCodes = [
  'validation',
  'not_found',
  'unknown_public_key',
  'unsupported_media_type',
  'payload_too_large',
  'rate_limited',
  'unavailable',
  'internal',
  ...customerErrorCodes,
  ...cartErrorCodes,
  ...checkoutErrorCodes,
  ...afterOrderErrorCodes,
  ...feedbackErrorCodes,
  ...contentErrorCodes,
  ...sellerErrorCodes,
  ...sellerRoleErrorCodes,
  ...couponStaffErrorCodes,
  ...deliveryAreaErrorCodes,
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];

/**
 * Header that carries a request's id from the storefront server to the API, so the log lines
 * of one shopper's request can be found in both. Each side sets it when the caller did not.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits and `-_.:`, 1 to 128 of them: nothing a log line or a header could trip on. */
const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The incoming request id when it is a sane one (see {@link SANE_REQUEST_ID}), else undefined. */
export function saneRequestId(value: string | string[] | null | undefined): string | undefined {
  return typeof value === 'string' && SANE_REQUEST_ID.test(value) ? value : undefined;
}
