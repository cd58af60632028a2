import type { contactApi } from '#contact/contact-api.ts';
import type { MutationEvents, MutationNames } from '#customer/store-events.ts';

type ContactMutation = MutationNames<typeof contactApi.endpoints>;

/**
 * How a Contact Us message reaches the shopper through the event store: the form renders its
 * errors (validation on the fields, a limit above them); a success is the store's default toast
 * "✅ Success! Your request has been completed successfully" (R8.24). Pass with the other tables
 * to `createStoreEventsMiddleware`.
 */
export const contactMutationEvents = {
  sendContactMessage: { errors: 'form', success: 'default' },
} as const satisfies Record<ContactMutation, MutationEvents>;
