export * from '#catalog/catalog-api.ts';
export type * from '#catalog/catalog-schemas.ts';
export {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  productSorts,
  stockStates,
} from '#catalog/catalog-schemas.ts';
