import {
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
  type WithSlice,
} from '@reduxjs/toolkit';
import type { api, ApiClient, StoreExtra } from '@shop/core/api';
import { createCurrencyPersistence, currencySlice } from '@shop/core/currency';
import type { Locale } from '@shop/core/i18n';
import { createLocalePersistence, localeSlice } from '@shop/core/locale';
import {
  addressSlice,
  createCustomerPersistence,
  createStoreEventsMiddleware,
  customerMutationEvents,
  customerSlice,
  eventsSlice,
  startupFailed,
  statusSlice,
} from '@shop/core/customer-state';
import { createRegionPersistence, regionSlice, type Region } from '@shop/core/region';
import {
  cartMutationEvents,
  cartSlice,
  createCartPersistence,
  type Cart,
} from '@shop/core/cart-state';
import { checkoutMutationEvents, checkoutSlice } from '@shop/core/checkout-state';
import { contactMutationEvents } from '@shop/core/contact-state';
import { newsletterMutationEvents } from '@shop/core/newsletter-state';
import { feedbackMutationEvents } from '@shop/core/feedback-state';
import { refundMutationEvents } from '@shop/core/refunds-state';
import { createGuestCartMerge } from '~/cart/guest-cart-merge';
import { createLocaleSync } from '~/lib/locale-sync';
import { startupFailure } from '~/lib/startup';

/** RTK Query's api slice of @shop/core/api. */
type StoreApi = typeof api;

/**
 * The api slice is injected, not listed here: a guest's catalog pages never call it in the
 * browser (loaders run on the server), so RTK Query stays out of their first load and comes
 * with the first module that uses it (see `provideStoreApi`).
 */
export type LazyLoadedSlices = WithSlice<StoreApi>;

const rootReducer = combineSlices(
  localeSlice,
  currencySlice,
  regionSlice,
  customerSlice,
  addressSlice,
  eventsSlice,
  statusSlice,
  cartSlice,
  checkoutSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

/** Gives a store the api slice's state as soon as it is injected (see `provideStoreApi`). */
const apiProvided = createAction('store/apiProvided');

/** The api slice, once a module that uses it has loaded; then every store gets it. */
let providedApi: StoreApi | undefined;
/** Stores made before that, waiting for it (in the browser: the one store of the page). */
const waitingForApi = new Set<(storeApi: StoreApi) => void>();

/**
 * Makes RTK Query's api slice (reducer and middleware) part of every store, those already made
 * and those to come. The server calls it before making a request's store; in the browser, each
 * module whose components call the API imports `~/lib/store-api`, which calls it when that module
 * loads (before any of its components render). Later calls change nothing.
 */
export function provideStoreApi(storeApi: StoreApi): void {
  if (providedApi) return;
  providedApi = storeApi;
  rootReducer.inject(storeApi);
  for (const attach of waitingForApi) attach(storeApi);
  waitingForApi.clear();
}

export interface StoreSetup {
  lang: Locale;
  currency: string;
  region: Region | null;
  /** The customer's token as the server knows it (cookie); the rest is restored in the browser. */
  token: string;
  /** The guest's cart id (cookie on the server, localStorage in the browser), or ''. */
  cartId?: string;
  /** The cart as the server rendered it (first load), so the basket never flashes empty. */
  cart?: Cart | null;
  apiClient: ApiClient;
}

/** One store per server request and one in the browser; never a module singleton. */
export function makeStore({
  lang,
  currency,
  region,
  token,
  cartId = '',
  cart = null,
  apiClient,
}: StoreSetup) {
  const extra: StoreExtra = { apiClient };
  // RTK Query's middleware joins here when the api slice is provided; it keeps its old place,
  // after the others.
  const apiMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      locale: { lang },
      currency: { code: currency },
      region: { current: region },
      customer: { ...customerSlice.getInitialState(), token },
      cart: { ...cartSlice.getInitialState(), cartId, cart },
    },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } })
        .prepend(
          createLocalePersistence().middleware,
          createCurrencyPersistence().middleware,
          createRegionPersistence().middleware,
          createCustomerPersistence().middleware,
          createCartPersistence().middleware,
          // Signing in pours the guest's basket into the customer's (issue 13).
          createGuestCartMerge().middleware,
          // The signed-in shopper's language, for the e-mails the API writes them (issue 15).
          createLocaleSync().middleware,
          // Mutations' outcomes and the processing flag (spec §3 event store).
          createStoreEventsMiddleware({
            ...customerMutationEvents,
            ...cartMutationEvents,
            ...checkoutMutationEvents,
            ...refundMutationEvents,
            ...feedbackMutationEvents,
            ...contactMutationEvents,
            ...newsletterMutationEvents,
          }),
        )
        .concat(apiMiddleware.middleware),
  });
  // The browser could not start (lib/startup.ts): the application error state says so.
  const failure = startupFailure();
  if (failure) store.dispatch(startupFailed(failure));
  if (providedApi) apiMiddleware.addMiddleware(providedApi.middleware);
  else
    waitingForApi.add((storeApi) => {
      apiMiddleware.addMiddleware(storeApi.middleware);
      // The injected reducer fills its state on the next action: make that now, before any
      // component reads it.
      store.dispatch(apiProvided());
    });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
