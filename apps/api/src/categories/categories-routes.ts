import { apiErrorListSchema, categorySchema } from '@shop/core/schemas';
import { z } from 'zod';
import { requireExisting } from '#src/catalog/catalog-lookups.ts';
import { categoryListQuerySchema } from '#src/catalog/catalog-query-schemas.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { cachePublicly } from '#src/http/http-cache.ts';
import { listCategories } from './categories-queries.ts';

/** `GET /api/Category?brandId=`: a brand's category tree (flat, parents first). */
export const categoriesRoutes: FeatureRoutes = (app, { db }, done) => {
  app.get(
    '/Category',
    {
      schema: {
        tags: ['Catalog'],
        summary: "A brand's categories with its product counts (parents before children)",
        querystring: categoryListQuerySchema,
        response: {
          200: z.array(categorySchema),
          400: apiErrorListSchema,
          401: apiErrorListSchema,
          404: apiErrorListSchema,
        },
      },
    },
    async (request, reply) => {
      const { brandId } = request.query;
      if (brandId !== undefined) await requireExisting(db, 'Brand', brandId, 'query.brandId');
      cachePublicly(reply);
      return listCategories(db, brandId);
    },
  );
  done();
};
