import { selectCustomer } from '@shop/core/customer';
import { useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useAppDispatch, useAppSelector } from '~/hooks';
import { disablePush, enablePush } from '~/lib/push-client';
import { pushIsOn } from '~/lib/push-state';
import { useHydrated } from '~/lib/use-hydrated';
import type { loader as rootLoader } from '~/root';

type PushState = 'idle' | 'busy' | 'enabled' | 'denied' | 'failed' | 'disabled';

/**
 * The account's push switch: "Enable notifications" asks for permission and registers this
 * browser (through Firebase when the storefront has its web configuration, else standard Web
 * Push); once on, "Turn off notifications" deletes the registration. `on` says which to offer.
 */
export function usePush() {
  const firebase = useRouteLoaderData<typeof rootLoader>('root')?.firebase ?? null;
  const dispatch = useAppDispatch();
  const { email } = useAppSelector(selectCustomer);
  const [chosen, setState] = useState<PushState | null>(null);
  // Until the shopper acts, what this browser says, once hydrated (the server cannot know).
  const hydrated = useHydrated();
  const state = chosen ?? (hydrated && pushIsOn() ? 'enabled' : 'idle');
  return {
    state,
    on: state === 'enabled',
    enable: async () => {
      setState('busy');
      setState(await enablePush(dispatch, firebase, email));
    },
    disable: async () => {
      setState('busy');
      await disablePush(dispatch, firebase);
      setState('disabled');
    },
  };
}
