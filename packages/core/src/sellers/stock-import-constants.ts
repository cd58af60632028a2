import { SELLER_STOCK_MAX } from '#sellers/seller-constants.ts';

// The stock import's limits, error codes and digit rules, without zod (the back office's import
// screen reads them; the schemas in seller-stock-import-schemas.ts re-export them).

/** Most rows one file (and one preview) may hold. */
export const STOCK_IMPORT_ROWS_MAX = 1000;
/**
 * Rows the back office applies per `POST Seller/Stock` call: that call's most
 * (SELLER_BULK_STOCK_MAX, kept equal by a test; the schema's module brings zod).
 */
export const STOCK_APPLY_CHUNK = 200;
/** Longest SKU and stock text a row may carry (longer ones are cut: they can match nothing). */
export const STOCK_IMPORT_SKU_MAX = 100;
export const STOCK_IMPORT_STOCK_MAX_LENGTH = 32;

/** Why a row cannot be applied (`backoffice:stockImport.error.*`). */
export const stockImportErrors = [
  /** No product of the seller's store has it (another store's SKU reads the same). */
  'unknown_sku',
  /** The stock is not a whole number (`12.5`, `ten`, empty). */
  'not_whole_number',
  'negative',
  /** Above SELLER_STOCK_MAX. */
  'above_max',
  /** The file names the SKU more than once: every such row is refused, none is a guess. */
  'duplicate_sku',
] as const;
export type StockImportError = (typeof stockImportErrors)[number];

/**
 * `text` with Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits as ASCII digits, and the
 * Arabic minus and thousands separators a spreadsheet may write turned into plain ones.
 */
export function normalizeDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

/**
 * The stock a row's text names, or why it cannot be one. Digits in any of the scripts above;
 * surrounding spaces ignored; a sign only as a leading minus (`-3` is `negative`).
 */
export function stockOfText(text: string): { stock: number } | { error: StockImportError } {
  const normalized = normalizeDigits(text)
    .trim()
    .replace(/^\u2212/, '-');
  if (!/^-?\d+$/.test(normalized)) return { error: 'not_whole_number' };
  if (normalized.startsWith('-'))
    return { error: /^-0+$/.test(normalized) ? 'not_whole_number' : 'negative' };
  // Leading zeros are fine ("007"); a long run of digits is above the maximum, not a float.
  const digits = normalized.replace(/^0+(?=\d)/, '');
  if (digits.length > String(SELLER_STOCK_MAX).length) return { error: 'above_max' };
  const stock = Number(digits);
  return stock > SELLER_STOCK_MAX ? { error: 'above_max' } : { stock };
}
