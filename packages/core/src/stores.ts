// The seller-store calls (RTK Query, with the one store API) and their types, without zod.
export * from '#stores/stores-api.ts';
export type * from '#stores/store-schemas.ts';
export * from '#stores/store-constants.ts';
