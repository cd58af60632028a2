import {
  sellerIdParamsSchema,
  sellerOrderListQuerySchema,
  sellerOrderPageSchema,
  sellerOrderSchema,
  sellerOrderStatusRequestSchema,
} from '@shop/core/schemas';
import { orders } from '#src/db/schema.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { customerErrors as sellerErrors } from '#src/http/customer-errors.ts';
import { neverCached } from '#src/http/http-cache.ts';
import {
  orderUploadParamsSchema,
  orderUploadResponse,
  sendOrderUpload,
} from '#src/orders/order-uploads.ts';
import { limitSellerWrites, requireSeller, signedInSeller } from './seller-auth.ts';
import { moveSellerOrder, readSellerOrder, readSellerOrderPage } from './seller-orders.ts';
import { ofStore } from './seller-scope.ts';

/**
 * `Seller/Order`: the orders of the store's brands, and their moves along the delivery
 * (R6.03). Cancelling stays with staff and the shopper.
 */
export const sellerOrdersRoutes: FeatureRoutes = (
  app,
  { db, tokenTtlDays, orderNotices },
  done,
) => {
  const tags = ['Seller'];
  const onRequest = requireSeller(db, tokenTtlDays);
  app.addHook('onSend', neverCached);

  app.get(
    '/Seller/Order',
    {
      onRequest,
      schema: {
        tags,
        summary: "A page of the store's orders, newest first, optionally of one status",
        querystring: sellerOrderListQuerySchema,
        response: { 200: sellerOrderPageSchema, ...sellerErrors },
      },
    },
    (request) => readSellerOrderPage(db, signedInSeller(request).seller.storeId, request.query),
  );

  app.get(
    '/Seller/Order/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: "One of the store's orders: lines, totals, timeline, slot, delivery address",
        description:
          'Of the customer only the name and phone; never the e-mail, billing address, ' +
          'wallet, points, coupon or payment state.',
        params: sellerIdParamsSchema,
        response: { 200: sellerOrderSchema, ...sellerErrors },
      },
    },
    (request) => readSellerOrder(db, signedInSeller(request).seller.storeId, request.params.id),
  );

  app.get(
    '/Seller/Order/:id/Upload/:fileId',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "A customization file of the store's order (pictures inline, PDF as an attachment); " +
          '404 upload_not_found for any other',
        params: orderUploadParamsSchema,
        response: orderUploadResponse,
      },
    },
    (request, reply) =>
      sendOrderUpload(
        db,
        reply,
        ofStore(db, orders.brandId, signedInSeller(request).seller.storeId),
        request.params.id,
        request.params.fileId,
      ),
  );

  app.post(
    '/Seller/Order/:id/Status',
    {
      onRequest,
      preHandler: limitSellerWrites(db),
      schema: {
        tags,
        summary: 'Move an order along its delivery: preparing, out for delivery, delivered',
        description:
          'Through the order status machine (placed → preparing → out_for_delivery → ' +
          'delivered), recorded in its timeline; the shopper is told as for staff moves. ' +
          '409 order_status_conflict for any other move; cancelling is for staff (400).',
        params: sellerIdParamsSchema,
        body: sellerOrderStatusRequestSchema,
        response: { 200: sellerOrderSchema, ...sellerErrors },
      },
    },
    async (request) => {
      const moved = await moveSellerOrder(
        db,
        signedInSeller(request).seller.storeId,
        request.params.id,
        request.body.status,
      );
      await orderNotices(moved.id);
      return moved;
    },
  );

  done();
};
