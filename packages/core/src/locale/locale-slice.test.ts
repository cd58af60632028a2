import { configureStore } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createLocalePersistence,
  localeChanged,
  localeFromCookieHeader,
  localeOfRequest,
  localeSlice,
  LOCALE_STORAGE_KEY,
  readSavedLocale,
  selectDirection,
  selectLocale,
} from '#locale/locale-slice.ts';
import { memoryStorage } from '#testing/memory-storage.ts';

function makeStore() {
  const persistence = createLocalePersistence();
  return configureStore({
    reducer: { [localeSlice.reducerPath]: localeSlice.reducer },
    middleware: (getDefault) => getDefault().prepend(persistence.middleware),
  });
}

describe('locale', () => {
  let cookie = '';
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    cookie = '';
    vi.stubGlobal('document', {
      set cookie(value: string) {
        cookie = value;
      },
      get cookie() {
        return cookie;
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts in English, left to right', () => {
    const state = makeStore().getState();
    expect(selectLocale(state)).toBe('en');
    expect(selectDirection(state)).toBe('ltr');
  });

  it('gives Arabic a right-to-left direction', () => {
    const store = makeStore();
    store.dispatch(localeChanged('ar'));
    expect(selectLocale(store.getState())).toBe('ar');
    expect(selectDirection(store.getState())).toBe('rtl');
  });

  it('saves every change in localStorage and in the cookie the server reads', () => {
    const store = makeStore();
    for (const lang of ['ar', 'en', 'ar'] as const) {
      store.dispatch(localeChanged(lang));
      expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe(lang);
      expect(readSavedLocale()).toBe(lang);
      expect(cookie).toMatch(new RegExp(`^locale=${lang}; Path=/; Max-Age=\\d+; SameSite=Lax$`));
    }
  });

  it('reads the locale cookie from a request header and ignores unknown values', () => {
    expect(localeFromCookieHeader('a=1; locale=ar; b=2')).toBe('ar');
    expect(localeFromCookieHeader('locale=fr')).toBeUndefined();
    expect(localeFromCookieHeader(null)).toBeUndefined();
  });

  it('ignores an unknown saved value', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'de');
    expect(readSavedLocale()).toBeUndefined();
  });

  it('takes the language of a request from ?lang= first, then the cookie, then English', () => {
    const request = (url: string, cookie = '') => new Request(url, { headers: { Cookie: cookie } });
    expect(localeOfRequest(request('http://x/?lang=ar', 'locale=en'))).toBe('ar');
    expect(localeOfRequest(request('http://x/?lang=xx', 'locale=ar'))).toBe('ar');
    expect(localeOfRequest(request('http://x/'))).toBe('en');
  });
});
