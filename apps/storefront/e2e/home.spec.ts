import { activityTypesFromApi, expect, expectNoAxeViolations, test } from './fixtures';

test.describe('home', () => {
  test('lists the activity types served by the API, in English by default', async ({ page }) => {
    const activityTypes = await activityTypesFromApi();
    expect(activityTypes.length).toBeGreaterThanOrEqual(3);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop by activity');
    const list = page.getByRole('list', { name: 'Activity types' });
    await expect(list.getByRole('listitem')).toContainText(activityTypes.map((a) => a.nameEn));
    await expect(page).toHaveTitle('Souq — groceries and local shops');
  });

  test('switches to Arabic: right to left, Arabic names, kept after a reload and rendered by the server', async ({
    page,
    context,
  }) => {
    const activityTypes = await activityTypesFromApi();
    await page.goto('/');
    await page.getByRole('button', { name: /العربية/ }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    const list = page.getByRole('list', { name: 'أنواع النشاط' });
    await expect(list.getByRole('listitem')).toContainText(activityTypes.map((a) => a.name));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تسوّق حسب النشاط');
    expect(await page.evaluate(() => localStorage.getItem('storefront.locale'))).toBe('ar');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(list.getByRole('listitem').first()).toContainText(activityTypes[0]!.name);

    // The server itself renders Arabic for this browser (the cookie carries the choice).
    const html = await (await context.request.get('/')).text();
    expect(html).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"|<html[^>]*dir="rtl"[^>]*lang="ar"/);
    expect(html).toContain(activityTypes[0]!.name);

    // And back to English.
    await page.getByRole('button', { name: /English/ }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop by activity');
  });

  for (const lang of ['en', 'ar'] as const) {
    test(`hydrates without console errors in ${lang} (server and client render the same)`, async ({
      page,
      context,
      baseURL,
    }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await context.addCookies([{ name: 'locale', value: lang, url: baseURL! }]);
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      // Interactive once hydrated: the switch works.
      await page.getByRole('button', { name: lang === 'en' ? /العربية/ : /English/ }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'en' ? 'ar' : 'en');
      expect(problems).toEqual([]);
    });
  }

  test('restores the choice saved in localStorage when the cookie is gone', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('storefront.locale', 'ar'));
    await context.clearCookies();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تسوّق حسب النشاط');
  });

  for (const lang of ['en', 'ar'] as const) {
    test(`has no accessibility violations in ${lang}`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'locale', value: lang, url: baseURL! }]);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('home sections reveal on scroll (spec F.07)', () => {
  // A short window, so cards are below the fold.
  test.use({ viewport: { width: 390, height: 480 } });

  for (const lang of ['en', 'ar'] as const) {
    test(`cards below the fold fade up as they come into view, in ${lang}`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: 'locale', value: lang, url: baseURL! }]);
      await page.goto('/');
      const cards = page.getByRole('listitem').locator('[data-reveal]');
      await expect(cards.first()).toHaveAttribute('data-reveal', 'static');
      const last = cards.last();
      await expect(last).toHaveAttribute('data-reveal', 'hidden');
      await expect(last).toHaveCSS('opacity', '0');
      await last.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await expect(last).toHaveAttribute('data-reveal', 'revealed');
      await expect(last).toHaveCSS('opacity', '1');
      await expect(last).toHaveCSS('transition-duration', '0.4s, 0.4s');
    });
  }

  test('nothing is hidden under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/?lang=ar');
    await expect(page.getByRole('listitem').first()).toBeVisible();
    await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0);
    await expect(page.locator('[data-reveal="static"]')).not.toHaveCount(0);
  });

  test('nothing is hidden without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    const cards = page.getByRole('listitem').locator('[data-reveal]');
    await expect(cards.last()).toHaveAttribute('data-reveal', 'static');
    await expect(cards.last()).toHaveCSS('opacity', '1');
    await context.close();
  });
});

test.describe('not found', () => {
  test('an unmatched path answers 404 with "Page not found: {path}"', async ({ page }) => {
    const response = await page.goto('/nope');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Page not found: /nope')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByText('The page you are looking for could not be found')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found · Souq');
    await expectNoAxeViolations(page);
  });

  test('the 404 page is Arabic and right to left in Arabic', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: 'ar', url: baseURL! }]);
    const response = await page.goto('/nope/deeper');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('الصفحة غير موجودة: /nope/deeper')).toBeVisible();
    await expect(page.getByText('تعذّر العثور على الصفحة التي تبحث عنها')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
