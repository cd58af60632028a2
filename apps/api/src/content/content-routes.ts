import {
  apiErrorListSchema,
  contentIdParamsSchema,
  contentPageParamsSchema,
  contentPageRequestSchema,
  contentPageSchema,
  faqListSchema,
  faqRequestSchema,
  faqTopicRequestSchema,
  markdownPreviewRequestSchema,
  markdownPreviewSchema,
  staffContentListQuerySchema,
  staffContentPagePageSchema,
  staffContentPageSchema,
  staffFaqListQuerySchema,
  staffFaqPageSchema,
  staffFaqSchema,
  staffFaqTopicPageSchema,
  staffFaqTopicSchema,
} from '@shop/core/schemas';
import type { FastifyRequest } from 'fastify';
import type { Database } from '#src/db/database.ts';
import { hitRateLimit, type RateLimit } from '#src/customers/rate-limit.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { customerErrors } from '#src/http/customer-errors.ts';
import { cachePublicly, neverCached } from '#src/http/http-cache.ts';
import { requireStaff, signedInStaff } from '#src/staff/staff-auth.ts';
import { renderMarkdown } from './markdown.ts';
import {
  publishedFaq,
  publishedPage,
  publishedTopic,
  readPublishedFaqs,
  readPublishedPage,
  readStaffFaq,
  readStaffFaqs,
  readStaffPage,
  readStaffPages,
  readStaffTopic,
  readStaffTopics,
  saveFaq,
  savePage,
  saveTopic,
} from './content-service.ts';

/** Content writes per staff member (create, update, publish, unpublish) an hour. */
export const staffContentWritesPerHour = { max: 300, windowSeconds: 3600 } satisfies RateLimit;

/**
 * Previews per staff member an hour: one a press of Preview, a few a minute for a whole working
 * day; each renders at most {@link MARKDOWN_PREVIEW_MAX} characters.
 */
export const staffMarkdownPreviewsPerHour = { max: 600, windowSeconds: 3600 } satisfies RateLimit;

/**
 * The guard of the content staff write (FAQs, pages, the blog, collections: admin and
 * moderator), and `editor`: the signed-in editor's id once their hourly count, shared by all
 * content writes, allows another write.
 */
export function contentEditors(db: Database, tokenTtlDays: number) {
  return {
    asEditor: requireStaff(db, tokenTtlDays, ['moderator']),
    editor: async (request: FastifyRequest) => {
      const { staff } = signedInStaff(request);
      await hitRateLimit(db, `staff-content:${staff.id}`, staffContentWritesPerHour);
      return staff.id;
    },
  };
}

/**
 * `Faq` and `ContentPage/{slug}` (public: published content, the same for every shopper) and
 * `Staff/FaqTopic`, `Staff/Faq`, `Staff/ContentPage` (admin and moderator write, publish and
 * unpublish; every change in the audit record) (issue 16).
 */
