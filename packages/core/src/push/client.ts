// Push in the browser (loaded on demand, never with a page's first load): turning it on and off, and keeping the API's copy of the token current.
// With a Firebase web configuration the `firebase` SDK does the provider's part (loaded here on
// demand, never with a page's first load); without one, standard Web Push with the API's own
// VAPID key. Our API hears of the browser through `POST /api/PushRegistration` (R7.28): an `fcm`
// token once after permission is granted and again whenever the SDK answers a new one (a
// refresh), or the `webpush` subscription.
import { api } from '#api/store-api.ts';
import { customerApi } from '#customer/customer-api.ts';
import type { FirebaseWebConfig } from '#push/firebase-web-config.ts';
import { readPushState, savePushState } from '#push/state.ts';
import type { PushRegistration } from '#customer/customer-schemas.ts';
import { provideStoreApi, type ShopDispatch } from '#shop-store/shop-store.ts';

// Calls the API in the browser: loading this module hands the api slice to the store.
provideStoreApi(api);

type AppDispatch = ShopDispatch;

/**
 * Longest wait for the provider (and for the worker to be ready): the SDK's own requests have no
 * deadline, and its installation requests count as lost after 10 s (R9.16, F.05). A slow or
 * unreachable provider ends as a failure the page carries on from, never as a page that waits.
 */
export const PUSH_DEADLINE_MS = 10_000;

function withDeadline<T>(work: Promise<T>, ms = PUSH_DEADLINE_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** The worker /firebase-messaging-sw.js, once active (registered at start-up, R7.18). */
const activeWorker = () => withDeadline(navigator.serviceWorker.ready);

/** The VAPID key as the Push API wants it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const firebaseSdk = () => import('#push/firebase-messaging.ts');

/** Stores `registration` with the API; whether it answered with success. */
async function tellApi(dispatch: AppDispatch, registration: PushRegistration): Promise<boolean> {
  const result = await dispatch(customerApi.endpoints.registerPush.initiate(registration));
  return !result.error;
}

/** Asks the API to forget `registration`, best effort (it may never have had it). */
async function forgetAtApi(dispatch: AppDispatch, registration: PushRegistration): Promise<void> {
  await dispatch(customerApi.endpoints.unregisterPush.initiate(registration));
}

/** A Web Push subscription with the API's own VAPID key, as the API stores it. */
async function webPushRegistration(
  dispatch: AppDispatch,
  worker: ServiceWorkerRegistration,
): Promise<PushRegistration> {
  const { publicKey } = await dispatch(
    customerApi.endpoints.getPushPublicKey.initiate(undefined, { subscribe: false }),
  ).unwrap();
  const subscription = await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  const { endpoint, keys } = subscription.toJSON();
  return {
    kind: 'webpush',
    endpoint: endpoint ?? '',
    keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
  };
}

/**
 * A browser subscribed with the API's VAPID key before Firebase was configured: that
 * subscription cannot carry Firebase's pushes (another application key), so it goes, at the API
 * too, and the SDK subscribes anew.
 */
async function leaveWebPush(dispatch: AppDispatch, worker: ServiceWorkerRegistration) {
  const subscription = await worker.pushManager.getSubscription();
  if (!subscription) return;
  const { endpoint, keys } = subscription.toJSON();
  if (endpoint && keys?.p256dh && keys.auth)
    await forgetAtApi(dispatch, {
      kind: 'webpush',
      endpoint,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
    });
  await subscription.unsubscribe();
}

export type EnableOutcome = 'enabled' | 'denied' | 'failed';

/**
 * The shopper turns push on ("Enable notifications"): permission is asked here and only here
 * (issue 4), then the browser is registered with the provider and our API.
 */
export async function enablePush(
  dispatch: AppDispatch,
  firebase: FirebaseWebConfig | null,
  customer: string,
): Promise<EnableOutcome> {
  try {
    if ((await Notification.requestPermission()) !== 'granted') return 'denied';
    const worker = await activeWorker();
    if (!firebase) {
      if (!(await tellApi(dispatch, await webPushRegistration(dispatch, worker)))) return 'failed';
      savePushState({ on: true, kind: 'webpush' });
      return 'enabled';
    }
    const before = readPushState();
    if (before.kind === 'webpush') await leaveWebPush(dispatch, worker);
    const { firebaseToken } = await firebaseSdk();
    const token = await withDeadline(firebaseToken(firebase, worker));
    if (!(await tellApi(dispatch, { kind: 'fcm', token }))) return 'failed';
    savePushState({ on: true, kind: 'fcm', sent: { token, for: customer } });
    return 'enabled';
  } catch {
    return 'failed';
  }
}

/**
 * The shopper turns push off: this browser forgets it at once; the provider deletes its
 * registration (R7.26) and our API its copy, each as far as they answer. Never fails: a
 * provider out of reach leaves a registration that no subscription backs any more.
 */
export async function disablePush(
  dispatch: AppDispatch,
  firebase: FirebaseWebConfig | null,
): Promise<void> {
  const before = readPushState();
  savePushState({ on: false, kind: before.kind });
  try {
    const worker = await activeWorker();
    if (firebase && before.kind === 'fcm') {
      let token = before.sent?.token ?? null;
      try {
        const { firebaseDeleteToken } = await firebaseSdk();
        token = (await withDeadline(firebaseDeleteToken(firebase, worker))) ?? token;
      } catch {
        // The provider is out of reach: the browser's subscription still goes, below.
      }
      if (token) await forgetAtApi(dispatch, { kind: 'fcm', token });
    } else {
      await leaveWebPush(dispatch, worker);
    }
    await (await worker.pushManager.getSubscription())?.unsubscribe();
  } catch {
    // Silent: push is off in this browser whatever the provider or the API said.
  }
}

/**
 * At start-up, for a shopper who turned Firebase push on in this browser: the SDK answers the
 * current token, renewing the installation's auth token and the registration when they are due
 * (F.05, F.06), and our API is given the token again when it is new or was given for someone
 * else. Errors are silent (R7.20): the next page load tries again.
 */
export async function refreshPush(
  dispatch: AppDispatch,
  firebase: FirebaseWebConfig,
  customer: string,
): Promise<void> {
  const before = readPushState();
  if (!before.on || before.kind !== 'fcm') return;
  const worker = await activeWorker();
  const { firebaseToken } = await firebaseSdk();
  const token = await withDeadline(firebaseToken(firebase, worker));
  const sent = before.sent;
  if (sent?.token === token && sent.for === customer) return;
  if (!(await tellApi(dispatch, { kind: 'fcm', token }))) return;
  savePushState({ on: true, kind: 'fcm', sent: { token, for: customer } });
  // The old token is dead at the provider: the API need not keep trying it.
  if (sent && sent.token !== token && sent.for === customer)
    await forgetAtApi(dispatch, { kind: 'fcm', token: sent.token });
}
