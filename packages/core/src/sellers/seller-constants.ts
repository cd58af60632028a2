// Become Seller's limits and lists, without zod (the form's first load imports them).

/** The documents an application needs, each uploaded once (images or PDF, the cart's rules). */
export const sellerDocumentKinds = ['cr_certificate', 'vat_certificate'] as const;
export type SellerDocumentKind = (typeof sellerDocumentKinds)[number];

export const SELLER_NAME_MAX = 120;
export const SELLER_DESCRIPTION_MAX = 1000;
export const SELLER_BANK_NAME_MAX = 100;
/** The most cities one application may name. */
export const SELLER_CITIES_MAX = 50;
/** The status of an application as the applicant and staff see it. */
export const sellerApplicationStatuses = [
  'unconfirmed',
  'submitted',
  'under_review',
  'approved',
  'rejected',
  'suspended',
] as const;
export type SellerApplicationStatus = (typeof sellerApplicationStatuses)[number];

/** The most characters of a staff decision's reason (mailed to the applicant). */
export const SELLER_DECISION_REASON_MAX = 500;

/** The most units of stock a seller may set for a product: far above any real one. */
export const SELLER_STOCK_MAX = 1_000_000;
