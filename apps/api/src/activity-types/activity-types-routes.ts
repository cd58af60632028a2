import { activityTypeListSchema, apiErrorListSchema } from '@shop/core/schemas';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { cachePublicly } from '#src/http/http-cache.ts';
import { listActivityTypes } from './activity-types-queries.ts';

/** `GET /api/ActivityType`: the kinds of shop, the storefront's first choice. */
export const activityTypesRoutes: FeatureRoutes = (app, { db }, done) => {
  app.get(
    '/ActivityType',
    {
      schema: {
        tags: ['Activity types'],
        summary: 'List activity types in display order',
        response: { 200: activityTypeListSchema, 401: apiErrorListSchema },
      },
    },
    async (_request, reply) => {
      // The list changes rarely; browsers and proxies may reuse it for a minute.
      cachePublicly(reply);
      return listActivityTypes(db);
    },
  );
  done();
};
