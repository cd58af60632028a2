import {
  STOCK_IMPORT_ROWS_MAX,
  stockPreviewRequestSchema,
  stockPreviewSchema,
} from '@shop/core/schemas';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { customerErrors as sellerErrors } from '#src/http/customer-errors.ts';
import { neverCached } from '#src/http/http-cache.ts';
import { limitSellerWrites, requireSeller, signedInSeller } from './seller-auth.ts';
import { previewStockImport } from './seller-stock-import.ts';

/**
 * `Seller/Stock/Preview`: what a stock file would change (issue 17), changing nothing. The
 * back office then applies the rows that are changes through `POST Seller/Stock`, by product
 * id, in calls of at most SELLER_BULK_STOCK_MAX (each all or nothing).
 */
export const sellerStockImportRoutes: FeatureRoutes = (app, { db, tokenTtlDays }, done) => {
  app.addHook('onSend', neverCached);
  app.post(
    '/Seller/Stock/Preview',
    {
      onRequest: requireSeller(db, tokenTtlDays),
      // A preview writes nothing, but reads up to a thousand rows: it counts as one write.
      preHandler: limitSellerWrites(db),
      schema: {
        tags: ['Seller'],
        summary: `What up to ${STOCK_IMPORT_ROWS_MAX} rows of SKU and new stock would change`,
        description:
          'Each row answers the store’s product with its stock now and the new one (`change`, ' +
          'or `same`), or its error: `unknown_sku` (also for another store’s SKU, of which ' +
          'nothing is answered), `not_whole_number`, `negative`, `above_max`, `duplicate_sku` ' +
          '(every row naming a SKU the file names twice). Nothing changes: apply the changes ' +
          'with `POST Seller/Stock`.',
        body: stockPreviewRequestSchema,
        response: { 200: stockPreviewSchema, ...sellerErrors },
      },
    },
    (request) => previewStockImport(db, signedInSeller(request).seller.storeId, request.body),
  );
  done();
};
