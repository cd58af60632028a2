// The refund request and payout-details schemas (zod; load them only with the forms that use them).
export * from '#refunds/refund-schemas.ts';
export * from '#payout/payout-schemas.ts';
