// Accounts: request and form schemas (zod; load them only with the forms that use them).
export * from '#account/account-schemas.ts';
