// The checkout's and orders' zod schemas (with zod), shared by the API and the storefront.
export * from '#checkout/checkout-schemas.ts';
