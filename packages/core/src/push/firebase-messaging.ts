// The Firebase messaging SDK in the browser: loaded only by a dynamic import (client.ts),
// when push is being turned on or off or its token is refreshed, never with a page's first load.
// The SDK itself calls the provider (spec §7): Firebase Installations creates the installation
// (R7.22) and its auth tokens (R7.23, renewed an hour before they expire: F.05), then FCM's
// registrations are created (R7.24), updated when the browser's subscription changes or the
// token is 7 days old (R7.25, F.06) and deleted (R7.26), each with the subscription's endpoint,
// auth and p256dh keys and the configured application key (R7.27).
import { getApps, initializeApp } from 'firebase/app';
import {
  deleteToken,
  getMessaging,
  getToken,
  isSupported,
  type GetTokenOptions,
  type Messaging,
} from 'firebase/messaging';
import type { FirebaseWebConfig } from '#push/firebase-web-config.ts';

/** The app's own name, so nothing else on the page (a default app) is ever touched. */
const APP_NAME = 'shop-push';

let service: Promise<Messaging | null> | undefined;

/** The messaging service, created once from the fixed configuration (R7.21); null: unsupported. */
function messagingOf(config: FirebaseWebConfig): Promise<Messaging | null> {
  service ??= (async () => {
    if (!(await isSupported())) return null;
    const { apiKey, projectId, appId, messagingSenderId } = config;
    const app =
      getApps().find((candidate) => candidate.name === APP_NAME) ??
      initializeApp({ apiKey, projectId, appId, messagingSenderId }, APP_NAME);
    return getMessaging(app);
  })().catch((error: unknown) => {
    // Tried again next time (IndexedDB may have been blocked for a moment).
    service = undefined;
    throw error;
  });
  return service;
}

function tokenOptions(
  config: FirebaseWebConfig,
  registration: ServiceWorkerRegistration,
): GetTokenOptions {
  // Our own worker (/firebase-messaging-sw.js at scope "/"): the SDK would otherwise register
  // a second copy of it at a scope of its own.
  return {
    serviceWorkerRegistration: registration,
    ...(config.vapidKey ? { vapidKey: config.vapidKey } : {}),
  };
}

/**
 * This browser's FCM token: the stored one while it is fresh (no request), else a new or
 * updated registration. Asks for notification permission only if it was never asked.
 */
export async function firebaseToken(
  config: FirebaseWebConfig,
  registration: ServiceWorkerRegistration,
): Promise<string> {
  const messaging = await messagingOf(config);
  if (!messaging) throw new Error('This browser cannot receive Firebase messages');
  return getToken(messaging, tokenOptions(config, registration));
}

/**
 * Deletes this browser's FCM registration at the provider (and its push subscription) and
 * answers the token it had, or null when there was none.
 */
export async function firebaseDeleteToken(
  config: FirebaseWebConfig,
  registration: ServiceWorkerRegistration,
): Promise<string | null> {
  const messaging = await messagingOf(config);
  if (!messaging) return null;
  // deleteToken() works on the worker getToken() was given (it has no option for one), and
  // getToken() answers the stored token without a request while it is fresh.
  const token = await getToken(messaging, tokenOptions(config, registration));
  await deleteToken(messaging);
  return token;
}
