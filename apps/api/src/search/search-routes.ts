import {
  apiErrorListSchema,
  searchQuerySchema,
  searchResultSchema,
  suggestionListSchema,
} from '@shop/core/schemas';
import { suggestQuerySchema } from '#src/catalog/catalog-query-schemas.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { cachePublicly } from '#src/http/http-cache.ts';
import { nameLanguage } from '#src/products/products-routes.ts';
import { searchProducts, suggest } from './search-queries.ts';

const errors = {
  400: apiErrorListSchema,
  401: apiErrorListSchema,
  404: apiErrorListSchema,
};

/** `GET /api/Search?q=&…` and `GET /api/Search/Suggest?q=`. */
export const searchRoutes: FeatureRoutes = (app, { db }, done) => {
  app.get(
    '/Search',
    {
      schema: {
        tags: ['Search'],
        summary:
          'Typo-tolerant product search in Arabic and English with the listing filters and facets',
        querystring: searchQuerySchema,
        response: { 200: searchResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { q, sort, page, pageSize, ...filters } = request.query;
      const result = await searchProducts(
        db,
        q,
        filters,
        sort,
        { page, pageSize },
        nameLanguage(request),
      );
      cachePublicly(reply);
      if (sort === 'name') reply.header('vary', 'Accept-Language');
      return result;
    },
  );

  app.get(
    '/Search/Suggest',
    {
      schema: {
        tags: ['Search'],
        summary: 'Up to 8 suggestions (brands, categories, products) for what is being typed',
        querystring: suggestQuerySchema,
        response: { 200: suggestionListSchema, 400: apiErrorListSchema, 401: apiErrorListSchema },
      },
    },
    async (request, reply) => {
      cachePublicly(reply);
      return suggest(db, request.query.q);
    },
  );
  done();
};
