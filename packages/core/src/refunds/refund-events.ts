import type { MutationEvents, MutationNames } from '#customer/store-events.ts';
import type { refundsApi } from '#refunds/refunds-api.ts';

type RefundMutation = MutationNames<typeof refundsApi.endpoints>;

/**
 * How the refund calls reach the shopper through the event store: the refund modal and the
 * Payout Details form render their errors in the form and toast their own success (how much was
 * asked, "saved"), so the store says neither a second time. Pass with the other tables to
 * `createStoreEventsMiddleware`.
 */
export const refundMutationEvents = {
  requestRefund: { errors: 'form', success: 'own' },
  savePayoutDetails: { errors: 'form', success: 'own' },
} as const satisfies Record<RefundMutation, MutationEvents>;
