import {
  SELLER_BULK_STOCK_MAX,
  sellerBulkStockRequestSchema,
  sellerIdParamsSchema,
  sellerProductCreateSchema,
  sellerProductListQuerySchema,
  sellerProductPageSchema,
  sellerProductSchema,
  sellerProductUpdateSchema,
  sellerStockAnswerSchema,
  sellerStockRequestSchema,
} from '@shop/core/schemas';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { customerErrors as sellerErrors } from '#src/http/customer-errors.ts';
import { neverCached } from '#src/http/http-cache.ts';
import { limitSellerWrites, requireSeller, signedInSeller } from './seller-auth.ts';
import {
  createSellerProduct,
  readSellerProduct,
  readSellerProductPage,
  setSellerStock,
  updateSellerProduct,
} from './seller-catalog.ts';

const storeOf = (request: Parameters<typeof signedInSeller>[0]) =>
  signedInSeller(request).seller.storeId;

/**
 * `Seller/Product`, `Seller/Stock`: the seller's own products and their stock (R6.03). Another
 * store's product answers 404 as an unknown one; the catalog's kept answers are forgotten after
 * every change, so shoppers see it at once.
 */
export const sellerCatalogRoutes: FeatureRoutes = (app, { db, tokenTtlDays }, done) => {
  const tags = ['Seller'];
  const onRequest = requireSeller(db, tokenTtlDays);
  const preHandler = limitSellerWrites(db);
  app.addHook('onSend', neverCached);

  app.get(
    '/Seller/Product',
    {
      onRequest,
      schema: {
        tags,
        summary: "A page of the store's products, newest first; `q` matches either name",
        querystring: sellerProductListQuerySchema,
        response: { 200: sellerProductPageSchema, ...sellerErrors },
      },
    },
    (request) => readSellerProductPage(db, storeOf(request), request.query),
  );

  app.get(
    '/Seller/Product/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: "One of the store's products (404 for any other)",
        params: sellerIdParamsSchema,
        response: { 200: sellerProductSchema, ...sellerErrors },
      },
    },
    (request) => readSellerProduct(db, storeOf(request), request.params.id),
  );

  app.post(
    '/Seller/Product',
    {
      onRequest,
      preHandler,
      schema: {
        tags,
        summary: 'Add a product to one of the store’s brands',
        description:
          'Slug and SKU are made unique; the brand’s currency and countries apply. 404 on ' +
          '`body.brandId` for a brand not the store’s, on `body.categoryId` for a category that ' +
          'is neither shared nor the brand’s own.',
        body: sellerProductCreateSchema,
        response: { 201: sellerProductSchema, ...sellerErrors },
      },
    },
    async (request, reply) => {
      const product = await createSellerProduct(db, storeOf(request), request.body);
      return reply.code(201).send(product);
    },
  );

  app.patch(
    '/Seller/Product/:id',
    {
      onRequest,
      preHandler,
      schema: {
        tags,
        summary: "Change any of the store's product's fields",
        description: 'A new price sets the current price too (less a running offer’s discount).',
        params: sellerIdParamsSchema,
        body: sellerProductUpdateSchema,
        response: { 200: sellerProductSchema, ...sellerErrors },
      },
    },
    (request) => updateSellerProduct(db, storeOf(request), request.params.id, request.body),
  );

  app.put(
    '/Seller/Product/:id/Stock',
    {
      onRequest,
      preHandler,
      schema: {
        tags,
        summary: "Set the stock of one of the store's products",
        params: sellerIdParamsSchema,
        body: sellerStockRequestSchema,
        response: { 200: sellerStockAnswerSchema, ...sellerErrors },
      },
    },
    async (request) => ({
      items: await setSellerStock(
        db,
        storeOf(request),
        [{ productId: request.params.id, stockQuantity: request.body.stockQuantity }],
        'params.id',
      ),
    }),
  );

  app.post(
    '/Seller/Stock',
    {
      onRequest,
      preHandler,
      schema: {
        tags,
        summary: `Set the stock of up to ${SELLER_BULK_STOCK_MAX} of the store's products at once`,
        description:
          'All or nothing: one product that is not the store’s (404 on `body.items`) changes none.',
        body: sellerBulkStockRequestSchema,
        response: { 200: sellerStockAnswerSchema, ...sellerErrors },
      },
    },
    async (request) => ({ items: await setSellerStock(db, storeOf(request), request.body.items) }),
  );

  done();
};
