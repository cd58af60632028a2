import { createListenerMiddleware, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { defaultLocale, directionOf, isLocale, type Locale } from '#i18n/config.ts';
import { ONE_YEAR_S, readCookie, safeStorage, writeCookie } from '#preferences/cookies.ts';

/** Key of the saved choice in localStorage (spec §9: "locale key in browser storage"). */
export const LOCALE_STORAGE_KEY = 'storefront.locale';
/** Cookie that carries the choice to the server, so the first HTML is already in that language. */
export const LOCALE_COOKIE = 'locale';
/** Query parameter that gives each language its own URL (`?lang=ar`), for links and search engines. */
export const LOCALE_QUERY_PARAM = 'lang';

export interface LocaleState {
  lang: Locale;
}

const initialState: LocaleState = { lang: defaultLocale };

export const localeSlice = createSlice({
  name: 'locale',
  initialState,
  reducers: {
    /** The shopper chose a language (or a saved choice was restored). */
    localeChanged(state, action: PayloadAction<Locale>) {
      state.lang = action.payload;
    },
  },
  selectors: {
    selectLocale: (state) => state.lang,
    selectDirection: (state) => directionOf(state.lang),
  },
});

export const { localeChanged } = localeSlice.actions;
export const { selectLocale, selectDirection } = localeSlice.selectors;

/** Reads a locale from a `Cookie` request header; undefined when absent or unknown. */
export function localeFromCookieHeader(
  cookieHeader: string | null | undefined,
): Locale | undefined {
  const value = readCookie(cookieHeader, LOCALE_COOKIE);
  return isLocale(value) ? value : undefined;
}

/**
 * The language a request asks for: `?lang=` in the URL first (each language has its own URL),
 * then the saved cookie, then English.
 */
export function localeOfRequest(request: Request): Locale {
  const fromUrl = new URL(request.url).searchParams.get(LOCALE_QUERY_PARAM);
  if (isLocale(fromUrl)) return fromUrl;
  return localeFromCookieHeader(request.headers.get('Cookie')) ?? defaultLocale;
}

/** The choice saved in this browser, if any. */
export function readSavedLocale(): Locale | undefined {
  const saved = safeStorage.get(LOCALE_STORAGE_KEY);
  return isLocale(saved) ? saved : undefined;
}

/** Saves the choice in localStorage and in the cookie the server renders from. */
export function saveLocale(lang: Locale): void {
  safeStorage.set(LOCALE_STORAGE_KEY, lang);
  writeCookie(LOCALE_COOKIE, lang, ONE_YEAR_S);
}

/**
 * Middleware that saves every locale change (spec §4: "every change saved"). One per store:
 * add `createLocalePersistence().middleware` in makeStore.
 */
export function createLocalePersistence() {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: localeChanged,
    effect: (action) => saveLocale(action.payload),
  });
  return listener;
}
