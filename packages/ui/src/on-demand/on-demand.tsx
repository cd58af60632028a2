import { useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code loads on demand (when first rendered), to keep it out of a page's first
 * load. Unlike `React.lazy`, nothing suspends: the server, the hydrating browser and every render
 * until the code has come show `fallback` (default: nothing), so the page hydrates at once. (A
 * lazy component in a Suspense boundary stays dehydrated while its code loads, and a click on it
 * then is lost.)
 *
 * @example
 * ```tsx
 * const UnreadCount = onDemand(() => import('~/components/unread-count'));
 * {loggedIn ? <UnreadCount onChange={setCount} /> : null}
 * ```
 */
export function onDemand<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): (props: P & { fallback?: ReactNode }) => ReactNode {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (onChange: () => void) => {
    listeners.add(onChange);
    return () => {
      listeners.delete(onChange);
    };
  };
  const start = () =>
    (loading ??= load().then(
      ({ default: Component }) => {
        loaded = Component;
        listeners.forEach((notify) => notify());
      },
      (error: unknown) => {
        // Tried again the next time one is rendered.
        loading = undefined;
        console.error('Loading a component failed', error);
      },
    ));

  function OnDemand({ fallback = null, ...props }: P & { fallback?: ReactNode }): ReactNode {
    const Loaded = useSyncExternalStore(
      subscribe,
      () => loaded,
      () => undefined,
    );
    useEffect(() => {
      // In a task of its own: starting the import adds its modulepreload links, which would
      // lengthen the task that runs the effects of a page that has just hydrated.
      const timer = setTimeout(() => void start());
      return () => clearTimeout(timer);
    }, []);
    return Loaded ? <Loaded {...(props as P)} /> : fallback;
  }
  return OnDemand;
}
