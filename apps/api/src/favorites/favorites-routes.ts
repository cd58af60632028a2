import {
  accountListQuerySchema,
  MAX_COMPARE,
  MAX_FAVORITES,
  productDetailSchema,
  productPageSchema,
  productIdBodySchema,
  productIdQuerySchema,
  type ProductDetail,
} from '@shop/core/schemas';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { requireCustomer, signedInCustomer } from '#src/customers/tokens.ts';
import { MAX_ID } from '#src/catalog/catalog-query-schemas.ts';
import { customerErrors } from '#src/http/customer-errors.ts';
import type { Database } from '#src/db/database.ts';
import { compareItems, customers, favorites, productImages, products } from '#src/db/schema.ts';
import { ApiHttpError, notFound } from '#src/http/api-errors.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import {
  getProductDetail,
  mainImageJoin,
  summaryColumns,
  toSummary,
} from '#src/products/products-queries.ts';

/** 404 `not_found` on `field` unless the product exists. */
async function requireProduct(db: Database, id: number, field: string): Promise<void> {
  const [row] =
    id > MAX_ID
      ? []
      : await db.select({ id: products.id }).from(products).where(eq(products.id, id)).limit(1);
  if (!row) throw notFound('Product', id, field);
}

/**
 * Adds the product to one of the customer's lists unless that would pass `max`; answers false
 * then (already there: true, no change). The customer's row lock orders concurrent adds: each
 * counts after the previous one committed, so they cannot both take the last place.
 */
async function addBounded(
  db: Database,
  customerId: number,
  productId: number,
  table: typeof favorites | typeof compareItems,
  max: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select 1 from ${customers} where ${customers.id} = ${customerId} for update`,
    );
    const inserted = await tx
      .insert(table)
      .values({ customerId, productId })
      .onConflictDoNothing()
      .returning({ productId: table.productId });
    if (inserted.length === 0) return true; // already there
    const [total] = await tx
      .select({ n: count() })
      .from(table)
      .where(eq(table.customerId, customerId));
    if ((total?.n ?? 0) <= max) return true;
    await tx
      .delete(table)
      .where(and(eq(table.customerId, customerId), eq(table.productId, productId)));
    return false;
  });
}

/** `Favorite` and `Compare`: the signed-in customer's favourite products and compare list. */
export const favoritesRoutes: FeatureRoutes = (app, { db, tokenTtlDays }, done) => {
  const onRequest = requireCustomer(db, tokenTtlDays);
  const tags = ['Account'];
  const noContent = { 204: z.null(), ...customerErrors };

  app.get(
    '/Favorite',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A page of the favourite products, last added first',
        querystring: accountListQuerySchema,
        response: { 200: productPageSchema, ...customerErrors },
      },
    },
    async (request) => {
      const { customer } = signedInCustomer(request);
      const { page, pageSize } = request.query;
      const own = eq(favorites.customerId, customer.id);
      const [rows, [counted]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(favorites)
          .innerJoin(products, eq(products.id, favorites.productId))
          .leftJoin(productImages, mainImageJoin)
          .where(own)
          .orderBy(desc(favorites.createdAt), desc(favorites.productId))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(favorites).where(own),
      ]);
      const total = counted?.n ?? 0;
      return {
        items: rows.map(toSummary),
        page,
        pageSize,
        total,
        totalPages: Math.ceil(total / pageSize),
      };
    },
  );

  app.get(
    '/Favorite/ProductIds',
    {
      onRequest,
      schema: {
        tags,
        summary: `The ids of every favourite product (at most ${MAX_FAVORITES}), for the toggles`,
        response: { 200: z.array(z.number().int().positive()), ...customerErrors },
      },
    },
    async (request) => {
      const { customer } = signedInCustomer(request);
      const rows = await db
        .select({ id: favorites.productId })
        .from(favorites)
        .where(eq(favorites.customerId, customer.id))
        .orderBy(desc(favorites.createdAt), desc(favorites.productId));
      return rows.map((row) => row.id);
    },
  );

  app.post(
    '/Favorite',
    {
      onRequest,
      schema: {
        tags,
        summary: `Add a favourite (again: no change); a ${MAX_FAVORITES + 1}th is a 409 favorites_full`,
        body: productIdBodySchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      const { customer } = signedInCustomer(request);
      const { productId: id } = request.body;
      await requireProduct(db, id, 'body.productId');
      const added = await addBounded(db, customer.id, id, favorites, MAX_FAVORITES);
      if (!added) {
        throw new ApiHttpError(
          409,
          'favorites_full',
          `A customer keeps at most ${MAX_FAVORITES} favourites: remove one first`,
          'body.productId',
        );
      }
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/Compare',
    {
      onRequest,
      schema: {
        tags,
        summary: `The compare list (at most ${MAX_COMPARE}), as product details in the order added`,
        response: { 200: z.array(productDetailSchema), ...customerErrors },
      },
    },
    async (request) => {
      const { customer } = signedInCustomer(request);
      const rows = await db
        .select({ slug: products.slug })
        .from(compareItems)
        .innerJoin(products, eq(products.id, compareItems.productId))
        .where(eq(compareItems.customerId, customer.id))
        .orderBy(asc(compareItems.createdAt), asc(compareItems.productId));
      const details = await Promise.all(rows.map((row) => getProductDetail(db, row.slug)));
      return details.filter((detail): detail is ProductDetail => detail !== undefined);
    },
  );

  app.post(
    '/Compare',
    {
      onRequest,
      schema: {
        tags,
        summary: `Add a product to compare; a ${MAX_COMPARE + 1}th is a 409 compare_full`,
        body: productIdBodySchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      const { customer } = signedInCustomer(request);
      const { productId: id } = request.body;
      await requireProduct(db, id, 'body.productId');
      const full = !(await addBounded(db, customer.id, id, compareItems, MAX_COMPARE));
      if (full) {
        throw new ApiHttpError(
          409,
          'compare_full',
          `Compare holds ${MAX_COMPARE} products: remove one first`,
          'body.productId',
        );
      }
      return reply.code(204).send(null);
    },
  );

  // Removing from either list: the same answer for a product that was not in it (idempotent).
  const lists = [
    { path: '/Favorite', table: favorites, summary: 'Remove a favourite' },
    { path: '/Compare', table: compareItems, summary: 'Remove a product from compare' },
  ] as const;
  for (const { path, table, summary } of lists) {
    app.delete(
      path,
      {
        onRequest,
        schema: { tags, summary, querystring: productIdQuerySchema, response: noContent },
      },
      async (request, reply) => {
        const { customer } = signedInCustomer(request);
        const { productId: id } = request.query;
        await requireProduct(db, id, 'query.productId');
        await db
          .delete(table)
          .where(and(eq(table.customerId, customer.id), eq(table.productId, id)));
        return reply.code(204).send(null);
      },
    );
  }

  done();
};
