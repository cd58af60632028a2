// An installable shop front's shell: its service worker (made at build time by
// @shop/core/service-worker-build) and the browser's install prompt.
import { SERVICE_WORKER_PATH } from '@shop/core/push-state';
import { useEffect, useSyncExternalStore } from 'react';

/**
 * Registers the shop front's service worker (spec §7: at the site root, scope "/"); a failure is
 * logged and the app carries on.
 */
export function useServiceWorker() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker
      .register(SERVICE_WORKER_PATH, { scope: '/' })
      .catch((error: unknown) => {
        console.error('Service Worker registration failed', error);
      });
  }, []);
}

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

/**
 * Inline script for <head>: the browser may offer installation before the app has hydrated, so
 * the event is caught at once and kept for {@link useInstallPrompt}.
 */
export const captureInstallPromptScript =
  "addEventListener('beforeinstallprompt',function(e){e.preventDefault();window.__installPrompt=e;});";

declare global {
  interface Window {
    __installPrompt?: BeforeInstallPromptEvent;
  }
}

/** Listeners of the install prompt (the prompt itself lives on window, caught in <head>). */
const installListeners = new Set<() => void>();

function subscribeToInstallPrompt(onChange: () => void) {
  installListeners.add(onChange);
  const offer = (event: Event) => {
    event.preventDefault();
    window.__installPrompt = event as BeforeInstallPromptEvent;
    onChange();
  };
  const installed = () => {
    window.__installPrompt = undefined;
    onChange();
  };
  window.addEventListener('beforeinstallprompt', offer);
  window.addEventListener('appinstalled', installed);
  return () => {
    installListeners.delete(onChange);
    window.removeEventListener('beforeinstallprompt', offer);
    window.removeEventListener('appinstalled', installed);
  };
}

/**
 * The browser's install prompt (`beforeinstallprompt`), kept for the install button: nothing on
 * the server and during hydration, then whatever the browser has offered, even before hydration.
 */
export function useInstallPrompt() {
  const prompt = useSyncExternalStore(
    subscribeToInstallPrompt,
    () => window.__installPrompt ?? null,
    () => null,
  );
  return {
    canInstall: prompt !== null,
    install: () => {
      void prompt?.prompt();
      // A prompt can be shown once.
      window.__installPrompt = undefined;
      installListeners.forEach((notify) => notify());
    },
  };
}
