// Push through Firebase (spec §7, R1.29, R7.18–R7.28, F.05, F.06): a second storefront with a
// Firebase web configuration, the REAL firebase SDK in Chromium, and a stand-in for Google's
// services (e2e/firebase-stand-in.ts) that speaks the Installations, FCM registrations, OAuth
// and FCM send protocols. The SDK calls the googleapis hosts it hard-codes; the test routes those
// requests to the stand-in. The API sends FCM through firebase-admin, whose connections to
// Google reach the stand-in too (e2e/google-apis-redirect.mjs, playwright.config.ts). Chromium
// headless has no push service, so the browser's subscription is a test one (its endpoint the
// local Web Push service), and FCM's delivery to it is handed to the worker through DevTools.
import { spawn, type ChildProcess } from 'node:child_process';
import { createECDH } from 'node:crypto';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { freePort } from '@shop/api/test/free-port';
import type { Customer } from '@shop/core/customer';
import { apiUrl, firebaseClientEmail, firebasePort, firebaseProject } from '../playwright.config';
import { FIREBASE_ORIGINS } from '../server/security-headers.mjs';
import { asCustomer, inLanguage, languages, mailServerOfFile } from './account-helpers';
import {
  startFirebaseStandIn,
  type FirebaseStandIn,
  type StandInRequest,
} from './firebase-stand-in';
import { expect, expectNoAxeViolations, test as base } from './fixtures';
import { webPushEndpointOfFile } from './web-push-endpoint';

/** The web app's public configuration, as the Firebase console shows it. */
const webApp = {
  apiKey: 'AIzaSyE2E-stand-in-key-0123456789abcde',
  authDomain: `${firebaseProject}.firebaseapp.com`,
  projectId: firebaseProject,
  messagingSenderId: '240000000001',
  appId: '1:240000000001:web:5e2e0fcb1d',
};
/** The Web Push certificate of the Firebase project: FCM holds the private half. */
const certificate = createECDH('prime256v1');
certificate.generateKeys();
const vapidKey = certificate.getPublicKey().toString('base64url');

const mail = mailServerOfFile();
const pushService = webPushEndpointOfFile();
let standIn: FirebaseStandIn;
let storefront: ChildProcess;
let origin = '';

base.beforeAll(async () => {
  standIn = await startFirebaseStandIn({
    projectId: firebaseProject,
    apiKey: webApp.apiKey,
    appId: webApp.appId,
    messagingSenderId: webApp.messagingSenderId,
    clientEmail: firebaseClientEmail,
    // An installation's first auth token is within the SDK's 1-hour refresh margin (F.05):
    // the SDK renews it at once, so the generate-auth-token request is seen (R7.23).
    firstAuthTokenSeconds: 3600,
    httpsPort: firebasePort,
  });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  storefront = spawn(process.execPath, ['server.mjs'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      API_URL: apiUrl,
      NODE_ENV: 'production',
      WEB_CONCURRENCY: '1',
      FIREBASE_WEB_CONFIG: JSON.stringify(webApp),
      FIREBASE_VAPID_KEY: vapidKey,
    },
    stdio: 'ignore',
  });
  await expect(async () => {
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
  }).toPass({ timeout: 30_000 });
});

base.afterAll(async () => {
  if (storefront && storefront.exitCode === null) {
    const gone = new Promise((resolve) => storefront.once('exit', resolve));
    storefront.kill('SIGTERM');
    await gone;
  }
  await standIn?.close();
});

/** The tests of this file run against the storefront with Firebase. */
const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses
  baseURL: async ({}, provide) => {
    await provide(origin);
  },
});

type Provider = 'up' | 'refused' | 'silent';

/**
 * Routes the SDK's calls to Google's hosts to the stand-in (or refuses them, or never answers),
 * and records which of those hosts the page called.
 */
async function routeProvider(context: BrowserContext) {
  const state = { provider: 'up' as Provider, called: [] as string[] };
  await context.route(
    (url) => FIREBASE_ORIGINS.includes(url.origin),
    async (route) => {
      const url = new URL(route.request().url());
      state.called.push(`${route.request().method()} ${url.host}${url.pathname}`);
      if (state.provider === 'refused') return route.abort('connectionrefused');
      if (state.provider === 'silent') return; // never answered
      const response = await route.fetch({ url: `${standIn.origin}${url.pathname}${url.search}` });
      await route.fulfill({ response });
    },
  );
  return state;
}