export const contentRoutes: FeatureRoutes = (app, { db, tokenTtlDays }, done) => {
  const { asEditor, editor } = contentEditors(db, tokenTtlDays);

  app.get(
    '/Faq',
    {
      schema: {
        tags: ['Content'],
        summary: 'The published FAQs, grouped by topic, in order; answers as sanitised HTML',
        description: 'The same for every caller (cached like the catalog); bounded in size.',
        response: { 200: faqListSchema },
      },
    },
    async (_request, reply) => {
      const answer = await readPublishedFaqs(db);
      cachePublicly(reply);
      return answer;
    },
  );

  app.get(
    '/ContentPage/:slug',
    {
      schema: {
        tags: ['Content'],
        summary: 'A published page (about-us, privacy-policy …), its body as sanitised HTML',
        description: '404 for an unknown page or a draft. The same for every caller.',
        params: contentPageParamsSchema,
        response: { 200: contentPageSchema, 400: apiErrorListSchema, 404: apiErrorListSchema },
      },
    },
    async (request, reply) => {
      const answer = await readPublishedPage(db, request.params.slug);
      cachePublicly(reply);
      return answer;
    },
  );

  // ── Staff ────────────────────────────────────────────────────────────────────────────────
  const staffRoute = { onRequest: asEditor, onSend: neverCached };
  const audited = 'Admin or moderator; recorded in the audit record.';

  const resources = [
    {
      path: 'FaqTopic',
      what: 'FAQ topic',
      list: readStaffTopics,
      read: readStaffTopic,
      query: staffContentListQuerySchema,
      listSchema: staffFaqTopicPageSchema,
      item: staffFaqTopicSchema,
      body: faqTopicRequestSchema,
      save: saveTopic,
      publish: publishedTopic,
      conflict: ' 409 slug_taken when another topic has the slug.',
    },
    {
      path: 'Faq',
      what: 'FAQ',
      list: readStaffFaqs,
      read: readStaffFaq,
      query: staffFaqListQuerySchema,
      listSchema: staffFaqPageSchema,
      item: staffFaqSchema,
      body: faqRequestSchema,
      save: saveFaq,
      publish: publishedFaq,
      conflict: '',
    },
    {
      path: 'ContentPage',
      what: 'page',
      list: readStaffPages,
      read: readStaffPage,
      query: staffContentListQuerySchema,
      listSchema: staffContentPagePageSchema,
      item: staffContentPageSchema,
      body: contentPageRequestSchema,
      save: savePage,
      publish: publishedPage,
      conflict: ' 409 slug_taken when another page has the slug.',
    },
  ] as const;

  for (const resource of resources) {
    app.get(
      `/Staff/${resource.path}`,
      {
        ...staffRoute,
        schema: {
          tags: ['Staff'],
          summary: `A page of every ${resource.what}, drafts included (admin, moderator)`,
          querystring: resource.query,
          response: { 200: resource.listSchema, ...customerErrors },
        },
      },
      async (request) => {
        const { page, pageSize } = request.query;
        const topicId = 'topicId' in request.query ? request.query.topicId : undefined;
        return resource.list(db, page, pageSize, topicId);
      },
    );

    app.get(
      `/Staff/${resource.path}/:id`,
      {
        ...staffRoute,
        schema: {
          tags: ['Staff'],
          summary: `One ${resource.what} as staff edit it: its Markdown, a draft or not`,
          description: 'Admin or moderator. 404 for an unknown id.',
          params: contentIdParamsSchema,
          response: { 200: resource.item, ...customerErrors },
        },
      },
      async (request) => resource.read(db, request.params.id),
    );

    app.post(
      `/Staff/${resource.path}`,
      {
        ...staffRoute,
        schema: {
          tags: ['Staff'],
          summary: `Create a ${resource.what}, as a draft`,
          description: audited + resource.conflict,
          body: resource.body,
          response: { 201: resource.item, ...customerErrors },
        },
      },
      async (request, reply) => {
        const staffId = await editor(request);
        const saved = await resource.save(db, staffId, undefined, request.body as never);
        return reply.code(201).send(saved);
      },
    );

    app.put(
      `/Staff/${resource.path}/:id`,
      {
        ...staffRoute,
        schema: {
          tags: ['Staff'],
          summary: `Change a ${resource.what} (published or not, it stays so)`,
          description: audited + resource.conflict,
          params: contentIdParamsSchema,
          body: resource.body,
          response: { 200: resource.item, ...customerErrors },
        },
      },
      async (request) => {
        const staffId = await editor(request);
        const { id } = request.params;
        return resource.save(db, staffId, id, request.body as never);
      },
    );

    for (const [verb, on] of [
      ['Publish', true],
      ['Unpublish', false],
    ] as const) {
      app.post(
        `/Staff/${resource.path}/:id/${verb}`,
        {
          ...staffRoute,
          schema: {
            tags: ['Staff'],
            summary: on
              ? `Publish a ${resource.what}: shoppers see it (keeps its first publication date)`
              : `Unpublish a ${resource.what}: back to a draft, shoppers no longer see it`,
            description: audited,
            params: contentIdParamsSchema,
            response: { 200: resource.item, ...customerErrors },
          },
        },
        async (request) => {
          const staffId = await editor(request);
          const { id } = request.params;
          return resource.publish(db, staffId, id, on);
        },
      );
    }
  }

  app.post(
    '/Staff/Markdown/Preview',
    {
      ...staffRoute,
      schema: {
        tags: ['Staff'],
        summary: 'Render Markdown as shoppers will get it (the one sanitising renderer)',
        description:
          "Admin or moderator, for the editor's preview; nothing is saved. The same renderer and " +
          'allow-list as the public FAQ, page and blog reads, so the preview is what shoppers ' +
          'see. At most 60,000 characters; 600 previews a staff member an hour (429 past it).',
        body: markdownPreviewRequestSchema,
        response: { 200: markdownPreviewSchema, ...customerErrors },
      },
    },
    async (request) => {
      const { staff } = signedInStaff(request);
      await hitRateLimit(db, `staff-markdown-preview:${staff.id}`, staffMarkdownPreviewsPerHour);
      return { html: renderMarkdown(request.body.markdown) };
    },
  );

  done();
};
