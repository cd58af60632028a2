import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { api, type ApiClient, type StoreExtra } from '@shop/core/api';
import type { Locale } from '@shop/core/i18n';
import { createLocalePersistence, localeSlice } from '@shop/core/locale';

const rootReducer = combineSlices(api, localeSlice);

/** One store per server request and one in the browser; never a module singleton. */
export function makeStore({ lang, apiClient }: { lang: Locale; apiClient: ApiClient }) {
  const extra: StoreExtra = { apiClient };
  return configureStore({
    reducer: rootReducer,
    preloadedState: { locale: { lang } },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } })
        .prepend(createLocalePersistence().middleware)
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
