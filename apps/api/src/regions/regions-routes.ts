import { apiErrorListSchema, regionTreeSchema } from '@shop/core/schemas';
import { requireExisting } from '#src/catalog/catalog-lookups.ts';
import { regionQuerySchema } from '#src/catalog/catalog-query-schemas.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { cachePublicly } from '#src/http/http-cache.ts';
import { listRegions } from './regions-queries.ts';

/** `GET /api/Region?activityTypeId=`: where the brands of an activity type deliver. */
export const regionsRoutes: FeatureRoutes = (app, { db }, done) => {
  app.get(
    '/Region',
    {
      schema: {
        tags: ['Catalog'],
        summary: 'Countries → states → cities served by brands of an activity type',
        querystring: regionQuerySchema,
        response: {
          200: regionTreeSchema,
          400: apiErrorListSchema,
          401: apiErrorListSchema,
          404: apiErrorListSchema,
        },
      },
    },
    async (request, reply) => {
      const { activityTypeId } = request.query;
      if (activityTypeId !== undefined) {
        await requireExisting(db, 'ActivityType', activityTypeId, 'query.activityTypeId');
      }
      cachePublicly(reply);
      return listRegions(db, activityTypeId);
    },
  );
  done();
};
