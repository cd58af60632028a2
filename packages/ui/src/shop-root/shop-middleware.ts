import { api } from '@shop/core/api';
import type { ApiClient } from '@shop/core/api-client';
import { cartIdOfRequest } from '@shop/core/cart-state';
import { currencyOfRequest } from '@shop/core/currency';
import { customerOfRequest, guardOfRequest } from '@shop/core/customer-state';
import { loadLanguage, locales } from '@shop/core/i18n-loader';
import { localeOfRequest } from '@shop/core/locale';
import { regionOfRequest } from '@shop/core/region';
import { provideStoreApi, type ShopStore, type StoreSetup } from '@shop/core/shop-store';
import {
  createContext,
  redirect,
  type MiddlewareFunction,
  type RouterContextProvider,
} from 'react-router';

/**
 * The Redux store of the current server request, made by {@link storeMiddleware} on first use:
 * the loaders of a page share it, and resource routes (an API proxy) never build one.
 */
export const shopStoreContext = createContext<() => ShopStore>();

/** The request's store (built once, when a loader first asks for it). */
export function requestStore(context: Readonly<RouterContextProvider>): ShopStore {
  return context.get(shopStoreContext)();
}

/**
 * Route guards of spec §2 on the server, for first loads and for the data requests of client
 * navigation alike, so a protected page never flashes (`guardOfRequest` of @shop/core).
 */
export const guardMiddleware: MiddlewareFunction<Response> = ({ request }) => {
  const guard = guardOfRequest(request);
  if (guard)
    throw redirect(
      guard.location,
      guard.setCookie ? { headers: { 'Set-Cookie': guard.setCookie } } : undefined,
    );
};

/** The server renders in either language: it loads both, once (the browser, one at a time). */
export const translationsMiddleware: MiddlewareFunction<Response> = async () => {
  await Promise.all(locales.map(loadLanguage));
};

/** What a server request's store starts with: its language, currency, region, token, cart id. */
export function requestSetup(request: Request, apiClient: ApiClient): StoreSetup {
  return {
    lang: localeOfRequest(request),
    currency: currencyOfRequest(request),
    region: regionOfRequest(request),
    token: customerOfRequest(request).token,
    cartId: cartIdOfRequest(request),
    apiClient,
  };
}

/**
 * Gives every server request its own store (never a module singleton), made on first use with
 * `make`, usually `makeStore(requestSetup(request, apiClientFor(request)))`. The server's stores
 * always have RTK Query's api slice: loaders call the API through it.
 *
 * @example
 * export const middleware = [guardMiddleware, storeMiddleware((request) =>
 *   makeShopStore(requestSetup(request, createApiClient({ baseUrl, publicKey }))))];
 */
export function storeMiddleware(
  make: (request: Request) => ShopStore,
): MiddlewareFunction<Response> {
  return ({ request, context }) => {
    provideStoreApi(api);
    let store: ShopStore | undefined;
    context.set(shopStoreContext, () => (store ??= make(request)));
  };
}
