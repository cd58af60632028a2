import multipart from '@fastify/multipart';
import {
  apiErrorListSchema,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_REQUEST_BYTES,
  SELLER_BULK_STOCK_MAX,
  SELLER_PRODUCT_IMAGES_MAX,
  sellerBulkStockRequestSchema,
  sellerIdParamsSchema,
  sellerImageParamsSchema,
  sellerImageQuerySchema,
  sellerProductCreateSchema,
  sellerProductListQuerySchema,
  sellerProductPageSchema,
  sellerProductSchema,
  sellerProductUpdateSchema,
  sellerStockAnswerSchema,
  sellerStockRequestSchema,
} from '@shop/core/schemas';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hitRateLimits, type RateLimit } from '#src/customers/rate-limit.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { customerErrors as sellerErrors } from '#src/http/customer-errors.ts';
import { neverCached } from '#src/http/http-cache.ts';
import {
  checkTheFile,
  readTheFile,
  refuseAllButMultipart,
  refuseDeclaredOversize,
  uploadBodySchema,
} from '#src/http/multipart-file.ts';
import { limitSellerWrites, requireSeller, signedInSeller } from './seller-auth.ts';
import {
  createSellerProduct,
  readSellerProduct,
  readSellerProductPage,
  setSellerStock,
  updateSellerProduct,
} from './seller-catalog.ts';
import {
  addProductImage,
  countUploadedImages,
  imagesFull,
  removeProductImage,
} from './seller-catalog-images.ts';

/**
 * Product pictures a seller, and a client, may upload an hour: each costs decoding and storage
 * (on top of the seller's write limits).
 */
export const productImageLimits = {
  perSeller: { max: 120, windowSeconds: 3600 },
  perClient: { max: 120, windowSeconds: 3600 },
} satisfies Record<string, RateLimit>;

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
          'It waits for staff’s approval (`approvalStatus` pending, hidden from shoppers) unless ' +
          'staff set the seller to auto-approval. ' +
          'Slug and SKU are made unique; the brand’s currency and countries apply. 404 on ' +
          '`body.brandId` for a brand not the store’s, on `body.categoryId` for a category that ' +
          'is neither shared nor the brand’s own.',
        body: sellerProductCreateSchema,
        response: { 201: sellerProductSchema, ...sellerErrors },
      },
    },
    async (request, reply) => {
      const product = await createSellerProduct(db, signedInSeller(request).seller, request.body);
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

  // Multipart only here: every other route keeps taking JSON alone.
  void app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/Seller/Product/:id/Image',
      {
        onRequest: [refuseDeclaredOversize, onRequest],
        preValidation: refuseAllButMultipart,
        preHandler,
        bodyLimit: MAX_UPLOAD_REQUEST_BYTES,
        schema: {
          tags,
          summary:
            "Add a picture to one of the store's products (multipart/form-data, one part named " +
            `"file"): a JPEG, PNG or WebP of at most ${MAX_UPLOAD_BYTES} bytes, re-encoded ` +
            `without metadata; a product has at most ${SELLER_PRODUCT_IMAGES_MAX} ` +
            '(409 images_full). `alt`/`altEn` describe it (the product’s name when left out)',
          consumes: ['multipart/form-data'],
          params: sellerIdParamsSchema,
          querystring: sellerImageQuerySchema,
          body: uploadBodySchema,
          response: {
            201: sellerProductSchema,
            ...sellerErrors,
            413: apiErrorListSchema,
            415: apiErrorListSchema,
          },
        },
      },
      async (request, reply) => {
        const { seller } = signedInSeller(request);
        const { id } = request.params;
        await hitRateLimits(db, [
          [`product-image:seller:${seller.id}`, productImageLimits.perSeller],
          [`product-image:client:${request.ip}`, productImageLimits.perClient],
        ]);
        // A full product (or another store's) is told before its file is read and decoded.
        if ((await countUploadedImages(db, seller.storeId, id)) >= SELLER_PRODUCT_IMAGES_MAX) {
          throw imagesFull();
        }
        const sent = await readTheFile(request);
        const checked = await checkTheFile(sent.data);
        const product = await readSellerProduct(db, seller.storeId, id);
        await addProductImage(db, seller.storeId, id, checked, {
          alt: request.query.alt || product.name,
          altEn: request.query.altEn || product.nameEn,
        });
        return reply.code(201).send(await readSellerProduct(db, seller.storeId, id));
      },
    );
  });

  app.delete(
    '/Seller/Product/:id/Image/:imageId',
    {
      onRequest,
      preHandler,
      schema: {
        tags,
        summary:
          "Remove an uploaded picture of one of the store's products (404 for any other); the " +
          'drawn picture stands in when it was the last',
        params: sellerImageParamsSchema,
        response: { 200: sellerProductSchema, ...sellerErrors },
      },
    },
    async (request) => {
      const { id, imageId } = request.params;
      await removeProductImage(db, storeOf(request), id, imageId);
      return readSellerProduct(db, storeOf(request), id);
    },
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
