import {
  apiErrorListSchema,
  productSlugPageSchema,
  productSlugQuerySchema,
} from '@shop/core/schemas';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { cachePublicly } from '#src/http/http-cache.ts';
import { listProductSlugs } from './product-slugs-queries.ts';

/**
 * `GET /api/ProductSlug?page=`: every product's slug, brand and last change, 5,000 a page in id
 * order: what the storefront's sitemaps are made of (a catalog listing answers 48 at a time).
 */
export const productSlugsRoutes: FeatureRoutes = (app, { db }, done) => {
  app.get(
    '/ProductSlug',
    {
      schema: {
        tags: ['Catalog'],
        summary:
          'Slug, brand and last change of every product, in id order, a large page at a time (for sitemaps)',
        querystring: productSlugQuerySchema,
        response: { 200: productSlugPageSchema, 400: apiErrorListSchema, 401: apiErrorListSchema },
      },
    },
    async (request, reply) => {
      const page = await listProductSlugs(db, request.query.page);
      cachePublicly(reply);
      return page;
    },
  );
  done();
};
