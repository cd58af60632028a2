// The collection calls (RTK Query, with the one store API) and their types without zod.
export * from '#collections/collection-api.ts';
export type * from '#collections/collection-schemas.ts';
