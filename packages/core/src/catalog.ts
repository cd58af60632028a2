export * from '#catalog/catalog-api.ts';
export * from '#catalog/catalog-constants.ts';
export type * from '#catalog/catalog-schemas.ts';
