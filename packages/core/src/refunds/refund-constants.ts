// Where a refund stands and where its money goes, and the limits of a request, without zod:
// screens that list refunds need these and nothing of the schemas (refund-schemas.ts
// re-exports them).

/**
 * Where a refund stands. `requested` → `approved` (all or part) or `rejected`; `approved` →
 * `refunded` once the money is back, or `failed` (the provider refused, or never answered);
 * staff may try a failed one again (`failed` → `approved`). The moves are the API's
 * (refunds/refund-status.ts).
 */
export const refundStatuses = ['requested', 'approved', 'rejected', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/**
 * Where the money goes: the wallet (any order), the original payment (card and "Pay in 4"
 * orders, through their provider), or the payout details (cash on delivery orders).
 */
export const refundDestinations = ['wallet', 'original', 'payout'] as const;
export type RefundDestination = (typeof refundDestinations)[number];

export const REFUND_REASON_MAX_LENGTH = 500;
/** Refund requests a shopper may have waiting for a decision at once (then 409 `refunds_full`). */
export const MAX_OPEN_REFUNDS = 10;
export const MAX_REFUND_PAGE_SIZE = 50;
export const DEFAULT_REFUND_PAGE_SIZE = 10;
/** Lines of one request (an order has no more than a basket's 50). */
export const MAX_REFUND_LINES = 50;
