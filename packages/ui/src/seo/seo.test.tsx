import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
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
