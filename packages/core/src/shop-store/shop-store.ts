import {
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
  type Middleware,
  type WithSlice,
} from '@reduxjs/toolkit';
import type { ApiClient } from '#api/client.ts';
import type { api, StoreExtra } from '#api/store-api.ts';
import type { Cart } from '#cart/cart-schemas.ts';
import { cartMutationEvents } from '#cart/cart-events.ts';
import { cartSlice, createCartPersistence } from '#cart/cart-slice.ts';
import { checkoutMutationEvents } from '#checkout/checkout-events.ts';
import { checkoutSlice } from '#checkout/checkout-slice.ts';
import { contactMutationEvents } from '#contact/contact-events.ts';
import { createCurrencyPersistence, currencySlice } from '#currency/currency-slice.ts';
import { addressSlice } from '#customer/address-slice.ts';
import { createCustomerPersistence, customerSlice } from '#customer/customer-slice.ts';
import { eventsSlice } from '#customer/events-slice.ts';
import { startupFailed, statusSlice } from '#customer/status-slice.ts';
import { createStoreEventsMiddleware, customerMutationEvents } from '#customer/store-events.ts';
import type { Locale } from '#i18n/config.ts';
import { createLocalePersistence, localeSlice } from '#locale/locale-slice.ts';
import { newsletterMutationEvents } from '#newsletter/newsletter-events.ts';
import { createRegionPersistence, regionSlice, type Region } from '#region/region-slice.ts';
import { refundMutationEvents } from '#refunds/refund-events.ts';
import { feedbackMutationEvents } from '#reviews/feedback-events.ts';

// The shop's Redux store, one per server request and one in the browser (STYLE.md): every slice
// of @shop/core, its persistence and events middleware, and RTK Query's api slice joined when
// the first module that calls the API loads. A shop front adds its own listeners (e.g. merging a
// guest's basket at sign-in) through `middleware`.

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
 * module whose components call the API imports a module that calls it when that module loads
 * (before any of its components render; the storefront's `~/lib/store-api`). Later calls change
 * nothing.
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

export interface ShopStoreOptions {
  /**
   * The shop front's own middleware (listeners), after the persistence middleware and before the
   * events middleware: made for each store.
   */
  middleware?: readonly Middleware[];
  /**
   * Why the browser could not start (translations or scripts failed to load), if it could not:
   * the application error state says so from the first render.
   */
  startupFailure?: Parameters<typeof startupFailed>[0] | null;
}

/** One store per server request and one in the browser; never a module singleton. */
export function makeShopStore(
  { lang, currency, region, token, cartId = '', cart = null, apiClient }: StoreSetup,
  { middleware = [], startupFailure = null }: ShopStoreOptions = {},
) {
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
          // Typed as adding nothing to dispatch: a shop front's listeners are told actions, they
          // are not dispatched to (and an open array type would lose the thunk's typing).
          ...(middleware as readonly []),
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
  if (startupFailure) store.dispatch(startupFailed(startupFailure));
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

export type ShopStore = ReturnType<typeof makeShopStore>;
export type ShopState = ReturnType<typeof rootReducer>;
export type ShopDispatch = ShopStore['dispatch'];