/**
 * The browser's push service: `subscribe()` answers a subscription to the local Web Push
 * endpoint (keys made in Node), kept in localStorage as a browser keeps its own, and records the
 * application server key it was asked for; `unsubscribe()` forgets it.
 */
async function testPushService(context: BrowserContext) {
  const subscription = pushService().subscribe();
  await context.addInitScript(({ endpoint, keys }) => {
    const STORE = 'e2e.subscription';
    const buffer = (base64url: string) => {
      const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
      return Uint8Array.from(binary, (c) => c.charCodeAt(0)).buffer;
    };
    const make = (applicationServerKey: string) => ({
      endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: buffer(applicationServerKey) },
      getKey: (name: 'p256dh' | 'auth') => buffer(keys[name]),
      toJSON: () => ({ endpoint, expirationTime: null, keys }),
      unsubscribe: () => {
        localStorage.removeItem(STORE);
        return Promise.resolve(true);
      },
    });
    PushManager.prototype.getSubscription = function () {
      const key = localStorage.getItem(STORE);
      return Promise.resolve((key === null ? null : make(key)) as unknown as PushSubscription);
    };
    PushManager.prototype.subscribe = function (options?: PushSubscriptionOptionsInit) {
      const bytes = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
      const key = btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
      localStorage.setItem(STORE, key);
      return Promise.resolve(make(key) as unknown as PushSubscription);
    };
  }, subscription);
  return subscription;
}

/** The application server key the page's subscription was made with, or null: none. */
const subscribedWith = (page: Page) =>
  page.evaluate(() => localStorage.getItem('e2e.subscription'));

const isPushRegistration =
  (method: string) => (response: { url(): string; request(): { method(): string } }) =>
    new URL(response.url()).pathname === '/api/PushRegistration' &&
    response.request().method() === method;

const standInCalls = (since: number, method: string, pattern: RegExp): StandInRequest[] =>
  standIn.requests.slice(since).filter((r) => r.method === method && pattern.test(r.path));

const installationsPath = new RegExp(`^/v1/projects/${firebaseProject}/installations$`);
const generatePath = new RegExp(
  `^/v1/projects/${firebaseProject}/installations/[\\w-]+/authTokens:generate$`,
);
const registrationsPath = new RegExp(`^/v1/projects/${firebaseProject}/registrations$`);
const registrationPath = (token: string) =>
  new RegExp(`^/v1/projects/${firebaseProject}/registrations/${token.replace(/\./g, '\\.')}$`);

/**
 * Signs a new shopper in, with notification permission, the test push service and the
 * provider routed to the stand-in.
 */
async function shopper({
  context,
  request,
  baseURL,
}: {
  context: BrowserContext;
  request: Parameters<typeof mail.signedIn>[1];
  baseURL: string;
}) {
  const customer = await mail.signedIn(context, request, baseURL);
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const subscription = await testPushService(context);
  const provider = await routeProvider(context);
  return { customer, subscription, provider };
}

/** "Enable notifications" on the dashboard: the FCM token the API was given. */
async function enable(page: Page, t: (key: string) => string): Promise<string> {
  await page.goto('/account');
  const registered = page.waitForResponse(isPushRegistration('POST'));
  await page.getByRole('button', { name: t('account:push.enable') }).click();
  const response = await registered;
  expect(response.status()).toBe(201);
  const body = response.request().postDataJSON() as { kind: string; token: string };
  expect(body.kind).toBe('fcm');
  await expect(
    page.getByRole('status').filter({ hasText: t('account:push.enabled') }),
  ).toBeVisible();
  return body.token;
}

/** The API's test send to every registration of `customer`, and its tally. */
async function testSend(request: Parameters<typeof asCustomer>[0], customer: Customer) {
  return (await (await asCustomer(request, customer, 'POST', 'PushRegistration/Test')).json()) as {
    sent: number;
    failed: number;
    skipped: number;
    removed: number;
  };
}

