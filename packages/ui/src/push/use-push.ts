// Static: the permission prompt must come straight from the press (Safari and Firefox ask so).
import { disablePush, enablePush, type FirebaseWebConfig } from '@shop/core/push';
import { pushIsOn } from '@shop/core/push-state';
import { selectCustomer } from '@shop/core/customer-state';
import type { ShopState, ShopStore } from '@shop/core/shop-store';
import { useState, useSyncExternalStore } from 'react';
import { useSelector, useStore } from 'react-redux';

const useShopSelector = useSelector.withTypes<ShopState>();

export type PushSwitchState = 'idle' | 'busy' | 'enabled' | 'denied' | 'failed' | 'disabled';

const noChange = () => () => {};

/**
 * The account's push switch: "Enable notifications" asks for permission and registers this
 * browser (through Firebase when the shop front has its web configuration, else standard Web
 * Push); once on, "Turn off notifications" deletes the registration. `on` says which to offer.
 *
 * @param firebase - the shop front's Firebase web configuration, or null for standard Web Push.
 */
export function usePush(firebase: FirebaseWebConfig | null) {
  const store = useStore() as ShopStore;
  const { email } = useShopSelector(selectCustomer);
  const [chosen, setState] = useState<PushSwitchState | null>(null);
  // Until the shopper acts, what this browser says, once hydrated (the server cannot know).
  const hydrated = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  const state = chosen ?? (hydrated && pushIsOn() ? 'enabled' : 'idle');
  return {
    state,
    on: state === 'enabled',
    enable: async () => {
      setState('busy');
      setState(await enablePush(store.dispatch, firebase, email));
    },
    disable: async () => {
      setState('busy');
      await disablePush(store.dispatch, firebase);
      setState('disabled');
    },
  };
}
