// The blog in English and Arabic (issue 16): the list, switched to a grid (the choice kept on
// the next visit), filtered by a category, then a post opened with its body, related posts and
// the products it mentions; its Article JSON-LD and hreflang at each language's slug; the RSS
// feed per language answers XML; axe clean. The demo posts of the seed.
import { expectDirection, inLanguage, languages } from './account-helpers';
import type { BlogPostPage } from '@shop/core/blog';
import { expect, expectNoAxeViolations, fromApi, hydrated, test } from './fixtures';

const demo = {
  en: {
    news: 'News',
    post: 'Two-hour express delivery reaches new cities',
    ramadan: 'A Ramadan breakfast in half an hour',
  },
  ar: {
    news: 'أخبار',
    post: 'التوصيل السريع خلال ساعتين في مدن جديدة',
    ramadan: 'تجهيز فطور رمضان في نصف ساعة',
  },
} as const;

for (const lang of languages) {
  test.describe(`the blog in ${lang}`, () => {
    const { t } = inLanguage(lang);

    test('list → grid (kept) → a category → a post, axe clean', async ({ page }) => {
      await page.goto('/');
      await hydrated(page);
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: t('common:footer.blog') })
        .click();
      await expect(page).toHaveURL(/\/blog/);
      await hydrated(page);
      await expectDirection(page, lang);
      await expect(
        page.getByRole('heading', { level: 1, name: t('content:blog.title') }),
      ).toBeVisible();
      const posts = page.getByRole('list', { name: t('content:blog.posts') });
      await expect(posts).toHaveAttribute('data-view', 'list');
      await expect(
        page.locator('link[rel="alternate"][type="application/rss+xml"]'),
      ).toHaveAttribute('href', new RegExp(`/blog/feed\\.xml\\?lang=${lang}$`));
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: t('content:blog.grid') }).click();
      await expect(posts).toHaveAttribute('data-view', 'grid');
      await page.reload();
      await expect(page.getByRole('list', { name: t('content:blog.posts') })).toHaveAttribute(
        'data-view',
        'grid',
      );
      await expect(page.getByRole('button', { name: t('content:blog.grid') })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      await page
        .getByRole('navigation', { name: t('content:blog.categories') })
        .getByRole('link', { name: demo[lang].news })
        .click();
      await expect(page).toHaveURL(/category=news/);
      await expect(page.getByRole('link', { name: demo[lang].post })).toBeVisible();
      await expect(page.getByRole('link', { name: demo[lang].ramadan })).toHaveCount(0);
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: demo[lang].post }).click();
      await expect(page.getByRole('heading', { level: 1, name: demo[lang].post })).toBeVisible();
      await expect(page.getByRole('heading', { name: t('content:blog.related') })).toBeVisible();
      const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
      expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
        '@type': 'Article',
        headline: demo[lang].post,
      });
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        'href',
        /\/blog\/express-delivery-in-two-hours$/,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
        'href',
        /\/blog\/%D8%.*\?lang=ar$/,
      );
      await expectNoAxeViolations(page);
    });

    test('a post mentioning products shows them; the feed answers RSS XML', async ({
      page,
      request,
    }) => {
      await page.goto(
        lang === 'ar'
          ? '/blog/preparing-a-ramadan-breakfast?lang=ar'
          : '/blog/preparing-a-ramadan-breakfast',
      );
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: demo[lang].ramadan })).toBeVisible();
      await expect(
        page.getByRole('list', { name: t('content:blog.products') }).getByRole('listitem'),
      ).toHaveCount(3);
      await expectNoAxeViolations(page);

      const feed = await request.get(`/blog/feed.xml?lang=${lang}`);
      expect(feed.status()).toBe(200);
      expect(feed.headers()['content-type']).toContain('application/rss+xml');
      const xml = await feed.text();
      expect(xml).toContain('<rss version="2.0"');
      expect(xml).toContain(`<language>${lang}</language>`);
      expect(xml).toContain(demo[lang].ramadan);
    });
  });
}

test('the sitemap lists the blog and every published post, each language at its own slug', async ({
  request,
}) => {
  const posts = await fromApi<BlogPostPage>('Blog?pageSize=24');
  const pages = await (await request.get('/sitemaps/pages.xml')).text();
  expect(pages).toContain('/blog</loc>');
  expect(posts.items.length).toBeGreaterThan(0);
  for (const post of posts.items) {
    expect(pages).toContain(`/blog/${encodeURIComponent(post.slugEn)}</loc>`);
    expect(pages).toContain(`/blog/${encodeURIComponent(post.slug)}?lang=ar"`);
  }
});
