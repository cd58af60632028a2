import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the page hydrates, true from then on: a control that works only
 * with the app's script (opening a modal, asking for push permission) is rendered disabled until
 * then, so a press before hydration is never silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
