import {
  apiErrorListSchema,
  blogCategoryRequestSchema,
  blogIdParamsSchema,
  blogListQuerySchema,
  blogPostPageSchema,
  blogPostRequestSchema,
  blogPostSchema,
  blogSlugParamsSchema,
  staffBlogCategorySchema,
  staffBlogListQuerySchema,
  staffBlogPostPageSchema,
  staffBlogPostSchema,
} from '@shop/core/schemas';
import { z } from 'zod';
import { contentEditors } from '#src/content/content-routes.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { customerErrors } from '#src/http/customer-errors.ts';
import { cachePublicly, neverCached } from '#src/http/http-cache.ts';
import {
  deletePost,
  publishPost,
  readPublishedPost,
  readPublishedPosts,
  readStaffCategories,
  readStaffPost,
  readStaffPosts,
  saveCategory,
  savePost,
} from './blog-service.ts';

/**
 * `Blog` and `Blog/{slug}` (public: published posts, the same for every shopper) and
 * `Staff/Blog` (admin and moderator write, publish, unpublish and delete; every change in the
 * audit record; writes counted with the other content writes) (issue 16).
 */
export const blogRoutes: FeatureRoutes = (app, { db, tokenTtlDays }, done) => {
  const { asEditor, editor } = contentEditors(db, tokenTtlDays);

  app.get(
    '/Blog',
    {
      schema: {
        tags: ['Content'],
        summary: 'A page of published blog posts, newest first, in both languages',
        description:
          'Filter by `category` and `tag` (slugs). Answers every category too, for the filters. ' +
          'The same for every caller (cached like the catalog); pageSize at most 24.',
        querystring: blogListQuerySchema,
        response: { 200: blogPostPageSchema, 400: apiErrorListSchema },
      },
    },
    async (request, reply) => {
      const answer = await readPublishedPosts(db, request.query);
      cachePublicly(reply);
      return answer;
    },
  );

  app.get(
    '/Blog/:slug',
    {
      schema: {
        tags: ['Content'],
        summary: 'A published post by its Arabic or English slug, its body as sanitised HTML',
        description:
          'Answers both slugs (for hreflang), related posts (sharing its category or tags) and ' +
          'the products it mentions. 404 for an unknown slug or a draft.',
        params: blogSlugParamsSchema,
        response: { 200: blogPostSchema, 400: apiErrorListSchema, 404: apiErrorListSchema },
      },
    },
    async (request, reply) => {
      const answer = await readPublishedPost(db, request.params.slug);
      cachePublicly(reply);
      return answer;
    },
  );

  // ── Staff ────────────────────────────────────────────────────────────────────────────────
  const staffRoute = { onRequest: asEditor, onSend: neverCached };
  const audited =
    'Admin or moderator; recorded in the audit record. 409 slug_taken when another post has ' +
    'either slug; 404 for an unknown category.';

  app.get(
    '/Staff/Blog',
    {
      ...staffRoute,
      schema: {
        tags: ['Staff'],
        summary: 'A page of every blog post, drafts included (admin, moderator)',
        description: '`state` keeps only the drafts or only the published posts.',
        querystring: staffBlogListQuerySchema,
        response: { 200: staffBlogPostPageSchema, ...customerErrors },
      },
    },
    async (request) => readStaffPosts(db, request.query),
  );

  app.get(
    '/Staff/Blog/:id',
    {
      ...staffRoute,
      schema: {
        tags: ['Staff'],
        summary: 'One blog post as staff edit it: its Markdown, a draft or not (admin, moderator)',
        description: '404 for an unknown id.',
        params: blogIdParamsSchema,
        response: { 200: staffBlogPostSchema, ...customerErrors },
      },
    },
    async (request) => readStaffPost(db, request.params.id),
  );

  app.post(
    '/Staff/Blog',
    {
      ...staffRoute,
      schema: {
        tags: ['Staff'],
        summary: 'Create a blog post, as a draft',
        description: audited,
        body: blogPostRequestSchema,
        response: { 201: staffBlogPostSchema, ...customerErrors },
      },
    },
    async (request, reply) => {
      const staffId = await editor(request);
      return reply.code(201).send(await savePost(db, staffId, undefined, request.body));
    },
  );

  app.put(
    '/Staff/Blog/:id',
    {
      ...staffRoute,
      schema: {
        tags: ['Staff'],
        summary: 'Change a blog post (published or not, it stays so)',
        description: audited,
        params: blogIdParamsSchema,
        body: blogPostRequestSchema,
        response: { 200: staffBlogPostSchema, ...customerErrors },
      },
    },
    async (request) => {
      const staffId = await editor(request);
      return savePost(db, staffId, request.params.id, request.body);
    },
  );

  for (const [verb, on] of [
    ['Publish', true],
    ['Unpublish', false],
  ] as const) {
    app.post(
      `/Staff/Blog/:id/${verb}`,
      {
        ...staffRoute,
        schema: {
          tags: ['Staff'],
          summary: on
            ? 'Publish a blog post: shoppers see it (keeps its first publication date)'
            : 'Unpublish a blog post: back to a draft, shoppers no longer see it',
          description: 'Admin or moderator; recorded in the audit record.',
          params: blogIdParamsSchema,
          response: { 200: staffBlogPostSchema, ...customerErrors },
        },
      },
      async (request) => {
        const staffId = await editor(request);
        return publishPost(db, staffId, request.params.id, on);
      },
    );
  }

  app.get(
    '/Staff/BlogCategory',
    {
      ...staffRoute,
      schema: {
        tags: ['Staff'],
        summary: "The blog's categories in their order, with their post counts (admin, moderator)",
        response: { 200: z.array(staffBlogCategorySchema), ...customerErrors },
      },
    },
    async () => readStaffCategories(db),
  );

  app.post(
    '/Staff/BlogCategory',
    {
      ...staffRoute,
      schema: {
        tags: ['Staff'],
        summary: "Add a blog category (listed in the blog's filter at once)",
        description:
          'Admin or moderator; recorded in the audit record. 409 slug_taken when another ' +
          'category has the slug; 409 blog_categories_full past the most the blog keeps.',
        body: blogCategoryRequestSchema,
        response: { 201: staffBlogCategorySchema, ...customerErrors },
      },
    },
    async (request, reply) => {
      const staffId = await editor(request);
      return reply.code(201).send(await saveCategory(db, staffId, undefined, request.body));
    },
  );

  app.put(
    '/Staff/BlogCategory/:id',
    {
      ...staffRoute,
      schema: {
        tags: ['Staff'],
        summary: 'Rename, re-slug or re-order a blog category',
        description: 'Admin or moderator; recorded in the audit record. 409 slug_taken.',
        params: blogIdParamsSchema,
        body: blogCategoryRequestSchema,
        response: { 200: staffBlogCategorySchema, ...customerErrors },
      },
    },
    async (request) => {
      const staffId = await editor(request);
      return saveCategory(db, staffId, request.params.id, request.body);
    },
  );

  app.delete(
    '/Staff/Blog/:id',
    {
      ...staffRoute,
      schema: {
        tags: ['Staff'],
        summary: 'Delete a blog post',
        description: 'Admin or moderator; recorded in the audit record.',
        params: blogIdParamsSchema,
        response: { 204: z.null(), ...customerErrors },
      },
    },
    async (request, reply) => {
      const staffId = await editor(request);
      await deletePost(db, staffId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  done();
};
