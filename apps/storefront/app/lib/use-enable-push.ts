// Calls the API in the browser: bring RTK Query's api slice.
import '~/lib/store-api';
import { useLazyGetPushPublicKeyQuery, useRegisterPushMutation } from '@shop/core/customer';
import { useState } from 'react';

type PushState = 'idle' | 'busy' | 'enabled' | 'denied' | 'failed';

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

/**
 * Turns push messages on for this browser: permission is asked only here, from the shopper's
 * "enable notifications" action (issue 4); the Web Push subscription is stored by the API.
 */
export function useEnablePush() {
  const [state, setState] = useState<PushState>('idle');
  const [getKey] = useLazyGetPushPublicKeyQuery();
  const [register] = useRegisterPushMutation();
  const enable = async () => {
    setState('busy');
    try {
      if ((await Notification.requestPermission()) !== 'granted') return setState('denied');
      const { publicKey } = await getKey().unwrap();
      const registration = await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      });
      const { endpoint, keys } = subscription.toJSON();
      const result = await register({
        kind: 'webpush',
        endpoint: endpoint ?? '',
        keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
      });
      setState(result.error ? 'failed' : 'enabled');
    } catch {
      setState('failed');
    }
  };
  return { state, enable };
}
