// The cart's zod schemas (with zod), shared by the API and the storefront's forms.
export * from '#cart/cart-schemas.ts';
