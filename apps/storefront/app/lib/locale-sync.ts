import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { customerStored } from '@shop/core/customer-state';
import { localeChanged } from '@shop/core/locale';
import type { AppDispatch, RootState } from '~/store';

/** localStorage key of the language last told to the API, with whose it was (`email|ar`). */
export const LOCALE_SAVED_KEY = 'storefront.localeSaved';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Tells the API the signed-in shopper's language (`PUT Customer/Locale`), which their order
 * e-mails are written in: at sign-in (and on the first page load of a session restored before
 * this existed) and at every switch while signed in. Spec §7 sends `Accept-Language: ar` on
 * every call whatever the page shows, so the header cannot say it. Once per shopper and
 * language in this browser; the call loads with the first need, not with every page.
 */
export function createLocaleSync() {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isAnyOf(customerStored, localeChanged),
    effect: async (_action, api) => {
      if (typeof document === 'undefined') return;
      const { customer, locale } = api.getState() as RootState;
      if (!customer.token) return;
      const mark = `${customer.email}|${locale.lang}`;
      if (storage()?.getItem(LOCALE_SAVED_KEY) === mark) return;
      const { saveCustomerLocale } = await import('~/lib/locale-calls');
      try {
        if (await saveCustomerLocale(api.dispatch as AppDispatch, locale.lang)) {
          storage()?.setItem(LOCALE_SAVED_KEY, mark);
        }
      } catch (error) {
        console.error('Saving the language failed', error);
      }
    },
  });
  return listener;
}
