import type { APIRequestContext, Page } from '@playwright/test';
import { metricsUrl } from '../playwright.config';
import { expect, hydrated, test } from './fixtures';

// Deploy resilience (spec F.01, F.03, F.04, R9.01–R9.03). A deployment is simulated in the
// browser: `/__version` answering another build, or a page's code file answering 404 as an
// old file does once a new build has replaced it. The service worker is kept out, so every
// file comes from the server as the test routes it.
test.use({ serviceWorkers: 'block' });

const texts = {
  en: {
    path: '/',
    offers: 'Offers',
    allProducts: 'All products',
    notice: 'A new version of the shop is available.',
    reload: 'Reload',
    later: 'Not now',
    error: 'Internal Server Error',
  },
  ar: {
    path: '/?lang=ar',
    offers: 'العروض',
    allProducts: 'كل المنتجات',
    notice: 'يتوفر إصدار جديد من المتجر.',
    reload: 'إعادة التحميل',
    later: 'ليس الآن',
    error: 'خطأ داخلي في الخادم',
  },
} as const;

declare global {
  interface Window {
    /** Set by a test in a document; gone once the browser has loaded a new one. */
    sameDocument?: boolean;
  }
}

const markDocument = (page: Page) => page.evaluate(() => (window.sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => window.sameDocument === true);

/** The URL of a route's code, once React Router knows the route (links are discovered lazily). */
async function moduleOf(page: Page, routeId: string): Promise<string> {
  const read = () =>
    page.evaluate((id) => window.__reactRouterManifest?.routes[id]?.module ?? '', routeId);
  await expect.poll(read).not.toBe('');
  return new URL(await read(), page.url()).href;
}

/** The paths of the documents the page loads from now on. */
function documentsLoaded(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** Client navigations' data requests the storefront has answered (its metrics, all workers). */
async function dataServed(request: APIRequestContext): Promise<number> {
  const text = await (await request.get(metricsUrl)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('http_request_duration_seconds_count{kind="data"'))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

const mainNav = (page: Page) => page.getByRole('navigation').first();

test('/__version answers the build the page runs, never cached', async ({ page, request }) => {
  await page.goto('/');
  const own = await page.evaluate(() => window.__reactRouterManifest?.version);
  const response = await request.get('/__version');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(await response.json()).toEqual({ version: own });
});

for (const lang of ['en', 'ar'] as const) {
  const t = texts[lang];

  test(`${lang}: a new deployment is offered as a reload, never forced, and the next navigation loads it`, async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(t.path);
    const notice = page.getByRole('status').filter({ hasText: t.notice });
    const search = page.getByRole('banner').getByRole('combobox').first();
    await search.fill('tea');
    await markDocument(page);

    // The server still runs the page's build: after a poll interval, nothing to offer.
    await page.clock.runFor('05:01');
    await expect(notice).toHaveCount(0);

    // Deployed: the next poll notices it, and the page stays as the shopper left it.
    await page.route('**/__version', (route) =>
      route.fulfill({
        json: { version: 'the-next-build' },
        headers: { 'cache-control': 'no-store' },
      }),
    );
    await page.clock.runFor('05:01');
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button', { name: t.reload })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    await expect(search).toHaveValue('tea');

    if (lang === 'en') {
      // "Not now", then a link: the new build arrives with that page, as a new document.
      await notice.getByRole('button', { name: t.later }).click();
      await expect(notice).toHaveCount(0);
      const documents = documentsLoaded(page);
      await mainNav(page).getByRole('link', { name: t.offers }).click();
      await expect(page).toHaveURL(/\/offers$/);
      await expect.poll(() => documents).toEqual(['/offers']);
      await hydrated(page);
      expect(await sameDocument(page)).toBe(false);
    } else {
      const documents = documentsLoaded(page);
      await notice.getByRole('button', { name: t.reload }).click();
      await expect.poll(() => documents).toEqual(['/']);
      await hydrated(page);
      expect(await sameDocument(page)).toBe(false);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    }
  });

  test(`${lang}: a page whose code is gone after a deploy is reloaded as the page asked for, once; still missing, the error page`, async ({
    page,
  }) => {
    // A fixed clock for Date.now(), so "within 10 seconds" holds however slow the machine is.
    await page.clock.setFixedTime(new Date('2026-12-01T10:00:00Z'));
    await page.goto(t.path);
    const offersCode = await moduleOf(page, 'routes/offers');
    // The old file is gone until a document is loaded; the reloaded document gets the current
    // one. (Not `times: 1`: on a slow machine the link's 1 s prefetch may ask for it first.)
    let reloaded = false;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloaded = true;
    });
    await page.route(offersCode, (route) =>
      reloaded ? route.fallback() : route.fulfill({ status: 404 }),
    );
    await markDocument(page);
    const documents = documentsLoaded(page);
    await mainNav(page).getByRole('link', { name: t.offers }).click();

    await expect(page).toHaveURL(/\/offers$/);
    await expect.poll(() => documents).toEqual(['/offers']);
    await hydrated(page);
    expect(await sameDocument(page)).toBe(false);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Moments later another page's code is missing too: no second reload, the error page.
    const allProductsCode = await moduleOf(page, 'routes/products-all');
    await page.route(allProductsCode, (route) => route.fulfill({ status: 404 }));
    await markDocument(page);
    await mainNav(page).getByRole('link', { name: t.allProducts }).click();
    await expect(page.getByRole('alert').getByRole('heading', { name: t.error })).toBeVisible();
    await expect(page).toHaveURL(/\/product\/all$/);
    expect(documents).toEqual(['/offers']);
    expect(await sameDocument(page)).toBe(true);
  });

  test(`${lang}: a link prefetches its page after 1 s of hover or focus, never at first render, and opens without a new data request`, async ({
    page,
    request,
  }) => {
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.data')) dataRequests.push(request.url());
    });
    await page.clock.install();
    await page.goto(t.path);
    await page.clock.runFor(3000);
    // A link reacts to hover and focus once the app has hydrated, which on a loaded machine can
    // take longer than the 3 s on the page's clock.
    await hydrated(page);
    expect(dataRequests).toEqual([]);
    const servedBefore = await dataServed(request);

    const offers = mainNav(page).getByRole('link', { name: t.offers });
    if (lang === 'en') await offers.hover();
    else await offers.focus();
    await page.clock.runFor(900);
    expect(dataRequests).toEqual([]);
    await page.clock.runFor(200);
    await expect.poll(() => dataRequests.length).toBe(1);
    expect(new URL(dataRequests[0]!).pathname).toBe('/offers.data');
    await expect.poll(() => dataServed(request)).toBe(servedBefore + 1);

    if (lang === 'en') await offers.click();
    else await offers.press('Enter');
    await expect(page).toHaveURL(/\/offers$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The navigation's data came from the prefetch: the server answered no second request.
    expect(await dataServed(request)).toBe(servedBefore + 1);
  });
}
