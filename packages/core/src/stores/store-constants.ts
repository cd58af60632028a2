// Seller stores' limits, without zod (the storefront's first load imports them).

/** The most stores one page of `GET Store` lists. */
export const MAX_STORES_PAGE_SIZE = 48;
export const DEFAULT_STORES_PAGE_SIZE = 24;
/** A store's handle in its URL: lower-case letters, digits and dashes. */
export const STORE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const STORE_SLUG_MAX = 80;
