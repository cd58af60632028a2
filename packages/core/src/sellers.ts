// Become Seller's calls (RTK Query, with the one store API), its document upload, types and
// limits, without zod; the zod schemas load with the form, from @shop/core/seller-schemas.
export * from '#sellers/seller-application-api.ts';
export * from '#sellers/seller-constants.ts';
export * from '#sellers/seller-numbers.ts';
export type * from '#sellers/seller-application-schemas.ts';
