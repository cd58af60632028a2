import {
  refundListQuerySchema,
  refundOptionsQuerySchema,
  refundOptionsSchema,
  refundPageSchema,
  refundRequestSchema,
  refundSchema,
} from '@shop/core/schemas';
import { requireCustomer, signedInCustomer } from '#src/customers/tokens.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { customerErrors } from '#src/http/customer-errors.ts';
import { neverCached } from '#src/http/http-cache.ts';
import { customerRefundPage, refundOptions, requestRefund } from '#src/refunds/refunds-service.ts';

/** `Refund`: the signed-in shopper's refund requests (R1.17, R2.46); another's order is a 404. */
export const refundsRoutes: FeatureRoutes = (app, { db, tokenTtlDays }, done) => {
  const onRequest = requireCustomer(db, tokenTtlDays);
  const tags = ['Refund'];
  app.addHook('onSend', neverCached);

  app.get(
    '/Refund',
    {
      onRequest,
      schema: {
        tags,
        summary: "A page of the customer's refund requests, newest first (Refund History)",
        querystring: refundListQuerySchema,
        response: { 200: refundPageSchema, ...customerErrors },
      },
    },
    (request) => {
      const { customer } = signedInCustomer(request);
      return customerRefundPage(db, customer.id, request.query.page, request.query.pageSize);
    },
  );

  app.get(
    '/Refund/Options',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'What of an order can still be refunded (units per line), and where the money may go',
        querystring: refundOptionsQuerySchema,
        response: { 200: refundOptionsSchema, ...customerErrors },
      },
    },
    (request) => {
      const { customer } = signedInCustomer(request);
      return refundOptions(db, customer.id, request.query.orderId);
    },
  );

  app.post(
    '/Refund',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Ask for a refund of units of a delivered order, with a reason (R5.22)',
        description:
          "The amount is the API's: what was paid for those units (less their share of the " +
          'coupon; the delivery fee with the last units). 409: order_status_conflict (not ' +
          'delivered), refund_quantity_exceeded (more units than are left), ' +
          'refund_destination_unavailable, payout_details_missing, nothing_to_refund, ' +
          'refunds_full (MAX_OPEN_REFUNDS waiting). 429 past 20 an hour.',
        body: refundRequestSchema,
        response: { 201: refundSchema, ...customerErrors },
      },
    },
    async (request, reply) => {
      const { customer } = signedInCustomer(request);
      const refund = await requestRefund(db, customer.id, request.ip, request.body);
      return reply.code(201).send(refund);
    },
  );

  done();
};
