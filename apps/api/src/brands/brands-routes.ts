import { apiErrorListSchema, brandSchema } from '@shop/core/schemas';
import { z } from 'zod';
import { requireExisting } from '#src/catalog/catalog-lookups.ts';
import { notFound } from '#src/http/api-errors.ts';
import {
  brandListQuerySchema,
  idParamsSchema,
  MAX_ID,
} from '#src/catalog/catalog-query-schemas.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { cachePublicly } from '#src/http/http-cache.ts';
import { listBrands } from './brands-queries.ts';

const errors = {
  400: apiErrorListSchema,
  401: apiErrorListSchema,
  404: apiErrorListSchema,
};

/** `GET /api/Brand?activityTypeId=&cityId=` and `GET /api/Brand/{id}`. */
export const brandsRoutes: FeatureRoutes = (app, { db }, done) => {
  app.get(
    '/Brand',
    {
      schema: {
        tags: ['Catalog'],
        summary: 'Brands of an activity type that deliver to a city',
        querystring: brandListQuerySchema,
        response: { 200: z.array(brandSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { activityTypeId, cityId } = request.query;
      if (activityTypeId !== undefined) {
        await requireExisting(db, 'ActivityType', activityTypeId, 'query.activityTypeId');
      }
      if (cityId !== undefined) await requireExisting(db, 'City', cityId, 'query.cityId');
      cachePublicly(reply);
      return listBrands(db, { activityTypeId, cityId });
    },
  );

  app.get(
    '/Brand/:id',
    {
      schema: {
        tags: ['Catalog'],
        summary: 'One brand',
        params: idParamsSchema,
        response: { 200: brandSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const [brand] = id > MAX_ID ? [] : await listBrands(db, { ids: [id] });
      if (!brand) throw notFound('Brand', id);
      cachePublicly(reply);
      return brand;
    },
  );
  done();
};
