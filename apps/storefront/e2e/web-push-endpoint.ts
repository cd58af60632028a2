import { startWebPushEndpoint, type WebPushEndpoint } from '@shop/api/test/web-push-endpoint';
import { pushPort } from '../playwright.config';
import { test } from './fixtures';

/**
 * A Web Push service for the tests of the calling file: the receiving side of the protocol
 * (HTTPS POST with `TTL`, `Content-Encoding: aes128gcm` and a VAPID `Authorization`), which
 * decrypts each push and checks its VAPID signature. Chromium headless has no push service, so
 * the tests hand the browser subscriptions whose endpoint is this server. The API trusts its
 * certificate through NODE_EXTRA_CA_CERTS and allows its port through PUSH_ENDPOINT_HOSTS
 * (playwright.config.ts).
 */
export function webPushEndpointOfFile() {
  let endpoint: WebPushEndpoint | undefined;
  test.beforeAll(async () => {
    endpoint = await startWebPushEndpoint(pushPort);
  });
  test.afterAll(() => endpoint?.close());
  return () => {
    if (!endpoint) throw new Error('webPushEndpointOfFile: the endpoint starts in beforeAll');
    return endpoint;
  };
}
