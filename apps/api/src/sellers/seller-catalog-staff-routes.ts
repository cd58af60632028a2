import {
  productRejectSchema,
  sellerIdParamsSchema,
  staffProductListQuerySchema,
  staffProductPageSchema,
  staffProductSchema,
  staffSellerSettingsSchema,
  staffSellerUpdateSchema,
} from '@shop/core/schemas';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { customerErrors } from '#src/http/customer-errors.ts';
import { neverCached } from '#src/http/http-cache.ts';
import { requireStaff, signedInStaff } from '#src/staff/staff-auth.ts';
import { decideProduct, listStaffProducts, setAutoApproval } from './seller-catalog-approval.ts';

/**
 * `Staff/Product` (moderators and admins): the sellers' products waiting for approval, oldest
 * first, and the decisions on them; `Staff/Seller/{id}` (admins): whether a seller's new
 * products skip the queue. Each decision is recorded in the audit record.
 */
export const sellerCatalogStaffRoutes: FeatureRoutes = (app, { db, tokenTtlDays }, done) => {
  const tags = ['Staff'];
  const asModerator = requireStaff(db, tokenTtlDays, ['moderator']);
  const asAdmin = requireStaff(db, tokenTtlDays, ['admin']);
  app.addHook('onSend', neverCached);

  app.get(
    '/Staff/Product',
    {
      onRequest: asModerator,
      schema: {
        tags,
        summary:
          "A page of the sellers' products of one approval status (pending by default), the " +
          'longest waiting first, with their brand and store (moderator)',
        querystring: staffProductListQuerySchema,
        response: { 200: staffProductPageSchema, ...customerErrors },
      },
    },
    (request) => listStaffProducts(db, request.query),
  );

  app.post(
    '/Staff/Product/:id/Approve',
    {
      onRequest: asModerator,
      schema: {
        tags,
        summary:
          'Approve a pending or rejected product: shoppers see it at once (moderator); 409 ' +
          'invalid_transition from any other status',
        params: sellerIdParamsSchema,
        response: { 200: staffProductSchema, ...customerErrors },
      },
    },
    (request) =>
      decideProduct(db, signedInStaff(request).staff.id, request.params.id, 'approve', null),
  );

  app.post(
    '/Staff/Product/:id/Reject',
    {
      onRequest: asModerator,
      schema: {
        tags,
        summary:
          'Reject a pending product, saying why (its seller reads it; their next change sends ' +
          'it back to the queue) (moderator); 409 invalid_transition from any other status',
        params: sellerIdParamsSchema,
        body: productRejectSchema,
        response: { 200: staffProductSchema, ...customerErrors },
      },
    },
    (request) =>
      decideProduct(
        db,
        signedInStaff(request).staff.id,
        request.params.id,
        'reject',
        request.body.reason,
      ),
  );

  app.patch(
    '/Staff/Seller/:id',
    {
      onRequest: asAdmin,
      schema: {
        tags,
        summary: "Set whether a seller's new products go live without waiting for approval (admin)",
        params: sellerIdParamsSchema,
        body: staffSellerUpdateSchema,
        response: { 200: staffSellerSettingsSchema, ...customerErrors },
      },
    },
    (request) =>
      setAutoApproval(
        db,
        signedInStaff(request).staff.id,
        request.params.id,
        request.body.autoApproveProducts,
      ),
  );

  done();
};
