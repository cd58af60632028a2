// The shopper's refund and payout-details calls (RTK Query, with the one store API); their zod
// schemas: @shop/core/refund-schemas.
export * from '#refunds/refunds-api.ts';
export type * from '#refunds/refund-schemas.ts';
export type * from '#payout/payout-schemas.ts';
