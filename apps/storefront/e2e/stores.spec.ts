// Seller stores in English and Arabic (issue 16, R2.60, R2.61): from the footer to the stores
// list, one store's page with its rating, cities, brands and products (a category filter kept in
// the URL), its Store JSON-LD; a brand's page leads to its store; axe clean; the sitemap lists
// them. The demo gives each demo brand a store of its own.
import type { StoreDetails, StorePage } from '@shop/core/stores';
import { expectDirection, inLanguage, languages } from './account-helpers';
import { expect, expectNoAxeViolations, fromApi, hydrated, test } from './fixtures';

for (const lang of languages) {
  test.describe(`seller stores in ${lang}`, () => {
    const { t } = inLanguage(lang);
    const named = (item: { name: string; nameEn: string }) =>
      lang === 'ar' ? item.name : item.nameEn;

    test('the footer leads to the stores, and a store shows its brands, cities and products', async ({
      page,
    }) => {
      const stores = await fromApi<StorePage>('Store');
      const first = stores.items[0]!;
      const details = await fromApi<StoreDetails>(`Store/${first.slug}`);
      await page.goto('/');
      await hydrated(page);
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: t('common:footer.stores') })
        .click();
      await expect(page).toHaveURL(/\/stores$/);
      await expectDirection(page, lang);
      await expect(
        page.getByRole('heading', { level: 1, name: t('content:stores.title') }),
      ).toBeVisible();
      const list = page.getByRole('list', { name: t('content:stores.listLabel') });
      await expect(list.getByRole('article')).toHaveCount(stores.items.length);
      await expect(list.getByRole('heading', { level: 2 }).first()).toHaveText(named(first));
      await expect(
        list.getByText(t('content:stores.cities', { count: first.cityCount })).first(),
      ).toBeVisible();
      await expectNoAxeViolations(page);

      await list.getByRole('link', { name: named(first) }).click();
      await expect(page).toHaveURL(new RegExp(`/stores/${first.slug}$`));
      await expect(page.getByRole('heading', { level: 1, name: named(first) })).toBeVisible();
      const cities = page.getByRole('region', { name: t('content:stores.citiesHeading') });
      for (const city of details.cities) await expect(cities.getByText(named(city))).toBeVisible();
      const brands = page.getByRole('region', { name: t('content:stores.brandsHeading') });
      await expect(brands.getByRole('link', { name: named(details.brands[0]!) })).toBeVisible();
      const products = page.getByRole('region', { name: t('content:stores.productsHeading') });
      await expect(products.getByRole('link').first()).toBeVisible();
      await expectNoAxeViolations(page);

      // A category of the brand narrows the products, in the URL.
      const categories = page.getByRole('navigation', { name: t('pages:brand.categories') });
      const category = categories.getByRole('link').nth(1);
      const categoryName = ((await category.textContent()) ?? '').replace(/\s*\(\d+\)$/, '');
      await category.click();
      await expect(page).toHaveURL(/[?&]category=\d+/);
      await expect(page.getByRole('heading', { level: 2, name: categoryName })).toBeVisible();
    });

    test("a store's page carries Store JSON-LD, and its brand's page links to it", async ({
      page,
    }) => {
      const stores = await fromApi<StorePage>('Store');
      const first = stores.items[0]!;
      const details = await fromApi<StoreDetails>(`Store/${first.slug}`);
      await page.goto(`/stores/${first.slug}`);
      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
      const store = scripts
        .map((text) => JSON.parse(text) as Record<string, unknown>)
        .find((data) => data['@type'] === 'Store');
      expect(store).toMatchObject({
        name: named(first),
        url: expect.stringMatching(new RegExp(`/stores/${first.slug}$`)),
        areaServed: details.cities.map((city) => ({ '@type': 'City', name: named(city) })),
      });
      await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveCount(1);

      await page.goto(`/brand/${details.brands[0]!.id}`);
      await page.getByRole('link', { name: t('content:stores.visitStore') }).click();
      await expect(page).toHaveURL(new RegExp(`/stores/${first.slug}$`));
    });

    test('an unknown store is the 404 page', async ({ page }) => {
      expect((await page.goto('/stores/no-such-store'))?.status()).toBe(404);
      expect((await page.goto('/stores/NOT_A_SLUG'))?.status()).toBe(404);
    });
  });
}

test('the sitemap lists the stores', async ({ request }) => {
  const stores = await fromApi<StorePage>('Store');
  const pages = await (await request.get('/sitemaps/pages.xml')).text();
  expect(pages).toContain('/stores</loc>');
  for (const store of stores.items) expect(pages).toContain(`/stores/${store.slug}</loc>`);
});
