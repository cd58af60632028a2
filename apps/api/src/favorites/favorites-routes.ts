import {
  MAX_COMPARE,
  productDetailSchema,
  productIdBodySchema,
  productIdQuerySchema,
  productSummarySchema,
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
        summary: 'The favourite products, last added first',
        response: { 200: z.array(productSummarySchema), ...customerErrors },
      },
    },
    async (request) => {
      const { customer } = signedInCustomer(request);
      const rows = await db
        .select(summaryColumns)
        .from(favorites)
        .innerJoin(products, eq(products.id, favorites.productId))
        .leftJoin(productImages, mainImageJoin)
        .where(eq(favorites.customerId, customer.id))
        .orderBy(desc(favorites.createdAt), desc(favorites.productId));
      return rows.map(toSummary);
    },
  );

  app.post(
    '/Favorite',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add a favourite (again: no change)',
        body: productIdBodySchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      const { customer } = signedInCustomer(request);
      await requireProduct(db, request.body.productId, 'body.productId');
      await db
        .insert(favorites)
        .values({ customerId: customer.id, productId: request.body.productId })
        .onConflictDoNothing();
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
      // The customer's row lock orders concurrent adds: each counts after the previous one
      // committed, so they cannot both take the last place (PostgreSQL read committed).
      const full = await db.transaction(async (tx) => {
        await tx.execute(
          sql`select 1 from ${customers} where ${customers.id} = ${customer.id} for update`,
        );
        const inserted = await tx
          .insert(compareItems)
          .values({ customerId: customer.id, productId: id })
          .onConflictDoNothing()
          .returning({ productId: compareItems.productId });
        if (inserted.length === 0) return false; // already there
        const [total] = await tx
          .select({ n: count() })
          .from(compareItems)
          .where(eq(compareItems.customerId, customer.id));
        if ((total?.n ?? 0) <= MAX_COMPARE) return false;
        await tx
          .delete(compareItems)
          .where(and(eq(compareItems.customerId, customer.id), eq(compareItems.productId, id)));
        return true;
      });
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
