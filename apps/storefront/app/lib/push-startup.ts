import { selectCustomer, selectIsLoggedIn } from '@shop/core/customer-state';
import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { useAppSelector } from '~/hooks';
import type { FirebaseWebConfig } from '~/lib/firebase-web-config';
import type { AppStore } from '~/store';

/**
 * Whether push is on in this browser: turned on here (push-state.ts's record under
 * `storefront.push`) and the permission still granted. Read here rather than imported, so the
 * first load of every page carries no more of the push code than this (push-state.test.ts
 * checks both agree).
 */
export function pushTurnedOn(): boolean {
  try {
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return false;
    const saved = JSON.parse(localStorage.getItem('storefront.push') ?? 'null') as {
      on?: unknown;
    } | null;
    return saved?.on === true;
  } catch {
    return false;
  }
}

/** Runs `work` once the browser is idle after the page's own start (at most 5 s later). */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: 5_000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 1_000);
  return () => clearTimeout(id);
}

/** The shoppers whose token this page has refreshed already (root data comes again on navigation). */
const refreshed = new Set<string>();

/**
 * Push set-up at start-up (spec §7, F.05, F.06): for a signed-in shopper who turned Firebase push
 * on in this browser, once the page is idle, the push code and the Firebase SDK load and the
 * token is refreshed and handed to our API when it changed. For everyone else nothing loads.
 * Every failure is silent (R7.20): no error page, no toast, the shop works.
 */
export function usePushStartup(firebase: FirebaseWebConfig | null | undefined) {
  const store = useStore() as AppStore;
  const signedIn = useAppSelector(selectIsLoggedIn);
  const { email } = useAppSelector(selectCustomer);
  useEffect(() => {
    if (!firebase || !signedIn || !email || refreshed.has(email) || !pushTurnedOn()) return;
    return whenIdle(() => {
      refreshed.add(email);
      import('~/lib/push-client')
        .then(({ refreshPush }) => refreshPush(store.dispatch, firebase, email))
        .catch(() => {
          // R7.20: silently ignored; the next page load tries again.
          refreshed.delete(email);
        });
    });
  }, [firebase, signedIn, email, store]);
}
