import {
  answerRequestSchema,
  apiErrorListSchema,
  MAX_PENDING_QUESTIONS,
  moderationParamsSchema,
  myQuestionsQuerySchema,
  productQuestionPageSchema,
  productQuestionSchema,
  questionListQuerySchema,
  questionRequestSchema,
  staffQuestionListQuerySchema,
  staffQuestionPageSchema,
} from '@shop/core/schemas';
import { hitRateLimits, type RateLimit } from '#src/customers/rate-limit.ts';
import { requireCustomer, signedInCustomer } from '#src/customers/tokens.ts';
import { slugParamsSchema } from '#src/catalog/catalog-query-schemas.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { customerErrors } from '#src/http/customer-errors.ts';
import { cachePublicly, neverCached } from '#src/http/http-cache.ts';
import { requireStaff, signedInStaff } from '#src/staff/staff-auth.ts';
import {
  askQuestion,
  decideQuestion,
  readMyQuestions,
  readProductQuestions,
  readStaffQuestions,
} from './questions-service.ts';

/** Questions asked per shopper and per client (each is work for staff). */
export const questionLimits = {
  perAccount: { max: 10, windowSeconds: 3600 },
  perClient: { max: 30, windowSeconds: 3600 },
} satisfies Record<string, RateLimit>;

/**
 * `Product/{slug}/Questions` (public), `ProductQuestion` (the signed-in shopper's) and
 * `Staff/Question` (support, moderators): product questions and their answers (issue 15, R1.19).
 */
export const questionsRoutes: FeatureRoutes = (app, { db, tokenTtlDays }, done) => {
  const asCustomer = requireCustomer(db, tokenTtlDays);
  const asStaff = requireStaff(db, tokenTtlDays, ['support', 'moderator']);
  const asModerator = requireStaff(db, tokenTtlDays, ['moderator']);

  app.get(
    '/Product/:slug/Questions',
    {
      schema: {
        tags: ['Catalog'],
        summary: "A page of the product's answered questions, newest answer first",
        description: 'The same for every caller (cached like the catalog).',
        params: slugParamsSchema,
        querystring: questionListQuerySchema,
        response: {
          200: productQuestionPageSchema,
          400: apiErrorListSchema,
          404: apiErrorListSchema,
        },
      },
    },
    async (request, reply) => {
      const { page, pageSize } = request.query;
      const answer = await readProductQuestions(db, request.params.slug, page, pageSize);
      cachePublicly(reply);
      return answer;
    },
  );

  app.post(
    '/ProductQuestion',
    {
      onRequest: asCustomer,
      onSend: neverCached,
      schema: {
        tags: ['Account'],
        summary: 'Ask a question about a product: public once staff answer it',
        description:
          `At most ${MAX_PENDING_QUESTIONS} of the shopper's questions wait for an answer at once ` +
          `(409 questions_full, with limit); at most ${questionLimits.perAccount.max} an hour (429).`,
        body: questionRequestSchema,
        response: { 201: productQuestionSchema, ...customerErrors },
      },
    },
    async (request, reply) => {
      const { customer } = signedInCustomer(request);
      await hitRateLimits(db, [
        [`question:${customer.id}`, questionLimits.perAccount],
        [`question-ip:${request.ip}`, questionLimits.perClient],
      ]);
      return reply.code(201).send(await askQuestion(db, customer.id, request.body));
    },
  );

  app.get(
    '/ProductQuestion/Mine',
    {
      onRequest: asCustomer,
      onSend: neverCached,
      schema: {
        tags: ['Account'],
        summary: "A page of the shopper's questions on a product still waiting for an answer",
        querystring: myQuestionsQuerySchema,
        response: { 200: productQuestionPageSchema, ...customerErrors },
      },
    },
    async (request) => {
      const { customer } = signedInCustomer(request);
      const { productId, page, pageSize } = request.query;
      return readMyQuestions(db, customer.id, productId, page, pageSize);
    },
  );

  app.get(
    '/Staff/Question',
    {
      onRequest: asStaff,
      onSend: neverCached,
      schema: {
        tags: ['Staff'],
        summary: 'A page of the questions waiting for an answer, oldest first (support, moderator)',
        querystring: staffQuestionListQuerySchema,
        response: { 200: staffQuestionPageSchema, ...customerErrors },
      },
    },
    async (request) => readStaffQuestions(db, request.query.page, request.query.pageSize),
  );

  app.post(
    '/Staff/Question/:id/Answer',
    {
      onRequest: asStaff,
      onSend: neverCached,
      schema: {
        tags: ['Staff'],
        summary:
          'Answer a waiting question: it becomes public with the answer (support, moderator)',
        description: 'Recorded in the audit record. 409 moderation_conflict when already decided.',
        params: moderationParamsSchema,
        body: answerRequestSchema,
        response: { 200: productQuestionSchema, ...customerErrors },
      },
    },
    async (request) =>
      decideQuestion(db, signedInStaff(request).staff.id, request.params.id, request.body.answer),
  );

  app.post(
    '/Staff/Question/:id/Reject',
    {
      onRequest: asModerator,
      onSend: neverCached,
      schema: {
        tags: ['Staff'],
        summary: 'Reject a waiting question (spam, abuse): it is never public (moderator)',
        description: 'Recorded in the audit record. 409 moderation_conflict when already decided.',
        params: moderationParamsSchema,
        response: { 200: productQuestionSchema, ...customerErrors },
      },
    },
    async (request) =>
      decideQuestion(db, signedInStaff(request).staff.id, request.params.id, undefined),
  );

  done();
};
