import type { MutationEvents, MutationNames } from '#customer/store-events.ts';
import type { newsletterApi } from '#newsletter/newsletter-api.ts';

type NewsletterMutation = MutationNames<typeof newsletterApi.endpoints>;

/**
 * How the newsletter's calls reach the shopper through the event store: the forms and pages
 * render their own errors and successes. Pass with the other tables to
 * `createStoreEventsMiddleware`.
 */
export const newsletterMutationEvents = {
  subscribeNewsletter: { errors: 'form', success: 'own' },
  confirmNewsletter: { errors: 'form', success: 'own' },
  unsubscribeNewsletter: { errors: 'form', success: 'own' },
} as const satisfies Record<NewsletterMutation, MutationEvents>;
