import type { complaintsApi } from '#complaints/complaints-api.ts';
import type { MutationEvents, MutationNames } from '#customer/store-events.ts';
import type { questionsApi } from '#questions/questions-api.ts';
import type { reviewsApi } from '#reviews/reviews-api.ts';

type FeedbackMutation =
  | MutationNames<typeof reviewsApi.endpoints>
  | MutationNames<typeof questionsApi.endpoints>
  | MutationNames<typeof complaintsApi.endpoints>;

/**
 * How a shopper's review, question and complaint reach them through the event store: each modal
 * renders its errors in its form and thanks them in place once sent, so the store says neither.
 * Pass with the other tables to `createStoreEventsMiddleware`.
 */
export const feedbackMutationEvents = {
  submitReview: { errors: 'form', success: 'own' },
  askQuestion: { errors: 'form', success: 'own' },
  fileComplaint: { errors: 'form', success: 'own' },
} as const satisfies Record<FeedbackMutation, MutationEvents>;
