import type { cartApi } from '#cart/cart-api.ts';
import type { MutationEvents, MutationNames } from '#customer/store-events.ts';

type CartMutation = MutationNames<typeof cartApi.endpoints>;

/**
 * How the cart's mutations reach the shopper through the event store: never. Adding says its
 * own texts (product added R8.25/R8.26, the limits R8.10–R8.12, the brand conflict's dialog),
 * a line's change shows on the line and its refusal beside it, a merge says what it could not
 * carry; the store's default success and error toasts would say each a second time. Pass with
 * the customer's table to `createStoreEventsMiddleware`.
 */
export const cartMutationEvents = {
  addCartLine: { errors: 'form', success: 'own' },
  updateCartLine: { errors: 'form', success: 'own' },
  removeCartLine: { errors: 'form', success: 'own' },
  mergeCart: { errors: 'form', success: 'own' },
} as const satisfies Record<CartMutation, MutationEvents>;
