import { createApiClient } from '@shop/core/api-client';
import { readSavedCartId, type Cart } from '@shop/core/cart-state';
import {
  awaitsVerification,
  customerStored,
  readSavedCustomer,
  sessionEnded,
} from '@shop/core/customer-state';
import { defaultLocale, isLocale, loadLanguage, type Locale } from '@shop/core/i18n-loader';
import { LOCALE_QUERY_PARAM, localeChanged, readSavedLocale, saveLocale } from '@shop/core/locale';
import type { Region } from '@shop/core/region';
import type { StoreSetup } from '@shop/core/shop-store';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';

/**
 * Stands for the token in the server's render of a page (its loaders have the real one, from the
 * cookie): that render only shows whether the shopper is signed in, and calls nothing.
 */
const SIGNED_IN_ON_SERVER = 'signed-in';

/**
 * The token a page's store starts with. In the browser it is the saved customer's (spec §3),
 * which `syncCustomerCookiesScript` has made equal to the cookie the server rendered with, so the
 * first render matches the server's; the rest of the customer follows once interactive.
 */
export function firstRenderToken(signedIn: boolean): string {
  if (!signedIn) return '';
  return typeof document === 'undefined' ? SIGNED_IN_ON_SERVER : readSavedCustomer().token;
}

/**
 * Spec §4: the saved language is restored on load and every change is saved. A `?lang=` in the
 * URL is an explicit choice and wins; otherwise the choice saved in this browser is restored.
 */
export function useRestoreSavedLocale(lang: Locale): void {
  const dispatch = useDispatch();
  useEffect(() => {
    const fromUrl = new URLSearchParams(window.location.search).get(LOCALE_QUERY_PARAM);
    const saved = readSavedLocale();
    if (!isLocale(fromUrl) && saved && saved !== lang)
      void loadLanguage(saved).then(() => dispatch(localeChanged(saved)));
    else saveLocale(lang);
    // Only on first load: later changes are saved by the locale middleware.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * Restores the customer saved in this browser (spec §3) once the page is interactive, unless the
 * server found its token refused while rendering: then the session ends here too, at once.
 */
export function useRestoreSavedCustomer(endedOnServer: boolean): void {
  const dispatch = useDispatch();
  useEffect(() => {
    if (endedOnServer) {
      dispatch(sessionEnded());
      return;
    }
    const saved = readSavedCustomer();
    if (saved.token || awaitsVerification(saved)) dispatch(customerStored(saved));
    // Only on first load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);
}

/** What a shop front's root loader gives the browser's store (never the token). */
export interface RootStoreData {
  lang: Locale;
  /** Whether the server found the shopper signed in. */
  signedIn: boolean;
  /** The basket the server rendered, if it loaded one. */
  cart?: Cart | null;
  /** How the browser calls the API: through the shop front's origin, with the public key. */
  api: { baseUrl: string; publicKey: string };
  /** The display currency (default SAR). */
  currency?: string;
  /** The remembered region. */
  region?: Region | null;
}

/**
 * The browser store's setup from the root loader's data, so its first render matches the
 * server's: the language, the first render's token ({@link firstRenderToken}), the saved guest
 * cart id, the rendered basket and an API client through this origin. Without root data (the
 * root loader failed) the language is `fallbackLang` and calls fail cleanly at this origin.
 *
 * @example
 * const [store] = useState(() => makeShopStore(browserStoreSetup(useRouteLoaderData('root'))));
 */
export function browserStoreSetup(
  data: RootStoreData | undefined,
  fallbackLang: Locale = defaultLocale,
): StoreSetup {
  return {
    lang: data?.lang ?? fallbackLang,
    currency: data?.currency ?? 'SAR',
    region: data?.region ?? null,
    token: firstRenderToken(data?.signedIn ?? false),
    cartId: typeof document === 'undefined' ? '' : readSavedCartId(),
    cart: data?.cart ?? null,
    apiClient: createApiClient(data?.api ?? { baseUrl: '/api/', publicKey: '' }),
  };
}
