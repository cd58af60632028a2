import {
  collectionDetailQuerySchema,
  collectionDetailSchema,
  collectionIdParamsSchema,
  collectionListQuerySchema,
  collectionPageSchema,
  collectionProductsRequestSchema,
  collectionRequestSchema,
  collectionSlugParamsSchema,
  staffCollectionListQuerySchema,
  staffCollectionPageSchema,
  staffCollectionSchema,
  apiErrorListSchema,
} from '@shop/core/schemas';
import { z } from 'zod';
import { contentEditors } from '#src/content/content-routes.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { customerErrors } from '#src/http/customer-errors.ts';
import { cachePublicly, neverCached } from '#src/http/http-cache.ts';
import {
  deleteCollection,
  publishCollection,
  readPublishedCollection,
  readPublishedCollections,
  readStaffCollections,
  saveCollection,
  setCollectionProducts,
} from './collections-service.ts';

/**
 * `Collection` and `Collection/{slug}` (public: the published collection pages, the same for
 * every shopper) and `Staff/Collection…` (admin and moderator write, publish, unpublish, delete
 * and pick a curated collection's products; every change in the audit record) (issue 16).
 */
export const collectionsRoutes: FeatureRoutes = (app, { db, tokenTtlDays }, done) => {
  const { asEditor, editor } = contentEditors(db, tokenTtlDays);

  app.get(
    '/Collection',
    {
      schema: {
        tags: ['Content'],
        summary: 'A page of the published collections, in their order',
        description: 'The same for every caller (cached like the catalog); pageSize at most 50.',
        querystring: collectionListQuerySchema,
        response: { 200: collectionPageSchema, 400: apiErrorListSchema },
      },
    },
    async (request, reply) => {
      const { page, pageSize } = request.query;
      const answer = await readPublishedCollections(db, page, pageSize);
      cachePublicly(reply);
      return answer;
    },
  );

  app.get(
    '/Collection/:slug',
    {
      schema: {
        tags: ['Content'],
        summary: 'A published collection with a page of its products',
        description:
          'A curated collection lists its picked products (in its order for sort=relevance); a ' +
          'rule collection the products of its category (and those below it), brand and/or ' +
          'offer. Price, stock, sort and paging as the catalog list. 404 for an unknown ' +
          'collection or a draft.',
        params: collectionSlugParamsSchema,
        querystring: collectionDetailQuerySchema,
        response: { 200: collectionDetailSchema, 400: apiErrorListSchema, 404: apiErrorListSchema },
      },
    },
    async (request, reply) => {
      const answer = await readPublishedCollection(db, request.params.slug, request.query);
      cachePublicly(reply);
      return answer;
    },
  );

  // ── Staff ────────────────────────────────────────────────────────────────────────────────
  const staffRoute = { onRequest: asEditor, onSend: neverCached };
  const audited = 'Admin or moderator; recorded in the audit record.';

  app.get(
    '/Staff/Collection',
    {
      ...staffRoute,
      schema: {
        tags: ['Staff'],
        summary: 'A page of every collection, drafts included (admin, moderator)',
        querystring: staffCollectionListQuerySchema,
        response: { 200: staffCollectionPageSchema, ...customerErrors },
      },
    },
    async (request) => readStaffCollections(db, request.query.page, request.query.pageSize),
  );

  const saveErrors =
    ' 409 slug_taken when another collection has the slug; 400 collection_rule_missing when a ' +
    'rule collection names no category, brand or offer, unknown_rule_target when one does not exist.';

  app.post(
    '/Staff/Collection',
    {
      ...staffRoute,
      schema: {
        tags: ['Staff'],
        summary: 'Create a collection, as a draft',
        description: audited + saveErrors,
        body: collectionRequestSchema,
        response: { 201: staffCollectionSchema, ...customerErrors },
      },
    },
    async (request, reply) => {
      const staffId = await editor(request);
      return reply.code(201).send(await saveCollection(db, staffId, undefined, request.body));
    },
  );

  app.put(
    '/Staff/Collection/:id',
    {
      ...staffRoute,
      schema: {
        tags: ['Staff'],
        summary: 'Change a collection (published or not, it stays so)',
        description: audited + saveErrors,
        params: collectionIdParamsSchema,
        body: collectionRequestSchema,
        response: { 200: staffCollectionSchema, ...customerErrors },
      },
    },
    async (request) => {
      const staffId = await editor(request);
      return saveCollection(db, staffId, request.params.id, request.body);
    },
  );

  app.put(
    '/Staff/Collection/:id/Products',
    {
      ...staffRoute,
      schema: {
        tags: ['Staff'],
        summary: "Replace a curated collection's products, in order (at most 200)",
        description:
          audited +
          ' 400 unknown_products when an id is no product; 400 collection_not_curated for a rule collection.',
        params: collectionIdParamsSchema,
        body: collectionProductsRequestSchema,
        response: { 200: staffCollectionSchema, ...customerErrors },
      },
    },
    async (request) => {
      const staffId = await editor(request);
      return setCollectionProducts(db, staffId, request.params.id, request.body);
    },
  );

  app.delete(
    '/Staff/Collection/:id',
    {
      ...staffRoute,
      schema: {
        tags: ['Staff'],
        summary: 'Delete a collection and its product list',
        description: audited,
        params: collectionIdParamsSchema,
        response: { 204: z.null(), ...customerErrors },
      },
    },
    async (request, reply) => {
      const staffId = await editor(request);
      await deleteCollection(db, staffId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  for (const [verb, on] of [
    ['Publish', true],
    ['Unpublish', false],
  ] as const) {
    app.post(
      `/Staff/Collection/:id/${verb}`,
      {
        ...staffRoute,
        schema: {
          tags: ['Staff'],
          summary: on
            ? 'Publish a collection: shoppers see it (keeps its first publication date)'
            : 'Unpublish a collection: back to a draft, shoppers no longer see it',
          description: audited,
          params: collectionIdParamsSchema,
          response: { 200: staffCollectionSchema, ...customerErrors },
        },
      },
      async (request) => {
        const staffId = await editor(request);
        return publishCollection(db, staffId, request.params.id, on);
      },
    );
  }

  done();
};
