import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToasterProps } from './toast.tsx';
import { isToastModuleLoaded, subscribeToToastModule } from './toast-loading.ts';

const Toaster = lazy(() => import('./toast.tsx').then(({ Toaster }) => ({ default: Toaster })));

/**
 * The {@link Toaster} without react-toastify in the page's first load: it renders the Toaster
 * (with the same props) once the toast module has loaded, which is when a screen that can show a
 * toast loads, since `notify` comes from that module. A toast raised before the Toaster mounts
 * waits in react-toastify's queue. Nothing is rendered on the server, nor while hydrating.
 *
 * @example
 * ```tsx
 * // root.tsx: on every page, light
 * <LazyToaster lang={lang} />
 * // a sign-in screen, which loads the toast module
 * notify(t(accountMessages.loginSuccess));
 * ```
 */
export function LazyToaster(props: ToasterProps) {
  const loaded = useSyncExternalStore(subscribeToToastModule, isToastModuleLoaded, () => false);
  return loaded ? (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  ) : null;
}
