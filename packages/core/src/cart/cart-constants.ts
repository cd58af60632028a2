// Plain values of the cart contract, without zod, so the header's cart and the product cards can
// use them without loading the schema library (STYLE.md: zod stays off catalog pages).

/**
 * The guest's cart id travels in this header (the storefront keeps it in a cookie and
 * localStorage, like the customer). A signed-in customer's cart is found by the token; the header
 * is then ignored except by `POST Cart/Merge`.
 */
export const CART_ID_HEADER = 'X-Cart-Id';
/** Cookie that mirrors the guest's cart id, so the server renders the basket on first load. */
export const CART_ID_COOKIE = 'cartId';
/** localStorage key of the guest's cart id. */
export const CART_ID_STORAGE_KEY = 'storefront.cartId';
/** A guest cart id: 43 base64url characters (32 random bytes), nothing else is looked up. */
export const CART_ID_PATTERN = /^[\w-]{43}$/;

/** Most lines one basket holds (a 51st is a 409 `cart_full`). */
export const MAX_CART_LINES = 50;
/** Largest quantity a request may carry at all; real limits are lower (per product). */
export const MAX_LINE_QUANTITY = 9_999;
/** Most characters of a customization's free text. */
export const MAX_CUSTOMIZATION_TEXT = 200;
/** Most options one product has (and one customization names). */
export const MAX_CUSTOMIZATION_OPTIONS = 20;

/** Largest customization file, in bytes (5 MiB). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/**
 * Largest `POST Cart/Upload` request: the file plus 64 KiB for the multipart boundaries and part
 * headers (the storefront's proxy and the API let it through, every other body keeps 1 MiB).
 */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;
/** Most files one basket keeps (a 21st is a 409 `uploads_full` with this `limit`). */
export const MAX_CART_UPLOADS = 20;
/** File types a customization upload may have, decided by the file's content. */
export const uploadContentTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;
export type UploadContentType = (typeof uploadContentTypes)[number];
/** What the file picker offers (the API decides by content, not by this). */
export const UPLOAD_ACCEPT =
  '.jpg,.jpeg,.png,.webp,.pdf,image/jpeg,image/png,image/webp,application/pdf';

/**
 * Decision (spec §4 "allowed quantity limit", R8.12): some products carry a daily limit per
 * customer (`dailyLimit`, e.g. offer items). A signed-in customer's basket quantity of such a
 * product plus the units of it in their orders placed in the last 24 hours may not pass it. A
 * guest's basket is checked when it is merged into a customer's at sign-in (and at checkout).
 */
export const DAILY_LIMIT_WINDOW_HOURS = 24;

/** Why a line may not be ordered as it stands, shown on the line (never hidden). */
export const cartLineProblems = [
  /** The price changed since the line was added (`addedUnitPrice` holds the old one). */
  'price_changed',
  /** Fewer units are left than the line holds (`quantityAvailable` says how many). */
  'stock_reduced',
  /** None left for now. */
  'out_of_stock',
  /** None left, and none will come back. */
  'sold_out',
] as const;
export type CartLineProblem = (typeof cartLineProblems)[number];
