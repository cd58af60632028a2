import { eq } from 'drizzle-orm';
import {
  orderInvoiceSchema,
  orderListQuerySchema,
  orderPageSchema,
  orderParamsSchema,
  orderSchema,
} from '@shop/core/schemas';
import { requireCustomer, signedInCustomer } from '#src/customers/tokens.ts';
import { orders } from '#src/db/schema.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { checkoutErrors } from '#src/http/checkout-errors.ts';
import { neverCached } from '#src/http/http-cache.ts';
import { readCustomerOrder, readOrderPage } from '#src/orders/orders-queries.ts';
import {
  orderUploadParamsSchema,
  orderUploadResponse,
  sendOrderUpload,
} from '#src/orders/order-uploads.ts';
import { readOrderInvoice } from '#src/orders/order-invoice.ts';
import { cancelOrder, orderNotFound } from '#src/orders/orders-service.ts';

/** `Order`: the signed-in customer's orders (issue 14); another customer's is a 404. */
export const ordersRoutes: FeatureRoutes = (app, { db, tokenTtlDays, orderNotices }, done) => {
  const onRequest = requireCustomer(db, tokenTtlDays);
  const tags = ['Order'];
  app.addHook('onSend', neverCached);

  app.get(
    '/Order',
    {
      onRequest,
      schema: {
        tags,
        summary: "A page of the customer's orders, newest first",
        querystring: orderListQuerySchema,
        response: { 200: orderPageSchema, ...checkoutErrors },
      },
    },
    async (request) => {
      const { customer } = signedInCustomer(request);
      return readOrderPage(db, customer.id, request.query.page, request.query.pageSize);
    },
  );

  app.get(
    '/Order/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'One order with its lines, amounts, slot, speed and addresses',
        params: orderParamsSchema,
        response: { 200: orderSchema, ...checkoutErrors },
      },
    },
    async (request) => {
      const { customer } = signedInCustomer(request);
      const order = await readCustomerOrder(db, customer.id, request.params.id);
      if (!order) throw orderNotFound(request.params.id);
      return order;
    },
  );

  app.get(
    '/Order/:id/Invoice',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The simplified tax invoice of a placed order (R2.68), with its ZATCA QR code',
        description:
          'The seller (the brand) with its VAT number, the invoice total with VAT and the VAT, ' +
          'and qrValue: the ZATCA phase-1 QR text (base64 TLV of seller name, VAT number, ' +
          'timestamp, total with VAT, VAT). 404 for an order awaiting or having failed its ' +
          "payment, a cancelled one, or another customer's.",
        params: orderParamsSchema,
        response: { 200: orderInvoiceSchema, ...checkoutErrors },
      },
    },
    async (request) => {
      const { customer } = signedInCustomer(request);
      const invoice = await readOrderInvoice(db, customer.id, request.params.id);
      if (!invoice) throw orderNotFound(request.params.id);
      return invoice;
    },
  );

  app.post(
    '/Order/:id/Cancel',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Cancel an order awaiting payment or placed (R4.21)',
        description:
          'Its stock goes back and its slot place is freed. 409 order_status_conflict for any ' +
          'other status.',
        params: orderParamsSchema,
        response: { 200: orderSchema, ...checkoutErrors },
      },
    },
    async (request) => {
      const { customer } = signedInCustomer(request);
      const cancelled = await cancelOrder(db, customer.id, request.params.id);
      await orderNotices(cancelled.id);
      return cancelled;
    },
  );

  app.get(
    '/Order/:id/Upload/:fileId',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "A customization file of the customer's order, as the order keeps it (pictures " +
          'inline, PDF as an attachment); anyone else gets 404 upload_not_found',
        params: orderUploadParamsSchema,
        response: orderUploadResponse,
      },
    },
    (request, reply) => {
      const { customer } = signedInCustomer(request);
      const { id, fileId } = request.params;
      return sendOrderUpload(db, reply, eq(orders.customerId, customer.id), id, fileId);
    },
  );

  done();
};
