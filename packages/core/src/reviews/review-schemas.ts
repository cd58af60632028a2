import { z } from 'zod';
import { pageSchema } from '#catalog/catalog-schemas.ts';
import { moderationStatuses, REVIEW_CONTENT_MAX } from '#reviews/review-constants.ts';

export {
  moderationStatuses,
  REVIEW_CONTENT_MAX,
  type ModerationStatus,
} from '#reviews/review-constants.ts';

// Product reviews (issue 15, R1.18, R2.83): a shopper who received a product rates it (1 to 5)
// and says why; nothing is public until a moderator approves it. Messages are translation keys
// (spec §5: R5.25 "Rating is required", R5.26 "Review Content is required").

const id = z.number().int().positive();
const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

/** Reviews a public page shows at once unless asked for another page size, and at most. */
export const DEFAULT_REVIEW_PAGE_SIZE = 5;
export const MAX_REVIEW_PAGE_SIZE = 50;

/** A star rating, 1 to 5 (R5.25 when missing or outside). */
const ratingField = z
  .number({ error: 'validation:ratingRequired' })
  .int('validation:ratingRequired')
  .min(1, 'validation:ratingRequired')
  .max(5, 'validation:ratingRequired');

/** The review's text (R5.26 when empty). */
const contentField = z
  .string({ error: 'validation:reviewContentRequired' })
  .trim()
  .min(1, 'validation:reviewContentRequired')
  .max(REVIEW_CONTENT_MAX, 'validation:tooLong');

/** The body of `POST ProductReview`. */
export const reviewRequestSchema = z.strictObject({
  productId: positiveId,
  rating: ratingField,
  content: contentField,
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

/**
 * The review modal's form (R2.83, R3.14): the rating comes from radio inputs as text ("" when
 * none is chosen), so it is read as a number first.
 */
export const reviewFormSchema = z.object({
  rating: z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? undefined : Number(value)),
    ratingField,
  ),
  content: contentField,
});
export type ReviewFormInput = z.input<typeof reviewFormSchema>;
export type ReviewFormValues = z.output<typeof reviewFormSchema>;

/** `GET Product/{slug}/Reviews?page=&pageSize=`: newest first. */
export const reviewListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_REVIEW_PAGE_SIZE)
    .default(DEFAULT_REVIEW_PAGE_SIZE),
});
export type ReviewListQuery = z.input<typeof reviewListQuerySchema>;

/** An approved review as everyone sees it. */
export const reviewSchema = z.object({
  id,
  rating: z.number().int().min(1).max(5),
  content: z.string(),
  /** The reviewer's first name only (never their e-mail or full name). */
  authorName: z.string(),
  /** When it was written (ISO 8601). */
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * A page of a product's approved reviews, with what every page shows: the average rating of all
 * its approved reviews (0 with none) and their count.
 */
export const reviewPageSchema = pageSchema(reviewSchema).extend({
  average: z.number().min(0).max(5),
  count: z.number().int().nonnegative(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** The shopper's own review of a product, whatever its status. */
export const ownReviewSchema = reviewSchema.extend({
  productId: id,
  status: z.enum(moderationStatuses),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** `GET ProductReview/Mine?productId=`: whether the shopper may review it, and their review. */
export const myReviewSchema = z.object({
  /** The shopper received the product (a delivered order of theirs holds it) and has not reviewed it yet. */
  canReview: z.boolean(),
  /** A delivered order of theirs holds the product. */
  received: z.boolean(),
  review: ownReviewSchema.nullable(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

// ── Staff (moderators) ─────────────────────────────────────────────────────────────────────

/** `GET Staff/Review?status=&page=&pageSize=`: oldest first, so the queue is worked in order. */
export const staffReviewListQuerySchema = reviewListQuerySchema.extend({
  status: z.enum(moderationStatuses).default('pending'),
});

/** A review as moderators see it: with the product and the customer it is about. */
export const staffReviewSchema = ownReviewSchema.extend({
  customerId: id,
  productSlug: z.string(),
  productName: z.string(),
  productNameEn: z.string(),
  moderatedAt: z.string().nullable(),
});
export type StaffReview = z.infer<typeof staffReviewSchema>;
export const staffReviewPageSchema = pageSchema(staffReviewSchema);
export type StaffReviewPage = z.infer<typeof staffReviewPageSchema>;

/** `POST Staff/Review/{id}/Approve` · `Reject`, `POST Staff/Question/{id}/Answer` … */
export const moderationParamsSchema = z.object({ id: positiveId });
