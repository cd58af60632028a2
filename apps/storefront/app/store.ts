import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { api, type ApiClient, type StoreExtra } from '@shop/core/api';
import { createCurrencyPersistence, currencySlice } from '@shop/core/currency';
import type { Locale } from '@shop/core/i18n';
import { createLocalePersistence, localeSlice } from '@shop/core/locale';
import {
  addressSlice,
  createCustomerPersistence,
  customerSlice,
  eventsSlice,
  statusSlice,
} from '@shop/core/customer';
import { createRegionPersistence, regionSlice, type Region } from '@shop/core/region';

const rootReducer = combineSlices(
  api,
  localeSlice,
  currencySlice,
  regionSlice,
  customerSlice,
  addressSlice,
  eventsSlice,
  statusSlice,
);

export interface StoreSetup {
  lang: Locale;
  currency: string;
  region: Region | null;
  /** The customer's token as the server knows it (cookie); the rest is restored in the browser. */
  token: string;
  apiClient: ApiClient;
}

/** One store per server request and one in the browser; never a module singleton. */
export function makeStore({ lang, currency, region, token, apiClient }: StoreSetup) {
  const extra: StoreExtra = { apiClient };
  return configureStore({
    reducer: rootReducer,
    preloadedState: {
      locale: { lang },
      currency: { code: currency },
      region: { current: region },
      customer: { ...customerSlice.getInitialState(), token },
    },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } })
        .prepend(
          createLocalePersistence().middleware,
          createCurrencyPersistence().middleware,
          createRegionPersistence().middleware,
          createCustomerPersistence().middleware,
        )
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
