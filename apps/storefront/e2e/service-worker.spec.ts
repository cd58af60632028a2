import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createI18n } from '@shop/core/i18n';
import { expect, hydrated, test } from './fixtures';
import { mailServerOfFile } from './account-helpers';

const mail = mailServerOfFile();
const workerFile = path.join(import.meta.dirname, '../build/client/firebase-messaging-sw.js');

/** Every entry of the service worker's caches: cache name, URL and body. */
function readCaches(page: Page) {
  return page.evaluate(async () => {
    const entries: { cache: string; url: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries.push({ cache: name, url: request.url, body: (await response?.text()) ?? '' });
      }
    }
    return entries;
  });
}

/** Waits until the service worker controls the page (it claims clients when it activates). */
async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

const precacheOf = (names: string[]) => names.filter((name) => name.startsWith('souq-precache-'));

test.describe('service worker', () => {
  test('caches the build and public pages, never an account page or customer data', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await page.goto('/');
    await controlled(page);
    // A public page, signed out: cached (network first), so the checks below are not vacuous.
    await page.goto('/offers');
    await hydrated(page);
    await expect
      .poll(async () => (await readCaches(page)).some((entry) => entry.url.endsWith('/offers')))
      .toBe(true);
    // An information page too; never Contact Us (a form) or the diagnostics (measured now).
    for (const path of ['/faqs', '/contact-us', '/testApp']) {
      await page.goto(path);
      await hydrated(page);
    }
    await expect
      .poll(async () => (await readCaches(page)).some((entry) => entry.url.endsWith('/faqs')))
      .toBe(true);
    expect(
      (await readCaches(page)).filter((entry) => /\/(contact-us|testApp)$/.test(entry.url)),
    ).toEqual([]);

    const customer = await mail.signedIn(context, request, baseURL!);
    const t = createI18n('en').t;
    for (const path of [
      '/account',
      '/account/notifications',
      '/account/addresses',
      '/my-favorite',
      '/compare',
      '/?signed-in=1',
    ]) {
      await page.goto(path);
      await hydrated(page);
    }
    await page.goto('/account');
    await page.getByRole('button', { name: t('account:nav.signOut') }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await hydrated(page);
    await page.goto('/auth/login');

    const entries = await readCaches(page);
    for (const { url, body } of entries) {
      const { pathname, search } = new URL(url);
      expect(pathname, url).not.toMatch(
        /^\/(account|my-favorite|compare|auth|checkout|order|api)(\/|$)/,
      );
      expect(pathname, url).not.toMatch(/\.data$/);
      expect(search, url).not.toContain('signed-in');
      expect(body.includes(customer.token), url).toBe(false);
      expect(body.includes(customer.email), url).toBe(false);
    }
    const names = [...new Set(entries.map((entry) => entry.cache))];
    // One build: every cache carries its id, the precache holds the hashed assets.
    const [precache] = precacheOf(names);
    expect(precache).toBeDefined();
    const build = precache!.slice('souq-precache-'.length);
    for (const name of names) expect(name.endsWith(`-${build}`), name).toBe(true);
    expect(entries.some((entry) => /\/assets\/.+\.js/.test(entry.url))).toBe(true);
    expect(entries.some((entry) => entry.url.includes('/offline/ar.html'))).toBe(true);
  });

  test('a new build replaces the old caches', async ({ page }) => {
    await page.goto('/');
    await controlled(page);
    await page.goto('/offers');
    const before = await page.evaluate(() => caches.keys());
    const [oldPrecache] = precacheOf(before);
    expect(oldPrecache).toBeDefined();

    // The next build: the same worker with one precached file changed (a new revision). The
    // server reads its files from disk on every request (Playwright cannot route a worker's
    // update check), so the built worker is swapped for the test and put back after it.
    const script = await readFile(workerFile, 'utf8');
    const next = script.replace(/("revision":")[^"]+(","url":"icon\.svg")/, '$1next-build$2');
    expect(next).not.toBe(script);
    try {
      await writeFile(workerFile, next);
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        await registration.update();
      });
      await expect
        .poll(async () => precacheOf(await page.evaluate(() => caches.keys())), {
          timeout: 15_000,
        })
        .toEqual([expect.not.stringMatching(oldPrecache!)]);
    } finally {
      await writeFile(workerFile, script);
    }
    const after = await page.evaluate(() => caches.keys());
    for (const name of before) expect(after).not.toContain(name);
  });

  for (const lang of ['en', 'ar'] as const) {
    test(`a push shows its title and text in the shopper's language (${lang})`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.grantPermissions(['notifications'], { origin: baseURL! });
      await context.addCookies([{ name: 'locale', value: lang, url: baseURL! }]);
      await page.goto('/');
      await controlled(page);
      // The push service's delivery, as Chromium's DevTools protocol hands it to the worker: the
      // API's payload carries both languages (push-sender.ts).
      const cdp = await context.newCDPSession(page);
      const registrations = new Promise<string>((resolve) => {
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => {
          const [first] = list as { registrationId: string }[];
          if (first) resolve(first.registrationId);
        });
      });
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: new URL(baseURL!).origin,
        registrationId: await registrations,
        data: JSON.stringify({
          title: 'وصل طلبك',
          body: 'طلبك عند الباب',
          titleEn: 'Your order has arrived',
          bodyEn: 'Your order is at the door',
          url: 'https://evil.example/phish',
        }),
      });
      const shown = () =>
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
      await expect.poll(shown).toEqual([
        lang === 'ar'
          ? { title: 'وصل طلبك', body: 'طلبك عند الباب', lang, dir: 'rtl', url: '/' }
          : {
              title: 'Your order has arrived',
              body: 'Your order is at the door',
              lang,
              dir: 'ltr',
              url: '/',
            },
      ]);
    });
  }

  for (const lang of ['en', 'ar'] as const) {
    test(`offline, a page not saved shows the offline page in ${lang}`, async ({
      page,
      context,
      baseURL,
    }) => {
      const t = createI18n(lang).t;
      await context.addCookies([{ name: 'locale', value: lang, url: baseURL! }]);
      await page.goto('/');
      await controlled(page);
      await context.setOffline(true);
      await page.goto('/product/all');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('common:offline.title'));
      await expect(page.getByText(t('common:offline.body'))).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await context.setOffline(false);
    });
  }
});
