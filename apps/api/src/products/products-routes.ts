import {
  apiErrorListSchema,
  productDetailSchema,
  productListQuerySchema,
  productPageSchema,
} from '@shop/core/schemas';
import type { FastifyRequest } from 'fastify';
import { notFound } from '#src/http/api-errors.ts';
import { slugParamsSchema } from '#src/catalog/catalog-query-schemas.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { cachePublicly } from '#src/http/http-cache.ts';
import { getProductDetail, listProducts, type NameLanguage } from './products-queries.ts';

const errors = {
  400: apiErrorListSchema,
  401: apiErrorListSchema,
  404: apiErrorListSchema,
};

/**
 * Which name `sort=name` orders by: English when the caller prefers English
 * (`Accept-Language: en…`), else Arabic, the API's language. Such answers vary by the header.
 */
export function nameLanguage(request: FastifyRequest): NameLanguage {
  const header = request.headers['accept-language'] ?? '';
  return /^\s*en\b/i.test(header) ? 'en' : 'ar';
}

/** `GET /api/Product?…` (filtered, sorted, paged) and `GET /api/Product/{slug}`. */
export const productsRoutes: FeatureRoutes = (app, { db }, done) => {
  app.get(
    '/Product',
    {
      schema: {
        tags: ['Catalog'],
        summary: 'Products: filter by brand, category (with subcategories), offer, price, stock',
        querystring: productListQuerySchema,
        response: { 200: productPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { sort, page, pageSize, ...filters } = request.query;
      const language = nameLanguage(request);
      const result = await listProducts(db, filters, sort, { page, pageSize }, language);
      cachePublicly(reply);
      if (sort === 'name') reply.header('vary', 'Accept-Language');
      return result;
    },
  );

  app.get(
    '/Product/:slug',
    {
      schema: {
        tags: ['Catalog'],
        summary: 'One product with images, options and up to 8 related products',
        params: slugParamsSchema,
        response: { 200: productDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const product = await getProductDetail(db, request.params.slug);
      if (!product) throw notFound('Product', request.params.slug);
      cachePublicly(reply);
      return product;
    },
  );
  done();
};
