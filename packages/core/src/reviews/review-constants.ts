// Plain values of reviews, apart from the zod schemas, for code that shows them without zod.

/** Where a review or a question stands: pending until staff decide, then approved or rejected. */
export const moderationStatuses = ['pending', 'approved', 'rejected'] as const;
export type ModerationStatus = (typeof moderationStatuses)[number];

/** The most characters a review's text may have. */
export const REVIEW_CONTENT_MAX = 2000;
