// The customer's request and form schemas (zod; load them only with the forms that use them).
export * from '#customer/customer-schemas.ts';
