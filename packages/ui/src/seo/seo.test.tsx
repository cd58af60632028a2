import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { datesDetail } from '#testing/story-data.ts';
import { reviewPage } from '#testing/feedback-story-data.ts';
import { productJsonLd } from './product-json-ld.ts';
import { Seo } from './seo.tsx';

const base = { origin: 'https://shop.example', description: 'Fresh milk' };

function tags(html: string) {
  const doc = new DOMParser().parseFromString(`<head>${html}</head>`, 'text/html');
  const href = (selector: string) => doc.querySelector(selector)?.getAttribute('href');
  return {
    title: doc.querySelector('title')?.textContent,
    canonical: href('link[rel=canonical]'),
    en: href('link[hreflang=en]'),
    ar: href('link[hreflang=ar]'),
    fallback: href('link[hreflang=x-default]'),
    robots: doc.querySelector('meta[name=robots]')?.getAttribute('content') ?? null,
    ogLocale: doc.querySelector('meta[property="og:locale"]')?.getAttribute('content'),
    jsonLd: doc.querySelector('script[type="application/ld+json"]')?.textContent ?? null,
  };
}

describe('Seo', () => {
  it('gives each language its own URL: the canonical is the page language, sorting and paging left out', () => {
    const html = renderToStaticMarkup(
      <Seo
        {...base}
        title="Milk · Souq"
        lang="ar"
        pathname="/product/all"
        search="?page=2&lang=ar&category=4"
        canonicalParams={['category']}
      />,
    );
    expect(tags(html)).toMatchObject({
      title: 'Milk · Souq',
      canonical: 'https://shop.example/product/all?category=4&lang=ar',
      en: 'https://shop.example/product/all?category=4',
      ar: 'https://shop.example/product/all?category=4&lang=ar',
      fallback: 'https://shop.example/product/all?category=4',
      robots: null,
      ogLocale: 'ar_SA',
    });
  });

  it('names the canonical path and each language’s own path, and keeps private pages out', () => {
    const html = renderToStaticMarkup(
      <Seo
        {...base}
        title="Post"
        lang="en"
        pathname="/activity-types/active/1/1/1/1/product/milk"
        alternatePaths={{ en: '/blog/fresh-milk', ar: '/blog/حليب' }}
        noIndex
      />,
    );
    const seen = tags(html);
    expect(seen.canonical).toBe('https://shop.example/blog/fresh-milk');
    expect(decodeURI(seen.ar!)).toBe('https://shop.example/blog/حليب?lang=ar');
    expect(seen.robots).toBe('noindex');
    expect(seen.ogLocale).toBe('en_US');
  });

  it('writes structured data that cannot close its script element', () => {
    const html = renderToStaticMarkup(
      <Seo
        {...base}
        title="x"
        lang="en"
        pathname="/product/x"
        jsonLd={{ name: '</script><script>alert(1)</script>' }}
      />,
    );
    expect(html).not.toContain('</script><script>');
    expect(JSON.parse(tags(html).jsonLd!)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('productJsonLd', () => {
  const product = { ...datesDetail, price: 4250, currency: 'SAR', ratingCount: 0, rating: 0 };

  it("describes the product in the page's language, with its price in the currency's decimals", () => {
    const ld = productJsonLd(product, { lang: 'ar', origin: 'https://shop.example' });
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: datesDetail.name,
      description: datesDetail.description,
      brand: { name: datesDetail.brand.name },
      category: 'التمور',
      image: datesDetail.images.map((image) => `https://shop.example${image}`),
      offers: { price: '42.50', priceCurrency: 'SAR' },
    });
    expect(
      productJsonLd({ ...product, price: 859, currency: 'KWD' }, { lang: 'en', origin: '' }),
    ).toMatchObject({ name: datesDetail.nameEn, offers: { price: '0.859', priceCurrency: 'KWD' } });
  });

  it('has no rating before an approved review, then the rating and the reviews shown', () => {
    expect(productJsonLd(product, { lang: 'en', origin: '' })).not.toHaveProperty(
      'aggregateRating',
    );
    const rated = productJsonLd(
      { ...product, ratingCount: 2, rating: 4.25 },
      { lang: 'en', origin: '', reviews: reviewPage.items },
    );
    expect(rated).toMatchObject({
      aggregateRating: { ratingValue: '4.3', reviewCount: 2, bestRating: 5, worstRating: 1 },
    });
    expect(rated.review).toHaveLength(reviewPage.items.length);
  });
});
