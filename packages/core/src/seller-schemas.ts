// Become Seller's zod schemas, shared by the API and the form (loaded with the form).
export * from '#sellers/seller-application-schemas.ts';
