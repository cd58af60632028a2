// Plain values of the catalog contract, without zod, so catalog pages can use them without
// loading the schema library (STYLE.md: zod stays off catalog pages).

/**
 * Decision (spec §4 leaves it open): `out_of_stock` is temporarily unavailable and will be
 * restocked; `sold_out` will not come back (a limited or seasonal item whose stock ran out).
 */
export const stockStates = ['available', 'out_of_stock', 'sold_out'] as const;
export type StockState = (typeof stockStates)[number];

export const weightUnits = ['g', 'kg'] as const;
export const storageKinds = ['cold', 'dry'] as const;
export const deliverySpeedCodes = ['standard', 'express', 'scheduled'] as const;

/** The orders a shopper picks from (the sort menu). */
export const productSorts = ['relevance', 'price_asc', 'price_desc', 'newest', 'name'] as const;
export type ProductSort = (typeof productSorts)[number];

/**
 * The orders the API takes: a shopper's, and `name_en`. `name` orders by the Arabic names (by
 * the English ones under `Accept-Language: en`); spec §7 sends `Accept-Language: ar` on every
 * call, so an English page asks for `name_en`.
 */
export const apiProductSorts = [...productSorts, 'name_en'] as const;
export type ApiProductSort = (typeof apiProductSorts)[number];

/** The API order for a shopper's choice on a page in `locale`: names sort in its language. */
export function apiSortFor(sort: ProductSort, locale: 'en' | 'ar'): ApiProductSort {
  return sort === 'name' && locale === 'en' ? 'name_en' : sort;
}

/** Largest page any listing answers; a larger `pageSize` is capped to it, never an error. */
export const MAX_PAGE_SIZE = 48;
export const DEFAULT_PAGE_SIZE = 24;

/**
 * Products per page of `GET ProductSlug` (the sitemaps' read): one storefront sitemap file per
 * page, well under the protocol's 50,000 URLs a file, so 100,000 products take 20 calls.
 */
export const PRODUCT_SLUG_PAGE_SIZE = 5_000;

/** A search query is at most this long; longer ones are refused with 400. */
export const MAX_SEARCH_LENGTH = 100;
