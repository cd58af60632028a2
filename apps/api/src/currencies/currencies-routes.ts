import { apiErrorListSchema, currencySchema } from '@shop/core/schemas';
import { asc } from 'drizzle-orm';
import { z } from 'zod';
import { currencies } from '#src/db/schema.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { cachePublicly } from '#src/http/http-cache.ts';

/** `GET /api/Currency`: the store currency first, then the others it converts to. */
export const currenciesRoutes: FeatureRoutes = (app, { db }, done) => {
  app.get(
    '/Currency',
    {
      schema: {
        tags: ['Catalog'],
        summary: 'The store currency and the currencies prices can be shown in',
        response: { 200: z.array(currencySchema), 401: apiErrorListSchema },
      },
    },
    async (_request, reply) => {
      cachePublicly(reply);
      const rows = await db
        .select({
          code: currencies.code,
          name: currencies.name,
          nameEn: currencies.nameEn,
          symbol: currencies.symbol,
          symbolEn: currencies.symbolEn,
          minorUnits: currencies.minorUnits,
          rate: currencies.rate,
          isStoreCurrency: currencies.isStoreCurrency,
        })
        .from(currencies)
        .orderBy(asc(currencies.sortOrder), asc(currencies.code));
      return rows.sort((a, b) => Number(b.isStoreCurrency) - Number(a.isStoreCurrency));
    },
  );
  done();
};
