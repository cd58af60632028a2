import type { Brand, Offer, ProductPage, ProductSummary, RegionTree } from '@shop/core/catalog';
import type { ActivityType } from '@shop/core/activity-types';
import { expect, expectNoAxeViolations, fromApi, test } from './fixtures';

/** The first activity type → country → state → city → brand → product path of the demo data. */
async function demoPath() {
  const activityTypes = await fromApi<ActivityType[]>('ActivityType');
  for (const activityType of activityTypes) {
    const regions = await fromApi<RegionTree>(`Region?activityTypeId=${activityType.id}`);
    const country = regions[0];
    const state = country?.states[0];
    const city = state?.cities[0];
    if (!country || !state || !city) continue;
    const brands = await fromApi<Brand[]>(
      `Brand?activityTypeId=${activityType.id}&cityId=${city.id}`,
    );
    const brand = brands[0];
    if (!brand) continue;
    const products = await fromApi<ProductPage>(`Product?brandId=${brand.id}`);
    return { activityType, country, state, city, brand, product: products.items[0]! };
  }
  throw new Error('the demo data has no complete activity type → brand path');
}

for (const lang of ['en', 'ar'] as const) {
  const pick = (entity: { name: string; nameEn: string }) =>
    lang === 'ar' ? entity.name : entity.nameEn;

  test.describe(`catalog in ${lang}`, () => {
    test.beforeEach(async ({ page, baseURL }) => {
      await page.context().addCookies([{ name: 'locale', value: lang, url: baseURL! }]);
    });

    test('home → activity type → region → brand → product, each page server rendered and accessible', async ({
      page,
    }) => {
      const path = await demoPath();
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');

      await page.getByRole('link', { name: pick(path.activityType) }).click();
      await expect(page).toHaveURL(new RegExp(`/region/${path.activityType.id}$`));
      await expect(page.getByRole('heading', { level: 2, name: pick(path.country) })).toBeVisible();
      await expectNoAxeViolations(page);

      await page
        .getByRole('link', { name: pick(path.city), exact: true })
        .first()
        .click();
      await expect(page).toHaveURL(
        new RegExp(
          `/region/brands/${path.activityType.id}/${path.country.id}/${path.state.id}/${path.city.id}$`,
        ),
      );
      await expect(page.getByRole('heading', { level: 1 })).toContainText(pick(path.city));
      await expectNoAxeViolations(page);

      await page
        .getByRole('link', { name: new RegExp(pick(path.brand)) })
        .first()
        .click();
      await expect(page).toHaveURL(
        new RegExp(
          `/activity-types/active/${path.activityType.id}/${path.country.id}/${path.state.id}/${path.city.id}/brand/${path.brand.id}`,
        ),
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pick(path.brand));
      await expectNoAxeViolations(page);

      await page
        .getByRole('link', { name: new RegExp(pick(path.product)) })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/product/${path.product.slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pick(path.product));
      await expect(page.getByText(path.product.sku)).toBeVisible();
      await expectNoAxeViolations(page);

      // The same product page, loaded directly, is rendered by the server with its JSON-LD.
      const response = await page.goto(page.url());
      expect(response?.status()).toBe(200);
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
      ) as { '@type': string; sku: string };
      expect(jsonLd).toMatchObject({ '@type': 'Product', sku: path.product.sku });
      await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
        'href',
        /[?&]lang=ar$/,
      );
      // English, the default, lives at the plain URL; the canonical is this language's own URL.
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        'href',
        /\/product\/[^?]+$/,
      );
      // Inside a region the product keeps its one address as the canonical.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(
          `^https?://[^/]+/product/${path.product.slug}${lang === 'ar' ? '\\?lang=ar' : ''}$`,
        ),
      );
    });

    test('a search with a typo finds the product', async ({ page }) => {
      const response = await page.goto(`/search?q=${lang === 'ar' ? 'حلیب' : 'mlik'}`);
      expect(response?.status()).toBe(200);
      const first = page
        .getByRole('list', { name: lang === 'ar' ? 'النتائج' : 'Results' })
        .getByRole('listitem')
        .first();
      await expect(first).toContainText(lang === 'ar' ? 'حليب' : /milk/i);
      await expectNoAxeViolations(page);
    });

    test('a results page may be indexed under its query and page alone; an empty one may not', async ({
      page,
    }) => {
      await page.goto('/search?q=milk&sort=price_asc&page=2');
      const canonical = new URL(
        (await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '',
      );
      expect(`${canonical.pathname}${canonical.search}`).toBe(
        lang === 'ar' ? '/search?page=2&q=milk&lang=ar' : '/search?page=2&q=milk',
      );
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

      await page.goto('/search?q=zzzzqqqqxxxx');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    });

    test('a search without a match shows the empty state', async ({ page }) => {
      await page.goto('/search?q=zzzzqqqqxxxx');
      await expect(
        page.getByRole('heading', {
          level: 2,
          name: lang === 'ar' ? 'لا توجد نتائج لـ «zzzzqqqqxxxx»' : 'No results for “zzzzqqqqxxxx”',
        }),
      ).toBeVisible();
      await expect(
        page.getByRole('list', { name: lang === 'ar' ? 'النتائج' : 'Results' }),
      ).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test('an offer shows a ticking countdown', async ({ page }) => {
      const offers = await fromApi<Offer[]>('Offer');
      const running = offers.find(
        (offer) =>
          Date.parse(offer.startsAt) <= Date.now() &&
          Date.parse(offer.endsAt) > Date.now() + 60_000,
      );
      expect(running).toBeDefined();
      await page.goto(`/offers/${running!.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pick(running!));
      const timer = page.getByRole('timer').first();
      const before = await timer.textContent();
      await expect(timer).not.toHaveText(before ?? '', { timeout: 3_000 });
      await expect(
        page.getByRole('timer', { name: lang === 'ar' ? 'ينتهي بعد' : 'Ends in' }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('an offer that has not started counts down to its start, labelled', async ({ page }) => {
      const offers = await fromApi<Offer[]>('Offer');
      const upcoming = offers.find((offer) => Date.parse(offer.startsAt) > Date.now() + 60_000);
      expect(upcoming).toBeDefined();
      await page.goto(`/offers/${upcoming!.id}`);
      const startsIn = lang === 'ar' ? 'يبدأ بعد' : 'Starts in';
      await expect(page.getByText(startsIn, { exact: true })).toBeVisible();
      await expect(page.getByRole('timer', { name: startsIn })).toBeVisible();
    });

    test('a sold-out product says so and cannot be added', async ({ page }) => {
      let soldOut: ProductSummary | undefined;
      for (let p = 1; !soldOut && p <= 40; p += 1) {
        const result = await fromApi<ProductPage>(`Product?page=${p}&pageSize=48`);
        soldOut = result.items.find((item) => item.stockState === 'sold_out');
        if (p >= result.totalPages) break;
      }
      expect(soldOut).toBeDefined();
      await page.goto(`/product/${soldOut!.slug}`);
      const soldOutText = lang === 'ar' ? /نفدت الكمية/ : /Sold out/i;
      await expect(page.getByRole('button', { name: soldOutText })).toBeDisabled();
      await expectNoAxeViolations(page);
    });

    test('an unknown product slug is the 404 page with status 404', async ({ page }) => {
      const response = await page.goto('/product/no-such-product-slug');
      expect(response?.status()).toBe(404);
      await expect(page.getByTestId('not-found-path')).toContainText(
        '/product/no-such-product-slug',
      );
    });
  });
}

test('prices switch to the chosen currency', async ({ page }) => {
  await page.goto('/product/all');
  const firstPrice = page.getByRole('list', { name: 'All products' }).getByRole('listitem').first();
  await expect(firstPrice).toContainText('SAR');
  await page.getByRole('combobox', { name: /currency/i }).selectOption('USD');
  await expect(firstPrice).toContainText('$');
  await page.reload();
  await expect(firstPrice).toContainText('$');
});

test('the header search suggests from two letters typed, and on a results page once focused', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.pressSequentially('milk');
  const suggestion = page
    .getByRole('listbox', { name: 'Suggestions' })
    .getByRole('option', { name: /Wadi Farms Full Fat Milk 1 L/ });
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect(page).toHaveURL(/\/product\/wadi-farms-full-fat-milk/);

  // The results page fills the box with its query: focus and Down open its suggestions.
  await page.goto('/search?q=milk');
  const filled = page.getByRole('combobox', { name: 'Search products' });
  await expect(filled).toHaveValue('milk');
  await filled.focus();
  await expect(async () => {
    await filled.press('ArrowDown');
    await expect(
      page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first(),
    ).toBeVisible({ timeout: 500 });
  }).toPass();
});

test('robots.txt points at a sitemap index of pages and product files in both languages', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  const indexUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
  expect(indexUrl).toMatch(/\/sitemap\.xml$/);
  // A caller's Host header never reaches these publicly cached answers.
  for (const path of ['/robots.txt', '/sitemap.xml', '/sitemaps/pages.xml']) {
    const forged = await request.get(path, { headers: { host: 'evil.example' } });
    expect(await forged.text()).not.toContain('evil.example');
  }

  const index = await request.get(new URL(indexUrl!).pathname);
  expect(index.headers()['content-type']).toBe('application/xml; charset=utf-8');
  expect(index.headers()['cache-control']).toContain('public');
  const indexXml = await index.text();
  expect(indexXml).toContain('<sitemapindex');
  const files = [...indexXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(files[0]).toBe('/sitemaps/pages.xml');
  expect(files.slice(1)).toEqual(files.slice(1).map((_, i) => `/sitemaps/products/${i + 1}`));
  expect(files.length).toBeGreaterThan(1);

  const pages = await request.get('/sitemaps/pages.xml');
  expect(pages.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const pagesXml = await pages.text();
  expect(pagesXml).toContain('<urlset');
  expect(pagesXml).toMatch(/<loc>[^<]*\/offers<\/loc>/);
  expect(pagesXml).toMatch(/<loc>[^<]*\/brand\/\d+<\/loc>/);
  expect(pagesXml).toMatch(/<loc>[^<]*\/product\/all<\/loc>/);
  expect(pagesXml).not.toMatch(/\/product\/(?!all[<"?])/);

  // The best seller is in one of the product files, with its English and Arabic alternates.
  const known = (await fromApi<ProductPage>('Product?pageSize=1')).items[0]!;
  const productXml = (
    await Promise.all(files.slice(1).map(async (file) => (await request.get(file)).text()))
  ).find((xml) => xml.includes(`/product/${known.slug}<`));
  expect(productXml, known.slug).toBeDefined();
  const entry = productXml!.split('</url>').find((url) => url.includes(`/product/${known.slug}<`));
  expect(entry).toMatch(new RegExp(`hreflang="en" href="[^"]*/product/${known.slug}"`));
  expect(entry).toMatch(new RegExp(`hreflang="ar" href="[^"]*/product/${known.slug}\\?lang=ar"`));
  expect(entry).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod>/);

  for (const bad of [
    `/sitemaps/products/${files.length}`,
    '/sitemaps/products/0',
    '/sitemaps/products/x',
  ]) {
    expect((await request.get(bad)).status(), bad).toBe(404);
  }
});
