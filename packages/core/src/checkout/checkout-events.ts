import type { checkoutApi } from '#checkout/checkout-api.ts';
import type { MutationEvents, MutationNames } from '#customer/store-events.ts';

type CheckoutMutation = MutationNames<typeof checkoutApi.endpoints>;

/**
 * How the checkout's mutations reach the shopper through the event store: the checkout page
 * shows a full slot, an invalid coupon (R5.29) and a refused placement itself (in the form), the
 * coupon modal its R8.27 message, and a placed, paid or cancelled order shows on its own page. Pass with the other tables to `createStoreEventsMiddleware`.
 */
export const checkoutMutationEvents = {
  holdSlot: { errors: 'form', success: 'own' },
  checkCoupon: { errors: 'form', success: 'own' },
  placeOrder: { errors: 'form', success: 'own' },
  cancelOrder: { errors: 'store', success: 'own' },
  // Continuing a payment leaves for the provider's page, or its page says what went wrong.
  payOrder: { errors: 'form', success: 'own' },
} as const satisfies Record<CheckoutMutation, MutationEvents>;
