// Product reviews' calls (RTK Query, with the one store API) and their types, without zod; the
// zod schemas load with the review form, from @shop/core/review-schemas.
export * from '#reviews/reviews-api.ts';
export type * from '#reviews/review-schemas.ts';
export { moderationStatuses, REVIEW_CONTENT_MAX } from '#reviews/review-constants.ts';
