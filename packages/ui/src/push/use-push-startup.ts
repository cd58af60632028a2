import type { FirebaseWebConfig } from '@shop/core/push';
import { pushIsOn } from '@shop/core/push-state';
import { selectCustomer, selectIsLoggedIn } from '@shop/core/customer-state';
import type { ShopState, ShopStore } from '@shop/core/shop-store';
import { useEffect } from 'react';
import { useSelector, useStore } from 'react-redux';

const useShopSelector = useSelector.withTypes<ShopState>();

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
 * token is refreshed and handed to the API when it changed. For everyone else nothing loads.
 * Every failure is silent (R7.20): no error page, no toast, the shop works.
 *
 * @param firebase - the shop front's Firebase web configuration (`@shop/core/firebase-config`,
 *   passed from its server), or null/undefined for standard Web Push (nothing to refresh).
 */
export function usePushStartup(firebase: FirebaseWebConfig | null | undefined) {
  const store = useStore() as ShopStore;
  const signedIn = useShopSelector(selectIsLoggedIn);
  const { email } = useShopSelector(selectCustomer);
  useEffect(() => {
    if (!firebase || !signedIn || !email || refreshed.has(email) || !pushIsOn()) return;
    return whenIdle(() => {
      refreshed.add(email);
      import('@shop/core/push')
        .then(({ refreshPush }) => refreshPush(store.dispatch, firebase, email))
        .catch(() => {
          // R7.20: silently ignored; the next page load tries again.
          refreshed.delete(email);
        });
    });
  }, [firebase, signedIn, email, store]);
}
