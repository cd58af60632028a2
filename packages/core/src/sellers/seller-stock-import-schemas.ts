import { z } from 'zod';
import {
  STOCK_IMPORT_ROWS_MAX,
  STOCK_IMPORT_SKU_MAX,
  STOCK_IMPORT_STOCK_MAX_LENGTH,
  stockImportErrors,
} from '#sellers/stock-import-constants.ts';

export * from '#sellers/stock-import-constants.ts';

// A seller's stock import (issue 17): the back office reads a CSV of SKUs and new stock in the
// browser and asks `POST Seller/Stock/Preview` what each row would change. The preview changes
// nothing; the valid rows are then applied through `POST Seller/Stock` (by product id, all or
// nothing per call of at most SELLER_BULK_STOCK_MAX), so one bad row never stops the others
// and a bad row is never applied.

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
