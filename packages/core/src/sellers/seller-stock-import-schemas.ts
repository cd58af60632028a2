import { z } from 'zod';
import { SELLER_STOCK_MAX } from '#sellers/seller-constants.ts';

// A seller's stock import (issue 17): the back office reads a CSV of SKUs and new stock in the
// browser and asks `POST Seller/Stock/Preview` what each row would change. The preview changes
// nothing; the valid rows are then applied through `POST Seller/Stock` (by product id, all or
// nothing per call of at most SELLER_BULK_STOCK_MAX), so one bad row never stops the others
// and a bad row is never applied.

/** Most rows one file (and one preview) may hold. */
export const STOCK_IMPORT_ROWS_MAX = 1000;
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

/** One row of the file as the browser read it: the SKU and the new stock, as typed. */
export const stockImportRowSchema = z.strictObject({
  sku: z.string().max(STOCK_IMPORT_SKU_MAX),
  stock: z.string().max(STOCK_IMPORT_STOCK_MAX_LENGTH),
});
export type StockImportRow = z.infer<typeof stockImportRowSchema>;

/** `POST Seller/Stock/Preview`: the file's rows, in its order. */
export const stockPreviewRequestSchema = z.strictObject({
  rows: z.array(stockImportRowSchema).min(1).max(STOCK_IMPORT_ROWS_MAX),
});
export type StockPreviewRequest = z.infer<typeof stockPreviewRequestSchema>;

/**
 * One row's outcome: `change` (the product and its stock now → the new one), `same` (the stock
 * is that already: nothing to apply) or `error` with its code. The product is named only when
 * it is the seller's.
 */
export const stockPreviewRowSchema = z.object({
  /** The row's place among the rows sent (0 is the first). */
  index: z.number().int().nonnegative(),
  sku: z.string(),
  status: z.enum(['change', 'same', 'error']),
  error: z.enum(stockImportErrors).optional(),
  product: z
    .object({
      id: z.number().int().positive(),
      name: z.string(),
      nameEn: z.string(),
      stockQuantity: z.number().int(),
    })
    .optional(),
  /** The new stock, when the row's text is one. */
  newStock: z.number().int().optional(),
});
export type StockPreviewRow = z.infer<typeof stockPreviewRowSchema>;

export const stockPreviewSchema = z.object({
  rows: z.array(stockPreviewRowSchema),
  changes: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  errors: z.number().int().nonnegative(),
});
export type StockPreview = z.infer<typeof stockPreviewSchema>;
