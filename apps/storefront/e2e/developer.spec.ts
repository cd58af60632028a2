// The developers' pages in English and Arabic (issue 16, R2.18, R2.30): the API reference at
// /doc, made from the API's OpenAPI document, and the diagnostics at /testApp, each in the
// developers' own layout (no shop navigation or footer), in the language's direction, axe clean.
import { expect, expectNoAxeViolations, hydrated, test } from './fixtures';
import { expectDirection, inLanguage, languages } from './account-helpers';

for (const lang of languages) {
  test.describe(`the developers' pages in ${lang}`, () => {
    const { t } = inLanguage(lang);

    test('/doc lists the shop front calls with their parameters and answers, and links the document', async ({
      page,
      request,
    }) => {
      // The reference is one long page (every shop front call with its tables): axe over all of
      // it takes most of a minute on these 2-core machines.
      test.slow();
      const answer = await page.goto('/doc');
      expect(answer?.status()).toBe(200);
      await hydrated(page);
      await expectDirection(page, lang);
      await expect(
        page.getByRole('heading', { level: 1, name: t('developer:doc.title') }),
      ).toBeVisible();
      // The developers' layout: its tabs, no shop footer.
      const tabs = page.getByRole('navigation', { name: t('developer:nav.label') });
      await expect(tabs.getByRole('link', { name: t('developer:nav.doc') })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByRole('contentinfo')).toHaveCount(0);

      const sections = page.getByRole('navigation', { name: t('developer:doc.sections') });
      await expect(sections.getByRole('link', { name: 'Catalog' })).toBeVisible();
      await expect(sections.getByRole('link', { name: 'Staff' })).toHaveCount(0);
      await expect(sections.getByRole('link', { name: 'Seller', exact: true })).toHaveCount(0);
      const product = page.getByRole('article', { name: 'GET /api/Product/{slug}', exact: true });
      await expect(
        product.getByRole('table', { name: t('developer:doc.parameters') }),
      ).toContainText('slug');
      await expect(product.getByText(t('developer:doc.signIn'))).toHaveCount(0);
      const orders = page.getByRole('article', { name: 'GET /api/Order', exact: true });
      await expect(orders.getByText(t('developer:doc.signIn'))).toBeVisible();
      // An answer's fields open from the keyboard.
      const fields = product
        .locator('summary')
        .filter({ hasText: t('developer:doc.answerFields', { status: '200' }) });
      await fields.focus();
      await page.keyboard.press('Enter');
      await expect(
        product.getByRole('table', { name: t('developer:doc.answerFields', { status: '200' }) }),
      ).toContainText('stockState');
      await expectNoAxeViolations(page);

      const href = await page
        .getByRole('link', { name: t('developer:doc.download') })
        .getAttribute('href');
      const document = await request.get(href!);
      expect(document.status()).toBe(200);
      expect(await document.json()).toMatchObject({ openapi: '3.1.0', paths: expect.any(Object) });
    });

    test('/testApp checks the app on this device and reaches the API', async ({ page }) => {
      await page.goto('/testApp');
      await hydrated(page);
      await expectDirection(page, lang);
      await expect(
        page.getByRole('heading', { level: 1, name: t('developer:testApp.title') }),
      ).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      const row = (label: string) =>
        page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
      await expect(row(t('developer:testApp.label.apiBrowser'))).toContainText(
        lang === 'ar' ? 'متاحة' : 'Reachable',
      );
      await expect(row(t('developer:testApp.label.apiServer'))).toContainText(
        lang === 'ar' ? 'متاحة' : 'Reachable',
      );
      await expect(row(t('developer:testApp.label.network'))).toContainText(
        t('developer:testApp.value.online'),
      );
      await expect(row(t('developer:testApp.label.language'))).toContainText(`(${lang})`);
      await expect(row(t('developer:testApp.label.build'))).not.toHaveText(
        t('developer:testApp.value.checking'),
      );
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: t('developer:testApp.checkAgain') }).click();
      await expect(
        page.getByRole('button', { name: t('developer:testApp.checkAgain') }),
      ).toBeEnabled();
      await expect(row(t('developer:testApp.label.apiBrowser'))).toContainText(
        lang === 'ar' ? 'متاحة' : 'Reachable',
      );
    });
  });
}
