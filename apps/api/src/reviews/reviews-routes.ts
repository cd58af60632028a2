import {
  apiErrorListSchema,
  moderationParamsSchema,
  myReviewSchema,
  ownReviewSchema,
  productIdQuerySchema,
  reviewListQuerySchema,
  reviewPageSchema,
  reviewRequestSchema,
  staffReviewListQuerySchema,
  staffReviewPageSchema,
} from '@shop/core/schemas';
import { hitRateLimits, type RateLimit } from '#src/customers/rate-limit.ts';
import { requireCustomer, signedInCustomer } from '#src/customers/tokens.ts';
import { slugParamsSchema } from '#src/catalog/catalog-query-schemas.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { customerErrors } from '#src/http/customer-errors.ts';
import { cachePublicly, neverCached } from '#src/http/http-cache.ts';
import { requireStaff, signedInStaff } from '#src/staff/staff-auth.ts';
import {
  moderateReview,
  readMyReview,
  readProductReviews,
  readStaffReviews,
  submitReview,
} from './reviews-service.ts';

/** Reviews written per shopper and per client (each is work for a moderator). */
export const reviewLimits = {
  perAccount: { max: 20, windowSeconds: 3600 },
  perClient: { max: 60, windowSeconds: 3600 },
} satisfies Record<string, RateLimit>;

const publicErrors = { 400: apiErrorListSchema, 404: apiErrorListSchema };

/**
 * `Product/{slug}/Reviews` (public), `ProductReview` (the signed-in shopper's) and
 * `Staff/Review` (moderators): product reviews, moderated (issue 15, R1.18).
 */
export const reviewsRoutes: FeatureRoutes = (app, { db, tokenTtlDays }, done) => {
  const asCustomer = requireCustomer(db, tokenTtlDays);
  const asModerator = requireStaff(db, tokenTtlDays, ['moderator']);

  app.get(
    '/Product/:slug/Reviews',
    {
      schema: {
        tags: ['Catalog'],
        summary: "A page of the product's approved reviews, newest first, with average and count",
        description:
          'The same for every caller (cached like the catalog). `average` and `count` are those ' +
          'of every approved review, as the product cards show them; a pending review is never here.',
        params: slugParamsSchema,
        querystring: reviewListQuerySchema,
        response: { 200: reviewPageSchema, ...publicErrors },
      },
    },
    async (request, reply) => {
      const { page, pageSize } = request.query;
      const answer = await readProductReviews(db, request.params.slug, page, pageSize);
      cachePublicly(reply);
      return answer;
    },
  );

  app.post(
    '/ProductReview',
    {
      onRequest: asCustomer,
      onSend: neverCached,
      schema: {
        tags: ['Account'],
        summary: 'Review a product the shopper received: pending until a moderator approves it',
        description:
          'One review per product and shopper (409 review_exists). Only a shopper with a ' +
          'delivered order holding the product may review it (403 review_not_received). ' +
          `At most ${reviewLimits.perAccount.max} an hour per shopper (429).`,
        body: reviewRequestSchema,
        response: { 201: ownReviewSchema, ...customerErrors },
      },
    },
    async (request, reply) => {
      const { customer } = signedInCustomer(request);
      await hitRateLimits(db, [
        [`review:${customer.id}`, reviewLimits.perAccount],
        [`review-ip:${request.ip}`, reviewLimits.perClient],
      ]);
      return reply.code(201).send(await submitReview(db, customer.id, request.body));
    },
  );

  app.get(
    '/ProductReview/Mine',
    {
      onRequest: asCustomer,
      onSend: neverCached,
      schema: {
        tags: ['Account'],
        summary: "The shopper's review of a product (any status), and whether they may review it",
        querystring: productIdQuerySchema,
        response: { 200: myReviewSchema, ...customerErrors },
      },
    },
    async (request) => {
      const { customer } = signedInCustomer(request);
      return readMyReview(db, customer.id, request.query.productId);
    },
  );

  app.get(
    '/Staff/Review',
    {
      onRequest: asModerator,
      onSend: neverCached,
      schema: {
        tags: ['Staff'],
        summary: 'A page of the reviews in a status (pending by default), oldest first (moderator)',
        querystring: staffReviewListQuerySchema,
        response: { 200: staffReviewPageSchema, ...customerErrors },
      },
    },
    async (request) => {
      const { status, page, pageSize } = request.query;
      return readStaffReviews(db, status, page, pageSize);
    },
  );

  for (const [verb, to] of [
    ['Approve', 'approved'],
    ['Reject', 'rejected'],
  ] as const) {
    app.post(
      `/Staff/Review/:id/${verb}`,
      {
        onRequest: asModerator,
        onSend: neverCached,
        schema: {
          tags: ['Staff'],
          summary:
            to === 'approved'
              ? 'Approve a pending (or rejected) review: it becomes public and counts in the rating'
              : 'Reject a pending (or approved) review: it is never public',
          description:
            'Recorded in the audit record. 409 moderation_conflict when the review is already ' +
            `${to} (another moderator was first).`,
          params: moderationParamsSchema,
          response: { 200: ownReviewSchema, ...customerErrors },
        },
      },
      async (request) => moderateReview(db, signedInStaff(request).staff.id, request.params.id, to),
    );
  }

  done();
};
