// FAQs, About Us and the privacy policy in English and Arabic (issue 16): the FAQs searched as
// the shopper types and an answer opened from the keyboard, their FAQPage JSON-LD; About Us in
// the default layout and the privacy policy in its own reading layout, each in the language's
// direction, reached from the footer; axe clean on each page. The demo content of the seed.
import type { FaqList } from '@shop/core/content';
import { expectDirection, inLanguage, languages } from './account-helpers';
import { expect, expectNoAxeViolations, fromApi, hydrated, test } from './fixtures';

const searches = {
  // Upper case in English; in Arabic "اطلب" without the hamza of the question's "أطلب".
  en: {
    query: 'REFUND',
    question: 'How do I ask for a refund?',
    other: 'How do I track my order?',
  },
  ar: { query: 'اطلب استرداد', question: 'كيف أطلب استرداد مبلغ؟', other: 'كيف أتتبع طلبي؟' },
} as const;

for (const lang of languages) {
  test.describe(`content pages in ${lang}`, () => {
    const { t } = inLanguage(lang);

    test('the FAQs are searched as one types and an answer opens from the keyboard', async ({
      page,
    }) => {
      await page.goto('/faqs');
      await hydrated(page);
      await expectDirection(page, lang);
      await expect(
        page.getByRole('heading', { level: 1, name: t('content:faqs.title') }),
      ).toBeVisible();
      const { query, question, other } = searches[lang];
      await expect(page.getByRole('button', { name: other })).toBeVisible();
      await expectNoAxeViolations(page);

      const search = page.getByRole('searchbox', { name: t('content:faqs.searchLabel') });
      await search.pressSequentially(query);
      await expect(page.getByRole('button', { name: other })).toHaveCount(0);
      const button = page.getByRole('button', { name: question });
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      // Tab from the search box to the first question left, then Enter opens it, Space closes it.
      await search.focus();
      await page.keyboard.press('Tab');
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const answer = page.getByRole('region', { name: question });
      await expect(answer).toBeVisible();
      await expect(answer).toContainText(lang === 'ar' ? 'طلب استرداد' : 'Request a refund');
      await expectNoAxeViolations(page);
      await page.keyboard.press('Space');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(answer).toBeHidden();

      await search.fill('zzzz');
      await expect(page.getByText(t('content:faqs.noMatches', { query: 'zzzz' }))).toBeVisible();
    });

    test('the FAQs page carries FAQPage JSON-LD with the published questions', async ({ page }) => {
      await page.goto('/faqs');
      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
      const faqPage = scripts
        .map((text) => JSON.parse(text) as Record<string, unknown>)
        .find((data) => data['@type'] === 'FAQPage') as
        | { mainEntity: { '@type': string; name: string; acceptedAnswer: { text: string } }[] }
        | undefined;
      expect(faqPage).toBeDefined();
      const published = await fromApi<FaqList>('Faq');
      const questions = published.topics.flatMap((topic) =>
        topic.faqs.map((faq) => (lang === 'ar' ? faq.question : faq.questionEn)),
      );
      expect(faqPage!.mainEntity.map((entity) => entity.name)).toEqual(questions);
      expect(faqPage!.mainEntity[0]).toMatchObject({
        '@type': 'Question',
        acceptedAnswer: { '@type': 'Answer' },
      });
      expect(faqPage!.mainEntity[0]!.acceptedAnswer.text).not.toContain('<');
    });

    test('About Us renders in the default layout, the privacy policy in its own, both reachable from the footer', async ({
      page,
    }) => {
      await page.goto('/');
      await hydrated(page);
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: t('common:footer.aboutUs') }).click();
      await expect(page).toHaveURL(/\/about-us$/);
      await expectDirection(page, lang);
      await expect(
        page.getByRole('heading', { level: 1, name: lang === 'ar' ? 'من نحن' : 'About Us' }),
      ).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: lang === 'ar' ? 'قصتنا' : 'Our story' }),
      ).toBeVisible();
      // The default layout: navigation and footer.
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about-us/);
      await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveCount(1);
      await expectNoAxeViolations(page);

      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: t('common:footer.privacyPolicy') })
        .click();
      await expect(page).toHaveURL(/\/privacy-policy$/);
      await expectDirection(page, lang);
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: lang === 'ar' ? 'سياسة الخصوصية' : 'Privacy policy',
        }),
      ).toBeVisible();
      await expect(
        page.getByText(lang === 'ar' ? 'لا نبيع بياناتك أبدًا.' : 'We never sell your data.'),
      ).toBeVisible();
      // Its own layout: no footer, no cart; a way home.
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: t('content:page.backHome') }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('an unknown content page is the 404 page', async ({ page }) => {
      const answer = await page.goto('/about-us-not-here');
      expect(answer?.status()).toBe(404);
    });
  });
}

test('the sitemap lists the FAQs, About Us and the privacy policy', async ({ request }) => {
  const pages = await (await request.get('/sitemaps/pages.xml')).text();
  for (const path of ['/faqs', '/about-us', '/privacy-policy']) {
    expect(pages).toContain(`${path}</loc>`);
  }
});
