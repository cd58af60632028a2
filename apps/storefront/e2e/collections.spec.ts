// Collection pages in English and Arabic (issue 16): from the home page's collections section
// to a curated collection and a rule collection, their products listed, the CollectionPage
// JSON-LD, the page's direction; an unknown collection is 404; axe clean. The seed's demo
// collections.
import { expectDirection, inLanguage, languages } from './account-helpers';
import type { CollectionDetail } from '@shop/core/collections';
import { expect, expectNoAxeViolations, fromApi, hydrated, test } from './fixtures';

const titles = {
  en: { picks: 'Our picks', dairy: 'Dairy essentials' },
  ar: { picks: 'اختياراتنا', dairy: 'أساسيات الألبان' },
} as const;

for (const lang of languages) {
  test.describe(`collections in ${lang}`, () => {
    const { t } = inLanguage(lang);

    test('the home page links to a collection, which lists its products', async ({ page }) => {
      await page.goto('/');
      await hydrated(page);
      await expectDirection(page, lang);
      const section = page.getByRole('list', { name: t('content:collections.homeHeading') });
      await expect(section).toBeVisible();
      await section.getByRole('link', { name: titles[lang].picks }).click();
      await expect(page).toHaveURL(/\/collections\/our-picks$/);
      await expect(page.getByRole('heading', { level: 1, name: titles[lang].picks })).toBeVisible();
      const products = page.getByRole('list', { name: t('content:collections.products') });
      await expect(products.getByRole('listitem').first()).toBeVisible();
      expect(await products.getByRole('listitem').count()).toBeGreaterThan(0);
      await expectDirection(page, lang);
      await expectNoAxeViolations(page);

      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const collectionPage = jsonLd
        .map((text) => JSON.parse(text) as Record<string, unknown>)
        .find((entry) => entry['@type'] === 'CollectionPage');
      expect(collectionPage).toMatchObject({
        name: titles[lang].picks,
        inLanguage: lang,
        mainEntity: { '@type': 'ItemList' },
      });
    });

    test('the collections page lists them; a rule collection lists its products', async ({
      page,
    }) => {
      await page.goto('/collections');
      await hydrated(page);
      await expect(
        page.getByRole('heading', { level: 1, name: t('content:collections.title') }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: titles[lang].dairy }).click();
      await expect(page).toHaveURL(/\/collections\/dairy-essentials$/);
      const products = page.getByRole('list', { name: t('content:collections.products') });
      await expect(products.getByRole('listitem').first()).toBeVisible();
      await expectNoAxeViolations(page);

      // Sorted by price, as the API sorts it; the page's address says so.
      await page.getByLabel(t('catalog:sort.label')).selectOption('price_asc');
      await expect(page).toHaveURL(/[?&]sort=price_asc/);
      const sorted = await fromApi<CollectionDetail>('Collection/dairy-essentials?sort=price_asc');
      const cheapest = sorted.products.items[0]!;
      await expect(products.getByRole('listitem').first()).toContainText(
        lang === 'ar' ? cheapest.name : cheapest.nameEn,
      );
    });

    test('an unknown collection is 404', async ({ page }) => {
      const response = await page.goto('/collections/no-such-collection');
      expect(response?.status()).toBe(404);
    });
  });
}
