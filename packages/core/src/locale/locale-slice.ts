import { createListenerMiddleware, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { defaultLocale, directionOf, isLocale, type Locale } from '#i18n/config.ts';

/** Key of the saved choice in localStorage (spec §9: "locale key in browser storage"). */
export const LOCALE_STORAGE_KEY = 'storefront.locale';
/** Cookie that carries the choice to the server, so the first HTML is already in that language. */
export const LOCALE_COOKIE = 'locale';
const ONE_YEAR_S = 60 * 60 * 24 * 365;

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
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return undefined;
}

/** The choice saved in this browser, if any. */
export function readSavedLocale(): Locale | undefined {
  try {
    const saved = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(saved) ? saved : undefined;
  } catch {
    return undefined; // storage disabled
  }
}

/** Saves the choice in localStorage and in the cookie the server renders from. */
export function saveLocale(lang: Locale): void {
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, lang);
  } catch {
    // storage disabled: the cookie still carries the choice
  }
  if (typeof document !== 'undefined') {
    document.cookie = `${LOCALE_COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
  }
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
