// The shop's Redux store (one per server request, one in the browser) with every slice and
// middleware of @shop/core; RTK Query's api slice joins when first provided.
export * from '#shop-store/shop-store.ts';
