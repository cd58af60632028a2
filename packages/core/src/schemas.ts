// The universal contract entry: zod schemas and shared types only (no React, no Redux), so
// apps/api can validate with exactly the schemas the storefront uses.
export * from '#api/contract.ts';
export * from '#activity-types/activity-type-schemas.ts';
export * from '#catalog/catalog-schemas.ts';
export * from '#customer/customer-schemas.ts';
export * from '#cart/cart-schemas.ts';
export * from '#checkout/checkout-schemas.ts';
export * from '#staff/staff-schemas.ts';
export * from '#orders/order-schemas.ts';
export * from '#orders/zatca.ts';
export * from '#payout/payout-schemas.ts';
export * from '#refunds/refund-schemas.ts';
export * from '#wallet/wallet-schemas.ts';
export * from '#reviews/review-schemas.ts';
export * from '#questions/question-schemas.ts';
export * from '#complaints/complaint-schemas.ts';
export * from '#content/content-schemas.ts';
export * from '#collections/collection-schemas.ts';
export * from '#blog/blog-schemas.ts';
export * from '#contact/contact-schemas.ts';
export * from '#newsletter/newsletter-schemas.ts';
export * from '#settings/settings-schemas.ts';
export * from '#stores/store-schemas.ts';
export * from '#sellers/seller-application-schemas.ts';
export * from '#sellers/seller-application-staff-schemas.ts';
export * from '#sellers/seller-role-schemas.ts';
