// The statement's and commission's limits and rounding, without zod (the back office reads them;
// seller-statement-schemas.ts re-exports them).

/** A new seller's commission: 10 % (basis points: 1 = 0.01 %). */
export const SELLER_COMMISSION_DEFAULT_BPS = 1000;
/** The highest rate staff may set: all of the goods. */
export const SELLER_COMMISSION_MAX_BPS = 10_000;
export const SELLER_STATEMENT_PAGE_SIZE_MAX = 500;
/** The most periods `GET Seller/Statement/Period` lists (ten years). */
export const SELLER_STATEMENT_PERIODS_MAX = 120;

/** The commission of `goods` (minor units) at `rateBps`: rounded half up, as the API does. */
export function commissionOf(goods: number, rateBps: number): number {
  return Math.floor((goods * rateBps + 5000) / 10_000);
}
