import {
  makeShopStore,
  type ShopDispatch,
  type ShopState,
  type ShopStore,
  type StoreSetup,
} from '@shop/core/shop-store';
import { createGuestCartMerge } from '@shop/ui/cart-flows';
import { createLocaleSync } from '~/lib/locale-sync';
import { startupFailure } from '~/lib/startup';

export { provideStoreApi, type StoreSetup } from '@shop/core/shop-store';

/** The storefront's store: @shop/core's, with the storefront's own listeners. */
export function makeStore(setup: StoreSetup): ShopStore {
  return makeShopStore(setup, {
    middleware: [
      // Signing in pours the guest's basket into the customer's (issue 13).
      createGuestCartMerge().middleware,
      // The signed-in shopper's language, for the e-mails the API writes them (issue 15).
      createLocaleSync().middleware,
    ],
    // The browser could not start (lib/startup.ts): the application error state says so.
    startupFailure: startupFailure(),
  });
}

export type AppStore = ShopStore;
export type RootState = ShopState;
export type AppDispatch = ShopDispatch;
