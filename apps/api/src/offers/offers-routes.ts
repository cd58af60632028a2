import { apiErrorListSchema, offerDetailSchema, offerSchema } from '@shop/core/schemas';
import { z } from 'zod';
import {
  idParamsSchema,
  MAX_ID,
  offerDetailQuerySchema,
} from '#src/catalog/catalog-query-schemas.ts';
import { ApiHttpError, notFound } from '#src/http/api-errors.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { cachePublicly } from '#src/http/http-cache.ts';
import { listProducts } from '#src/products/products-queries.ts';
import { listOffers, offerExists } from './offers-queries.ts';

const errors = {
  400: apiErrorListSchema,
  401: apiErrorListSchema,
  404: apiErrorListSchema,
};

/** `GET /api/Offer` (running and upcoming offers) and `GET /api/Offer/{id}?page=`. */
export const offersRoutes: FeatureRoutes = (app, { db }, done) => {
  app.get(
    '/Offer',
    {
      schema: {
        tags: ['Catalog'],
        summary: 'Running and upcoming offers, the one ending soonest first',
        response: { 200: z.array(offerSchema), 401: apiErrorListSchema },
      },
    },
    async (_request, reply) => {
      cachePublicly(reply);
      return listOffers(db);
    },
  );

  app.get(
    '/Offer/:id',
    {
      schema: {
        tags: ['Catalog'],
        summary: 'One running or upcoming offer with a page of its products',
        params: idParamsSchema,
        querystring: offerDetailQuerySchema,
        response: { 200: offerDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const [offer] = id > MAX_ID ? [] : await listOffers(db, [id]);
      if (!offer) {
        // An ended offer is gone for shoppers; say so rather than "not found".
        if (id <= MAX_ID && (await offerExists(db, id))) {
          throw new ApiHttpError(404, 'not_found', `Offer ${id} has ended`);
        }
        throw notFound('Offer', id);
      }
      const { page, pageSize } = request.query;
      const products = await listProducts(
        db,
        { offerId: id },
        'relevance',
        { page, pageSize },
        'ar',
      );
      cachePublicly(reply);
      return { ...offer, products };
    },
  );
  done();
};
