import { expect, test } from './fixtures';
import { asCustomer, languages, mailServerOfFile, inLanguage } from './account-helpers';
import { webPushEndpointOfFile } from './web-push-endpoint';

const mail = mailServerOfFile();
const pushService = webPushEndpointOfFile();

for (const lang of languages) {
  test.describe(`push notifications in ${lang}`, () => {
    const { t } = inLanguage(lang);

    test.beforeEach(async ({ context, baseURL }) => {
      await context.grantPermissions(['notifications'], { origin: baseURL! });
    });

    test('"Enable notifications" stores the subscription; the API’s test push arrives VAPID-signed and decryptable; turned off, the API forgets it', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const customer = await mail.signedIn(context, request, baseURL!);
      // The browser's push service is this test's endpoint: subscribe() answers a subscription
      // to it (keys made with node:crypto, so the test can decrypt) and records the VAPID key.
      const subscription = pushService().subscribe();
      await page.addInitScript(({ endpoint, keys }) => {
        // The subscription lives as long as the page (until unsubscribed).
        let current: PushSubscription | null = null;
        PushManager.prototype.getSubscription = () => Promise.resolve(current);
        PushManager.prototype.subscribe = function (options?: PushSubscriptionOptionsInit) {
          const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
          (window as unknown as Record<string, unknown>).subscribedWith = {
            userVisibleOnly: options?.userVisibleOnly,
            applicationServerKey: btoa(String.fromCharCode(...key))
              .replace(/\+/g, '-')
              .replace(/\//g, '_')
              .replace(/=+$/, ''),
          };
          current = {
            endpoint,
            expirationTime: null,
            options: options ?? {},
            getKey: () => null,
            toJSON: () => ({ endpoint, expirationTime: null, keys }),
            unsubscribe: () => {
              current = null;
              return Promise.resolve(true);
            },
          } as unknown as PushSubscription;
          return Promise.resolve(current);
        };
      }, subscription);

      await page.goto('/account');
      const registered = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/PushRegistration' &&
          response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: t('account:push.enable') }).click();
      expect((await registered).status()).toBe(201);
      await expect(
        page.getByRole('status').filter({ hasText: t('account:push.enabled') }),
      ).toBeVisible();
      const { publicKey } = (await (
        await asCustomer(request, customer, 'GET', 'PushRegistration/PublicKey')
      ).json()) as { publicKey: string };
      expect(
        await page.evaluate(() => (window as unknown as Record<string, unknown>).subscribedWith),
      ).toEqual({
        userVisibleOnly: true,
        applicationServerKey: publicKey,
      });

      // The API stored the registration: its test send reaches exactly this subscription.
      const before = pushService().received.length;
      const sent = await asCustomer(request, customer, 'POST', 'PushRegistration/Test');
      expect(await sent.json()).toEqual({ sent: 1, failed: 0, skipped: 0, removed: 0 });
      const push = pushService()
        .received.slice(before)
        .find((received) => `${pushService().origin}${received.path}` === subscription.endpoint);
      expect(push).toBeDefined();
      expect(push!.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
      expect(push!.vapid).toMatchObject({
        signatureValid: true,
        publicKey,
        claims: { aud: pushService().origin },
      });
      expect(push!.vapid!.claims.exp! * 1000).toBeGreaterThan(Date.now());
      expect(JSON.parse(push!.payload)).toMatchObject({
        title: 'إشعار تجريبي',
        titleEn: 'Test notification',
        url: '/account/notifications',
      });

      // Turned off: the browser unsubscribes and the API forgets the subscription.
      const forgotten = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/PushRegistration' &&
          response.request().method() === 'DELETE',
      );
      await page.getByRole('button', { name: t('account:push.disable') }).click();
      const deleted = await forgotten;
      expect(deleted.status()).toBe(204);
      expect(deleted.request().postDataJSON()).toEqual({
        kind: 'webpush',
        endpoint: subscription.endpoint,
        keys: subscription.keys,
      });
      await expect(
        page.getByRole('status').filter({ hasText: t('account:push.disabled') }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: t('account:push.enable') })).toBeVisible();
      expect(
        await page.evaluate(async () =>
          (await navigator.serviceWorker.ready).pushManager.getSubscription(),
        ),
      ).toBeNull();
      expect(
        await (await asCustomer(request, customer, 'POST', 'PushRegistration/Test')).json(),
      ).toEqual({
        sent: 0,
        failed: 0,
        skipped: 0,
        removed: 0,
      });
    });

    test('a failing registration shows its message and the app carries on', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      await mail.signedIn(context, request, baseURL!);
      await page.addInitScript(() => {
        PushManager.prototype.subscribe = () =>
          Promise.reject(
            new DOMException('Registration failed - push service error', 'AbortError'),
          );
      });
      await page.goto('/account');
      const enable = page.getByRole('button', { name: t('account:push.enable') });
      await enable.click();
      const failed = page.getByRole('status').filter({ hasText: t('account:push.failed') });
      await expect(failed).toBeVisible();

      // The API refusing the registration is a failure too.
      await page.route('**/api/PushRegistration', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: 503, json: [{ code: 'internal', message: 'down' }] })
          : route.fallback(),
      );
      await page.evaluate(() => {
        PushManager.prototype.subscribe = () =>
          Promise.resolve({
            endpoint: 'https://127.0.0.1:9/push/x',
            toJSON: () => ({
              endpoint: 'https://127.0.0.1:9/push/x',
              keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
            }),
          } as unknown as PushSubscription);
      });
      const refused = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/PushRegistration',
      );
      await enable.click();
      expect((await refused).status()).toBe(503);
      await expect(failed).toBeVisible();

      // The page still works: the profile modal opens, no error page.
      await page.getByRole('button', { name: t('account:profile.title') }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('account:nav.dashboard'));
    });
  });
}
