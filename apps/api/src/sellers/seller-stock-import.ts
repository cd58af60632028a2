import {
  stockOfText,
  type StockPreview,
  type StockPreviewRequest,
  type StockPreviewRow,
} from '@shop/core/schemas';
import { and, inArray } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { products } from '#src/db/schema.ts';
import { ofStore } from './seller-scope.ts';

// A seller's stock import (issue 17): what each row of the file would change, changing nothing.
// The valid rows are applied by `POST Seller/Stock` (by product id), so the preview and the
// bulk change share the one all-or-nothing write (setSellerStock).

/**
 * Each row's outcome, in the file's order: a product of the seller's store with its stock now
 * and the new one (`change`, or `same` when equal), or the row's error. A SKU that is not the
 * store's reads exactly like one that does not exist (`unknown_sku`, nothing of it answered);
 * a SKU the file names twice is refused on every row naming it.
 */
export async function previewStockImport(
  db: Database,
  storeId: number,
  request: StockPreviewRequest,
): Promise<StockPreview> {
  const skus = request.rows.map((row) => row.sku.trim());
  const wanted = [...new Set(skus.filter((sku) => sku !== ''))];
  const found =
    wanted.length === 0
      ? []
      : await db
          .select({
            id: products.id,
            sku: products.sku,
            name: products.name,
            nameEn: products.nameEn,
            stockQuantity: products.stockQuantity,
          })
          .from(products)
          .where(and(inArray(products.sku, wanted), ofStore(db, products.brandId, storeId)));
  const bySku = new Map(found.map(({ sku, ...product }) => [sku, product]));
  const times = new Map<string, number>();
  for (const sku of skus) times.set(sku, (times.get(sku) ?? 0) + 1);

  const rows = request.rows.map((row, index): StockPreviewRow => {
    const sku = skus[index] ?? '';
    const product = bySku.get(sku);
    if (!product) return { index, sku, status: 'error', error: 'unknown_sku' };
    const parsed = stockOfText(row.stock);
    const newStock = 'stock' in parsed ? { newStock: parsed.stock } : {};
    if ((times.get(sku) ?? 0) > 1)
      return { index, sku, status: 'error', error: 'duplicate_sku', product, ...newStock };
    if ('error' in parsed) return { index, sku, status: 'error', error: parsed.error, product };
    const same = parsed.stock === product.stockQuantity;
    return { index, sku, status: same ? 'same' : 'change', product, newStock: parsed.stock };
  });
  const counted = (status: StockPreviewRow['status']) =>
    rows.filter((row) => row.status === status).length;
  return { rows, changes: counted('change'), unchanged: counted('same'), errors: counted('error') };
}
