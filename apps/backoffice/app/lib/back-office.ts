import { configureStore } from '@reduxjs/toolkit';
import {
  api,
  createApiClient,
  PUBLIC_KEY_HEADER,
  type ApiClient,
  type StoreExtra,
} from '@shop/core/api';
import { safeStorage } from '@shop/core/cookies';
import {
  createLoadedI18n,
  defaultLocale,
  directionOf,
  isLocale,
  loadLanguage,
  provideNamespace,
  type Locale,
} from '@shop/core/i18n-loader';
import { backofficeTexts } from '@shop/core/i18n-backoffice';
import { backOfficeSlice, readBackOfficeSession, writeBackOfficeSession } from '@shop/core/staff';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

// The back office's one store and its translations. It runs in the browser only (SPA mode), so
// both are made once per page, in the root route's client loader.

/**
 * Where the API is, as the server put it in index.html (server.mjs): the back office calls it
 * directly (the API answers any origin without credentials; the token is a bearer header).
 */
function readApiConfig() {
  const meta = (name: string) =>
    document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
  const given = (value: string) => (value === '' || value.startsWith('__') ? undefined : value);
  return {
    // `react-router dev` serves the page without server.mjs: the API of `pnpm dev`.
    baseUrl: given(meta('shop-api-url')) ?? 'http://127.0.0.1:8080/api/',
    publicKey: given(meta('shop-public-key')) ?? 'pk_demo_backoffice',
  };
}

let config: ReturnType<typeof readApiConfig> | undefined;
const apiConfig = () => (config ??= readApiConfig());

function makeStore(apiClient: ApiClient) {
  const extra: StoreExtra = { apiClient };
  const store = configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      [backOfficeSlice.reducerPath]: backOfficeSlice.reducer,
    },
    preloadedState: { backOffice: { session: readBackOfficeSession() } },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
  // The session outlives the page (spec §3: kept in local storage), and ends everywhere at once.
  let kept = store.getState().backOffice.session;
  store.subscribe(() => {
    const session = store.getState().backOffice.session;
    if (session === kept) return;
    kept = session;
    writeBackOfficeSession(session);
    // Nothing of the last person's data stays in the cache for the next one.
    if (!session) store.dispatch(api.util.resetApiState());
  });
  return store;
}

export type BackOfficeStore = ReturnType<typeof makeStore>;
export type BackOfficeState = ReturnType<BackOfficeStore['getState']>;

let store: BackOfficeStore | undefined;

/** The page's store (made on first use). */
export function backOfficeStore(): BackOfficeStore {
  store ??= makeStore(createApiClient(apiConfig()));
  return store;
}

/** localStorage key of the chosen language. */
const LOCALE_KEY = 'backoffice.locale';

/** The language to start in: `?lang=` of the address, else the one chosen last, else English. */
export function startLocale(): Locale {
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (isLocale(asked)) {
    safeStorage.set(LOCALE_KEY, asked);
    return asked;
  }
  const kept = safeStorage.get(LOCALE_KEY);
  return isLocale(kept) ? kept : defaultLocale;
}

const instances = new Map<Locale, I18n>();

/**
 * An i18next instance in `lang` with the shop's texts and the back office's own, loaded on first
 * use; the document takes its language and direction.
 */
export async function i18nIn(lang: Locale): Promise<I18n> {
  await loadLanguage(lang);
  let instance = instances.get(lang);
  if (!instance) {
    instance = createLoadedI18n(lang, [initReactI18next]);
    provideNamespace(instance, 'backoffice', backofficeTexts);
    instances.set(lang, instance);
  }
  safeStorage.set(LOCALE_KEY, lang);
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
  return instance;
}

/**
 * Downloads a file the API serves only to the signed-in person (a seller's document): fetched
 * with their token, then saved under `fileName`. False when the API refused or did not answer.
 */
export async function downloadFromApi(pathAndQuery: string, fileName: string): Promise<boolean> {
  const { baseUrl, publicKey } = apiConfig();
  const token = backOfficeStore().getState().backOffice.session?.token;
  try {
    const response = await fetch(new URL(pathAndQuery, baseUrl), {
      headers: {
        [PUBLIC_KEY_HEADER]: publicKey,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) return false;
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return true;
  } catch {
    return false;
  }
}

/** Where a picture the API serves (`/media/…`) is, on the API's origin (the CSP's `img-src`). */
export function mediaUrl(path: string): string {
  return new URL(path, apiConfig().baseUrl).toString();
}
