import { createListenerMiddleware, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { ONE_YEAR_S, readCookie, safeStorage, writeCookie } from '#preferences/cookies.ts';

/** The store's own currency: prices come from the API in it. */
export const STORE_CURRENCY = 'SAR';
export const CURRENCY_STORAGE_KEY = 'storefront.currency';
export const CURRENCY_COOKIE = 'currency';
const codePattern = /^[A-Z]{3}$/;

export interface CurrencyState {
  /** ISO code prices are shown in; converted from the store currency for display only. */
  code: string;
}

const initialState: CurrencyState = { code: STORE_CURRENCY };

export const currencySlice = createSlice({
  name: 'currency',
  initialState,
  reducers: {
    /** The shopper chose the currency prices are shown in. */
    currencyChanged(state, action: PayloadAction<string>) {
      if (codePattern.test(action.payload)) state.code = action.payload;
    },
  },
  selectors: {
    selectCurrencyCode: (state) => state.code,
  },
});

export const { currencyChanged } = currencySlice.actions;
export const { selectCurrencyCode } = currencySlice.selectors;

/** The display currency of a request (cookie), else the store currency. */
export function currencyOfRequest(request: Request): string {
  const value = readCookie(request.headers.get('Cookie'), CURRENCY_COOKIE);
  return value && codePattern.test(value) ? value : STORE_CURRENCY;
}

/** Saves every currency change in localStorage and in the cookie the server renders from. */
export function createCurrencyPersistence() {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: currencyChanged,
    effect: ({ payload }) => {
      safeStorage.set(CURRENCY_STORAGE_KEY, payload);
      writeCookie(CURRENCY_COOKIE, payload, ONE_YEAR_S);
    },
  });
  return listener;
}
