import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** axe finds nothing on the page as it stands. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

const texts = {
  en: {
    served: 'We deliver here in about 14 minutes',
    notServed: "We don't deliver here yet",
    brand: 'Khaleej Fresh',
    kingdom: 'Kingdom Centre, Riyadh',
    kuwait: 'Gulf Road, Kuwait City',
    start: 'Start shopping',
    addCard: /^Add to cart: /,
    orders: 'My orders',
    checkout: 'Checkout',
    place: 'Place order',
    placed: /Order placed: /,
  },
  ar: {
    served: 'نوصل إلى هنا في نحو 14 دقيقة',
    notServed: 'لا نوصل إلى هنا بعد',
    brand: 'الخليج فريش',
    kingdom: 'برج المملكة، الرياض',
    kuwait: 'شارع الخليج، مدينة الكويت',
    start: 'ابدأ التسوق',
    addCard: /^أضف إلى السلة: /,
    orders: 'طلباتي',
    checkout: 'إتمام الطلب',
    place: 'تأكيد الطلب',
    placed: /تم تأكيد الطلب: /,
  },
} as const;

test('the location gate says served with the ETA, or not served, in both languages', async ({
  page,
}) => {
  for (const lang of ['en', 'ar'] as const) {
    const t = texts[lang];
    const answer = await page.goto(`/location?lang=${lang}`);
    // Never framed, never sniffed, and a policy that keeps plugins, bases and other sites out.
    expect(answer?.headers()).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
    });
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('link', { name: t.kuwait }).click();
    await expect(page.getByRole('status')).toContainText(t.notServed);
    await expect(page.getByRole('button', { name: t.start })).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: t.kingdom }).click();
    await expect(page.getByRole('status')).toContainText(t.served);
    await page.getByRole('button', { name: t.start }).click();
    await expect(page.getByRole('banner')).toContainText(t.served);
    // Home's head: the brand's name and description in the shopper's language, one title.
    await expect(page).toHaveTitle(t.brand);
    await expect(page.locator('title')).toHaveCount(1);
    await expect(page.locator('meta[name=description]')).toHaveAttribute('content', /\S/);
    await expectAccessible(page);
  }
});

for (const lang of ['en', 'ar'] as const) {
  test(`browse, cart, checkout with cash on delivery, order listed (${lang})`, async ({ page }) => {
    const t = texts[lang];
    await page.goto(`/auth/login?lang=${lang}`);
    await page.getByRole('textbox', { name: /e-mail|البريد/i }).fill('shopper@example.com');
    await page.getByLabel(/^(password|كلمة المرور)$/i).fill('Demo-Shopper-2026');
    await page
      .locator('main form')
      .getByRole('button', { name: /sign in|دخول/i })
      .click();
    // Home asks where to deliver first.
    await page.getByRole('link', { name: t.kingdom }).click();
    await page.getByRole('button', { name: t.start }).click();
    await expect(page.getByRole('banner')).toContainText(t.served);
    await expectAccessible(page);
    // A category: ten of its products into the cart (past the brand's minimum order).
    await page.getByRole('main').getByRole('navigation').getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
    const adds = page.getByRole('main').getByRole('button', { name: t.addCard });
    for (let i = 0; i < 10; i += 1) {
      await adds.nth(i).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      if (i === 0) await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
    // A product page.
    await page.getByRole('main').getByRole('listitem').getByRole('link').first().click();
    const heading = await page.locator('article h1').textContent();
    // Its head in the shopper's language: title, canonical and hreflang, the Product's data.
    await expect(page).toHaveTitle(new RegExp(`^${heading} · `));
    const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
    expect(canonical).toMatch(lang === 'ar' ? /\/product\/[^?]+\?lang=ar$/ : /\/product\/[^?]+$/);
    await expect(page.locator('link[rel=alternate][hreflang=ar]')).toHaveCount(1);
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as { '@type'?: string; name?: string; offers?: { priceCurrency?: string } };
    expect(data).toMatchObject({
      '@type': 'Product',
      name: heading,
      offers: { priceCurrency: 'SAR' },
    });
    await expectAccessible(page);
    // Checkout: the fastest speed and cash on delivery are chosen; one press places.
    await page.goto(`/checkout?lang=${lang}`);
    await expect(page.getByRole('heading', { name: t.checkout })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: t.place }).click();
    await expect(page.getByRole('status')).toContainText(t.placed);
    await expect(page.getByRole('heading', { name: t.orders })).toBeVisible();
    await expectAccessible(page);
  });
}

test('installable: the worker takes the site, precaches the build, and offline shows its page in both languages', async ({
  page,
  context,
  baseURL,
}) => {
  const worker = await page.request.get('/firebase-messaging-sw.js');
  expect(worker.headers()['content-type']).toContain('javascript');
  await page.goto('/location?lang=en');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${baseURL}/`);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  const precache = await page.evaluate(async () =>
    (await caches.keys()).filter((name) => name.startsWith('quick-precache-')),
  );
  expect(precache).toHaveLength(1);
  await context.setOffline(true);
  for (const [lang, title] of [
    ['en', 'You are offline'],
    ['ar', 'أنت غير متصل بالإنترنت'],
  ] as const) {
    // The sign-in page is never cached: offline, the worker answers its offline page.
    await page.goto(`/auth/login?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  }
  await context.setOffline(false);
});