/** Hands `data` to the page's service worker as its push service would (DevTools). */
async function deliverToWorker(context: BrowserContext, page: Page, data: string) {
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const [first] = registrations as { registrationId: string }[];
      if (first) resolve(first.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registration,
    data,
  });
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      lang: notification.lang,
      dir: notification.dir,
      url: (notification.data as { url: string }).url,
    }));
  });

for (const lang of languages) {
  test.describe(`push through Firebase in ${lang}`, () => {
    // A first visit installs the worker, the SDK loads on demand, a deadline of 10 s is waited.
    test.describe.configure({ timeout: 60_000 });
    const { t } = inLanguage(lang);

    test('turning push on: the SDK creates the installation, renews its auth token and creates the registration with the subscription’s keys and the application key; the token reaches the API, and its FCM push shows', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const { customer, subscription, provider } = await shopper({
        context,
        request,
        baseURL: baseURL!,
      });
      const since = standIn.requests.length;
      const token = await enable(page, t);

      // R7.22–R7.24: the SDK's own requests to the provider's hosts, answered by the stand-in.
      expect(provider.called).toEqual([
        `POST firebaseinstallations.googleapis.com/v1/projects/${firebaseProject}/installations`,
        expect.stringMatching(
          /^POST firebaseinstallations\.googleapis\.com\/.*\/authTokens:generate$/,
        ),
        `POST fcmregistrations.googleapis.com/v1/projects/${firebaseProject}/registrations`,
      ]);
      const [created] = standInCalls(since, 'POST', installationsPath);
      expect(created?.headers['x-goog-api-key']).toBe(webApp.apiKey);
      expect(created?.body).toMatchObject({ appId: webApp.appId, authVersion: 'FIS_v2' });
      const [generated] = standInCalls(since, 'POST', generatePath);
      expect(generated?.headers.authorization).toMatch(/^FIS_v2 rt\./);
      const [registered] = standInCalls(since, 'POST', registrationsPath);
      // R7.27: the endpoint, the auth and p256dh keys and the public application key.
      expect(registered?.body).toEqual({
        web: {
          origin: new URL(origin).host,
          endpoint: subscription.endpoint,
          auth: subscription.keys.auth,
          p256dh: subscription.keys.p256dh,
          applicationPubKey: vapidKey,
        },
      });
      // The renewed auth token (F.05: within an hour of its end) is the one the registration used.
      expect(registered?.headers['x-goog-firebase-installations-auth']).toMatch(/^FIS fis\./);
      expect(standIn.registrations.has(token)).toBe(true);
      // The browser subscribed with the project's Web Push certificate.
      expect(await subscribedWith(page)).toBe(vapidKey);
      await expect(page.getByRole('button', { name: t('account:push.disable') })).toBeVisible();
      await expectNoAxeViolations(page);

      // R1.29: the API sends through firebase-admin (OAuth, then FCM's send) to this token …
      const before = standIn.delivered.length;
      expect(await testSend(request, customer)).toEqual({
        sent: 1,
        failed: 0,
        skipped: 0,
        removed: 0,
      });
      const [push] = standIn.delivered.slice(before);
      expect(push?.web.endpoint).toBe(subscription.endpoint);
      // … and FCM's message, delivered to the subscription, shows in the shopper's language.
      await deliverToWorker(context, page, JSON.stringify(push!.payload));
      await expect
        .poll(() => shownNotifications(page))
        .toEqual([
          {
            title: lang === 'ar' ? 'إشعار تجريبي' : 'Test notification',
            body:
              lang === 'ar'
                ? 'الإشعارات تعمل على هذا الجهاز.'
                : 'Notifications work on this device.',
            lang,
            dir: lang === 'ar' ? 'rtl' : 'ltr',
            url: '/account/notifications',
          },
        ]);

      // A token FCM no longer knows (UNREGISTERED) is dropped by the API at its next send.
      standIn.registrations.delete(token);
      expect(await testSend(request, customer)).toEqual({
        sent: 0,
        failed: 0,
        skipped: 0,
        removed: 1,
      });
      expect(await testSend(request, customer)).toEqual({
        sent: 0,
        failed: 0,
        skipped: 0,
        removed: 0,
      });
    });

    test('a week later the SDK updates the registration and the new token reaches the API; turned off, the registration is deleted at the provider and at the API', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const { customer, subscription } = await shopper({ context, request, baseURL: baseURL! });
      const first = await enable(page, t);

      // F.06: the stored token is 8 days old (the SDK's IndexedDB entry), and a page loads.
      await page.evaluate(async (appId) => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open('firebase-messaging-database');
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(new Error(String(open.error)));
        });
        const store = db
          .transaction('firebase-messaging-store', 'readwrite')
          .objectStore('firebase-messaging-store');
        const details = await new Promise<{ createTime: number }>((resolve) => {
          const read = store.get(appId);
          read.onsuccess = () => resolve(read.result as { createTime: number });
        });
        details.createTime = Date.now() - 8 * 24 * 3600 * 1000;
        await new Promise((resolve) => {
          store.put(details, appId).onsuccess = resolve;
        });
        db.close();
      }, webApp.appId);
      const since = standIn.requests.length;
      const sentAgain = page.waitForResponse(isPushRegistration('POST'));
      const oldForgotten = page.waitForResponse(isPushRegistration('DELETE'));
      await page.goto('/');
      const renewed = (await sentAgain).request().postDataJSON() as { kind: string; token: string };
      // R7.25: the update carried the same subscription; R7.28: the new token went to the API.
      const [update] = standInCalls(since, 'PATCH', registrationPath(first));
      expect(update?.body).toMatchObject({
        web: {
          endpoint: subscription.endpoint,
          auth: subscription.keys.auth,
          p256dh: subscription.keys.p256dh,
          applicationPubKey: vapidKey,
        },
      });
      expect(renewed.kind).toBe('fcm');
      expect(renewed.token).not.toBe(first);
      expect(standIn.registrations.has(renewed.token)).toBe(true);
      expect((await oldForgotten).request().postDataJSON()).toEqual({ kind: 'fcm', token: first });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // A test push still arrives, at the new token only.
      const before = standIn.delivered.length;
      expect(await testSend(request, customer)).toEqual({
        sent: 1,
        failed: 0,
        skipped: 0,
        removed: 0,
      });
      expect(standIn.delivered.slice(before)).toHaveLength(1);

      // R7.26: turned off, the registration is deleted at the provider and at the API.
      await page.goto('/account');
      const offSince = standIn.requests.length;
      const forgotten = page.waitForResponse(isPushRegistration('DELETE'));
      await page.getByRole('button', { name: t('account:push.disable') }).click();
      expect((await forgotten).request().postDataJSON()).toEqual({
        kind: 'fcm',
        token: renewed.token,
      });
      await expect(
        page.getByRole('status').filter({ hasText: t('account:push.disabled') }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: t('account:push.enable') })).toBeVisible();
      expect(standInCalls(offSince, 'DELETE', registrationPath(renewed.token))).toHaveLength(1);
      expect(standIn.registrations.has(renewed.token)).toBe(false);
      expect(await subscribedWith(page)).toBeNull();
      expect(await testSend(request, customer)).toEqual({
        sent: 0,
        failed: 0,
        skipped: 0,
        removed: 0,
      });
      await expectNoAxeViolations(page);
    });

    test('a provider that refuses or never answers breaks nothing and shows no error (R7.20, F.05)', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const { provider } = await shopper({ context, request, baseURL: baseURL! });
      // Push was turned on in this browser earlier; now the provider refuses every request.
      await context.addInitScript(() => {
        if (!localStorage.getItem('storefront.push'))
          localStorage.setItem('storefront.push', JSON.stringify({ on: true, kind: 'fcm' }));
      });
      provider.provider = 'refused';
      await page.goto('/');
      // The start-up refresh tried the provider and failed, silently.
      // (Once the page is idle and the worker active: a first visit installs it.)
      await expect.poll(() => provider.called.length, { timeout: 20_000 }).toBeGreaterThan(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);

      // A provider that never answers: the page works while the SDK waits, and turning push on
      // ends, after the deadline, in the switch's own message.
      provider.provider = 'silent';
      await page.evaluate(() =>
        localStorage.setItem('storefront.push', JSON.stringify({ on: false, kind: 'fcm' })),
      );
      await page.goto('/account');
      await page.getByRole('button', { name: t('account:profile.title') }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: t('account:push.enable') }).click();
      await expect(
        page.getByRole('status').filter({ hasText: t('account:push.failed') }),
      ).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('account:nav.dashboard'));
    });
  });
}
