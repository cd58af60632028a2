import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { CartState } from '@shop/core/cart-state';
import { customerStored } from '@shop/core/customer-state';
import type { ShopDispatch, ShopState } from '@shop/core/shop-store';

/**
 * Signing in (or verifying a new account) pours the guest's basket into the customer's
 * (`POST Cart/Merge`): the guest id is then done with, and what could not join is said, never
 * dropped in silence. With no guest basket the customer's own is fetched, so the header counts it.
 * The calls load with the first sign-in, not with every page.
 */
export function createGuestCartMerge() {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: customerStored,
    effect: async (action, api) => {
      if (!action.payload.token) return;
      const { cartId, cart } = (api.getState() as { cart: CartState }).cart;
      // A page load restoring a signed-in customer already has the basket the server rendered.
      if (!cartId && cart) return;
      const { mergeGuestCart } = await import('#cart-flows/cart-calls.ts');
      const getState = () => api.getState() as ShopState;
      await mergeGuestCart(api.dispatch as ShopDispatch, getState).catch((error: unknown) => {
        console.error('Merging the guest basket failed', error);
      });
    },
  });
  return listener;
}
