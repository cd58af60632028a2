import {
  apiErrorListSchema,
  storeDetailsSchema,
  storeListQuerySchema,
  storePageSchema,
  storeParamsSchema,
} from '@shop/core/schemas';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { cachePublicly } from '#src/http/http-cache.ts';
import { listStores, readStore } from './stores-queries.ts';

/** `GET Store` and `GET Store/{slug}`: the sellers' public stores (issue 16, R2.60, R2.61). */
export const storesRoutes: FeatureRoutes = (app, { db }, done) => {
  app.get(
    '/Store',
    {
      schema: {
        tags: ['Stores'],
        summary: "The sellers' active stores, a page at a time, in display order",
        description:
          'Each with its main brand’s logo, the rating of its products’ approved reviews, and ' +
          'how many brands and cities it has. The same for every caller (cached like the catalog).',
        querystring: storeListQuerySchema,
        response: { 200: storePageSchema, 400: apiErrorListSchema },
      },
    },
    async (request, reply) => {
      const answer = await listStores(db, request.query);
      cachePublicly(reply);
      return answer;
    },
  );

  app.get(
    '/Store/:slug',
    {
      schema: {
        tags: ['Stores'],
        summary: 'One active store, with its brands (delivery speeds, minimum order) and cities',
        description: '404 for an unknown or suspended store. Its products: `GET Product?brandId=`.',
        params: storeParamsSchema,
        response: { 200: storeDetailsSchema, 400: apiErrorListSchema, 404: apiErrorListSchema },
      },
    },
    async (request, reply) => {
      const answer = await readStore(db, request.params.slug);
      cachePublicly(reply);
      return answer;
    },
  );
  done();
};
