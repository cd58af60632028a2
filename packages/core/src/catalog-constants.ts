// The catalog's plain values alone, without the API calls (RTK Query) of @shop/core/catalog,
// which re-exports them: for code on every page's first load.
export * from '#catalog/catalog-constants.ts';
