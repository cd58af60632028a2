import {
  sellerStatementPeriodsSchema,
  sellerStatementQuerySchema,
  sellerStatementSchema,
  staffSellerApplicationParamsSchema,
  staffSellerCommissionSchema,
  staffSellerCommissionUpdateSchema,
} from '@shop/core/schemas';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { customerErrors as errors } from '#src/http/customer-errors.ts';
import { neverCached } from '#src/http/http-cache.ts';
import { requireStaff, signedInStaff } from '#src/staff/staff-auth.ts';
import { requireSeller, signedInSeller } from './seller-auth.ts';
import {
  changeCommission,
  readCommission,
  readSellerStatement,
  readStatementPeriods,
} from './seller-statements.ts';

/**
 * `Seller/Statement` (the seller's sales, the marketplace's commission, refunds and payout per
 * month) and `Staff/SellerApplication/{id}/Commission` (the seller's rate, set by admins). The
 * commission is keyed by the application, as every staff seller screen and route is; it exists
 * once the application is approved (404 before).
 */
export const sellerStatementRoutes: FeatureRoutes = (app, { db, tokenTtlDays }, done) => {
  const asSeller = requireSeller(db, tokenTtlDays);
  app.addHook('onSend', neverCached);

  app.get(
    '/Seller/Statement',
    {
      onRequest: asSeller,
      schema: {
        tags: ['Seller'],
        summary: 'The store’s statement of a month (shop time): sales, commission, refunds, payout',
        description:
          'A sale is an order delivered in the month: goods (item subtotal less the coupon) ' +
          'plus delivery fee. Commission applies to the goods at the rate in force at delivery, ' +
          'per order, rounded half up to the minor unit. Refunds are those paid in the month. ' +
          'Payout = sales − commission − refunds. Totals per currency are the sums of all lines.',
        querystring: sellerStatementQuerySchema,
        response: { 200: sellerStatementSchema, ...errors },
      },
    },
    (request) => readSellerStatement(db, signedInSeller(request).seller.storeId, request.query),
  );

  app.get(
    '/Seller/Statement/Period',
    {
      onRequest: asSeller,
      schema: {
        tags: ['Seller'],
        summary: 'The months with a delivery or a paid refund of the store, newest first',
        response: { 200: sellerStatementPeriodsSchema, ...errors },
      },
    },
    async (request) => ({
      items: await readStatementPeriods(db, signedInSeller(request).seller.storeId),
    }),
  );

  app.get(
    '/Staff/SellerApplication/:id/Commission',
    {
      onRequest: requireStaff(db, tokenTtlDays, ['support']),
      schema: {
        tags: ['Staff'],
        summary: 'The commission rate of the seller an application opened (support, admin)',
        params: staffSellerApplicationParamsSchema,
        response: { 200: staffSellerCommissionSchema, ...errors },
      },
    },
    (request) => readCommission(db, request.params.id),
  );

  app.patch(
    '/Staff/SellerApplication/:id/Commission',
    {
      onRequest: requireStaff(db, tokenTtlDays, ['admin']),
      schema: {
        tags: ['Staff'],
        summary: 'Set the seller’s commission rate, in basis points (admin)',
        description:
          'Applies to orders delivered from now on; earlier ones keep their rate. Recorded in ' +
          'the audit record (`seller.commission`).',
        params: staffSellerApplicationParamsSchema,
        body: staffSellerCommissionUpdateSchema,
        response: { 200: staffSellerCommissionSchema, ...errors },
      },
    },
    (request) =>
      changeCommission(
        db,
        signedInStaff(request).staff.id,
        request.params.id,
        request.body.rateBps,
      ),
  );
  done();
};
