import {
  orderParamsSchema,
  staffOrderListQuerySchema,
  staffOrderPageSchema,
  staffOrderSchema,
  staffOrderStatusRequestSchema,
} from '@shop/core/schemas';
import { hitRateLimit, type RateLimit } from '#src/customers/rate-limit.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { customerErrors as staffErrors } from '#src/http/customer-errors.ts';
import { neverCached } from '#src/http/http-cache.ts';
import { requireStaff, signedInStaff } from '#src/staff/staff-auth.ts';
import { orderNotFound } from '#src/orders/orders-service.ts';
import { moveOrder, readStaffOrder, readStaffOrderPage } from './staff-orders-service.ts';

/**
 * Status moves one staff member may make in an hour: each tells a shopper by e-mail and push,
 * so a stolen staff token cannot mail every shopper at once (a day's deliveries fit easily).
 */
export const staffOrderMovesPerHour: RateLimit = { max: 600, windowSeconds: 3600 };

/**
 * `Staff/Order`: support staff (and admins) read every customer's orders and move them through
 * their statuses (issue 15). A customer's token answers 403, none 401.
 */
export const staffOrdersRoutes: FeatureRoutes = (app, { db, tokenTtlDays, orderNotices }, done) => {
  const onRequest = requireStaff(db, tokenTtlDays, ['support']);
  const tags = ['Staff'];
  app.addHook('onSend', neverCached);

  app.get(
    '/Staff/Order',
    {
      onRequest,
      schema: {
        tags,
        summary: "A page of every customer's orders, newest first, optionally of one status",
        querystring: staffOrderListQuerySchema,
        response: { 200: staffOrderPageSchema, ...staffErrors },
      },
    },
    (request) => readStaffOrderPage(db, request.query),
  );

  app.get(
    '/Staff/Order/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'One order with its timeline and its customer',
        params: orderParamsSchema,
        response: { 200: staffOrderSchema, ...staffErrors },
      },
    },
    async (request) => {
      const order = await readStaffOrder(db, request.params.id);
      if (!order) throw orderNotFound(request.params.id);
      return order;
    },
  );

  app.post(
    '/Staff/Order/:id/Status',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Move an order: preparing, out for delivery, delivered, or cancelled',
        description:
          'Through the order status machine: placed → preparing → out_for_delivery → ' +
          'delivered; cancelled while awaiting payment or placed (stock, slot place, wallet, ' +
          'points and coupon given back). 409 order_status_conflict for any other move. The ' +
          'move is in the staff audit record; the shopper is told by notification, e-mail and ' +
          `push. At most ${staffOrderMovesPerHour.max} moves an hour per staff member (429).`,
        params: orderParamsSchema,
        body: staffOrderStatusRequestSchema,
        response: { 200: staffOrderSchema, ...staffErrors },
      },
    },
    async (request) => {
      const { staff } = signedInStaff(request);
      await hitRateLimit(db, `staff-order-moves:${staff.id}`, staffOrderMovesPerHour);
      const moved = await moveOrder(db, staff.id, request.params.id, request.body);
      await orderNotices(moved.id);
      return moved;
    },
  );

  done();
};
