import { useEffect, useState } from 'react';

/** Spec §7: the push worker at the site root; a failure is logged and the app carries on. */
export function useServiceWorker() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker
      .register('/firebase-messaging-sw.js', { scope: '/' })
      .catch((error: unknown) => {
        console.error('Service Worker registration failed', error);
      });
  }, []);
}

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

/**
 * The browser's install prompt (`beforeinstallprompt`), kept for the install button; null when
 * the browser offers none or the app is installed already.
 */
export function useInstallPrompt() {
  const [prompt, setPrompt] = useState<BeforeInstallPromptEvent | null>(null);
  useEffect(() => {
    const offer = (event: Event) => {
      event.preventDefault();
      setPrompt(event as BeforeInstallPromptEvent);
    };
    const installed = () => setPrompt(null);
    window.addEventListener('beforeinstallprompt', offer);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener('beforeinstallprompt', offer);
      window.removeEventListener('appinstalled', installed);
    };
  }, []);
  return {
    canInstall: prompt !== null,
    install: () => {
      void prompt?.prompt();
      setPrompt(null);
    },
  };
}
