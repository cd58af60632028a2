// The universal contract entry: zod schemas and shared types only (no React, no Redux), so
// apps/api can validate with exactly the schemas the storefront uses.
export * from '#api/contract.ts';
export * from '#activity-types/activity-type-schemas.ts';
export * from '#catalog/catalog-schemas.ts';
export * from '#customer/customer-schemas.ts';
export * from '#cart/cart-schemas.ts';
export * from '#checkout/checkout-schemas.ts';
