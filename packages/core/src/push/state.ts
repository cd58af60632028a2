// What this browser remembers of push (localStorage, never sent anywhere): whether the shopper
// turned it on here, how, and which token our API was last given for whom. Small and free of
// dependencies: a shop front's root reads it on every page to decide whether the push code loads at all.

/**
 * Where a shop front serves its service worker (spec §7), at the site root so that its scope is
 * the whole site; @shop/core/service-worker-build writes it there.
 */
export const SERVICE_WORKER_PATH = '/firebase-messaging-sw.js';

/** localStorage key (beside `storefront.customer`). */
export const PUSH_STORAGE_KEY = 'storefront.push';

export interface PushState {
  /** The shopper turned push on in this browser (and not off since). */
  on: boolean;
  /** How: Firebase Cloud Messaging, or standard Web Push with the API's VAPID key. */
  kind: 'fcm' | 'webpush';
  /** The FCM token our API was last given, and for which customer (their e-mail). */
  sent?: { token: string; for: string } | undefined;
}

const off: PushState = { on: false, kind: 'webpush' };

export function readPushState(): PushState {
  try {
    const saved = JSON.parse(localStorage.getItem(PUSH_STORAGE_KEY) ?? 'null') as unknown;
    if (!saved || typeof saved !== 'object') return off;
    const { on, kind, sent } = saved as Partial<PushState>;
    return {
      on: on === true,
      kind: kind === 'fcm' ? 'fcm' : 'webpush',
      sent:
        sent && typeof sent.token === 'string' && typeof sent.for === 'string'
          ? { token: sent.token, for: sent.for }
          : undefined,
    };
  } catch {
    return off;
  }
}

export function savePushState(state: PushState): void {
  try {
    localStorage.setItem(PUSH_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or blocked: push still works for this page; the refresh is skipped later.
  }
}

/** Push is on in this browser: turned on here and the permission still granted. */
export function pushIsOn(): boolean {
  return (
    typeof Notification !== 'undefined' &&
    Notification.permission === 'granted' &&
    readPushState().on
  );
}
