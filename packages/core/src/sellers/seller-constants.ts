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

/**
 * Whether shoppers may see a product: a seller's new one waits for staff (`pending`) unless
 * staff put the seller on auto-approval; staff approve or reject it (with a reason).
 */
export const productApprovalStatuses = ['pending', 'approved', 'rejected'] as const;
export type ProductApprovalStatus = (typeof productApprovalStatuses)[number];

/** The most pictures a seller's product has. */
export const SELLER_PRODUCT_IMAGES_MAX = 8;
/** The pictures a seller may upload for a product (no PDF, unlike customization files). */
export const productImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The most customization options of a product, and choices of one option. */
export const SELLER_CUSTOMIZATIONS_MAX = 10;
export const SELLER_CHOICES_MAX = 20;
/** The customization kinds: pick one of the choices, type a text, or upload a file. */
export const customizationKinds = ['choice', 'text', 'file'] as const;
export type CustomizationKind = (typeof customizationKinds)[number];

/** Most places a delivery slot may offer. */
export const SELLER_SLOT_CAPACITY_MAX = 10_000;
/** Longest delivery window a seller may open, in hours. */
export const SELLER_SLOT_MAX_HOURS = 24;
