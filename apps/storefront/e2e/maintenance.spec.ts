// Maintenance (issue 16, R2.54), in English and Arabic: an admin turns maintenance on through
// the staff endpoint → every page answers 503 with Retry-After and the Maintenance screen in the
// shopper's language (right to left in Arabic), axe clean, while /healthz and the API's /health
// keep answering → the admin turns it off → the same page is back, without any restart.
// The recently-purchased popup (R2.89): after three real orders of a brand, its page shows one
// of them (product, city, how long ago; never who), dismissible, axe clean; never on the cart.
// Playwright runs one worker (tooling/playwright), so no other spec sees the shop closed; the
// setting is turned off again whatever happens.
import type { APIRequestContext, Browser } from '@playwright/test';
import type { Locale } from '@shop/core/i18n';
import type { RecentPurchaseList } from '@shop/core/settings';
import { apiUrl, e2eAdmin } from '../playwright.config';
import {
  apiHeaders,
  expectDirection,
  inLanguage,
  languages,
  mailServerOfFile,
} from './account-helpers';
import { placeCashOrder, readyToCheckOut, servedBrand } from './checkout-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

const mail = mailServerOfFile();

/** The Maintenance screen's texts as a shopper reads them, written out. */
const screenTexts = {
  en: { title: "We'll be back soon", retry: 'Try again in about 10 minutes.' },
  ar: { title: 'سنعود قريبًا', retry: 'حاول مرة أخرى بعد 10 دقائق تقريبًا.' },
} as const satisfies Record<Locale, Record<string, string>>;

let signedIn: string | undefined;
async function adminToken(request: APIRequestContext): Promise<string> {
  if (signedIn) return signedIn;
  const answer = await request.post(new URL('Staff/SignIn', apiUrl).href, {
    headers: apiHeaders,
    data: { email: e2eAdmin.email, password: e2eAdmin.password },
  });
  expect(answer.status()).toBe(200);
  signedIn = ((await answer.json()) as { token: string }).token;
  return signedIn;
}

async function setMaintenance(request: APIRequestContext, enabled: boolean): Promise<void> {
  const token = await adminToken(request);
  const answer = await request.put(new URL('Staff/Settings', apiUrl).href, {
    headers: { ...apiHeaders, Authorization: `Bearer ${token}` },
    data: { maintenance: { enabled, retryAfterSeconds: 600 } },
  });
  expect(answer.status()).toBe(200);
}

test.afterEach(async ({ request }) => {
  await setMaintenance(request, false);
});

for (const lang of languages) {
  test.describe(`Maintenance in ${lang}`, () => {
    inLanguage(lang);
    const texts = screenTexts[lang];

    test('staff turn it on: pages answer 503 with Retry-After and the Maintenance screen; off: the page is back', async ({
      page,
      request,
    }) => {
      await page.goto('/about-us');
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(texts.title);

      await setMaintenance(request, true);
      // Every storefront process reads the setting again within about a second.
      await expect
        .poll(async () => (await page.goto('/about-us'))?.status(), { timeout: 10_000 })
        .toBe(503);
      const closed = await page.goto('/about-us');
      expect(closed?.status()).toBe(503);
      expect(await closed?.headerValue('retry-after')).toBe('600');
      await expectDirection(page, lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title);
      await expect(page.getByText(texts.retry)).toBeVisible();
      await expectNoAxeViolations(page);

      // Another page, and the shop's API for shoppers, are closed alike; health answers.
      expect((await page.goto('/'))?.status()).toBe(503);
      const shopperCall = await request.get('/api/Brand', { headers: apiHeaders });
      expect(shopperCall.status()).toBe(503);
      expect(shopperCall.headers()['retry-after']).toBe('600');
      expect((await request.get('/healthz')).status()).toBe(200);
      expect((await request.get(new URL('/health', apiUrl).href)).status()).toBe(200);

      await setMaintenance(request, false);
      await expect
        .poll(async () => (await page.goto('/about-us'))?.status(), { timeout: 10_000 })
        .toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(texts.title);
    });
  });
}

/** Three real orders of the demo brand the checkout helpers use, by three shoppers (once). */
let ordered: Promise<void> | undefined;
function threeOrders(browser: Browser, request: APIRequestContext, baseURL: string) {
  ordered ??= (async () => {
    for (let i = 0; i < 3; i += 1) {
      const context = await browser.newContext();
      const customer = await mail.verifiedCustomer(request);
      const { region } = await readyToCheckOut({ context, request, baseURL }, customer);
      await placeCashOrder(request, customer, region);
      await context.close();
    }
  })();
  return ordered;
}

for (const lang of languages) {
  test.describe(`The recently-purchased popup in ${lang}`, () => {
    const { t } = inLanguage(lang);
    test.use({ recentPurchasePopup: true });

    test('shows a recent purchase of the brand on its page, never a person; not on the cart', async ({
      browser,
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      await threeOrders(browser, request, baseURL!);
      const { brand } = await servedBrand();
      const answer = await request.get(`/api/RecentPurchase?brandId=${brand.id}`, {
        headers: apiHeaders,
      });
      const { items } = (await answer.json()) as RecentPurchaseList;
      expect(items.length).toBeGreaterThanOrEqual(3);
      expect(Object.keys(items[0]!).sort()).toEqual([
        'cityName',
        'cityNameEn',
        'minutesAgo',
        'productId',
        'productImage',
        'productName',
        'productNameEn',
        'productSlug',
      ]);

      await page.clock.install();
      const fetched = page.waitForResponse((response) =>
        response.url().includes('/api/RecentPurchase?'),
      );
      await page.goto(`/brand/${brand.id}`);
      await fetched;
      // The popup's first 15 s start once the answer is rendered, a moment after it arrives:
      // time runs on by 16 s until the purchase shows (it then stays 8 s).
      const popup = page.getByRole('region', { name: t('content:recentPurchase.label') });
      await expect(async () => {
        await page.clock.fastForward(16_000);
        await expect(popup).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      const city = lang === 'ar' ? items[0]!.cityName : items[0]!.cityNameEn;
      await expect(popup).toContainText(t('content:recentPurchase.bought', { city }));
      await expectNoAxeViolations(page);
      await popup.getByRole('button', { name: t('content:recentPurchase.close') }).click();
      await expect(popup).toHaveCount(0);

      await page.goto('/cart');
      await page.clock.fastForward(120_000);
      await expect(
        page.getByRole('region', { name: t('content:recentPurchase.label') }),
      ).toHaveCount(0);
    });
  });
}
