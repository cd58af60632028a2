import { defaultLocale, type Locale } from '@shop/core/i18n';
import { LOCALE_QUERY_PARAM } from '@shop/core/locale';

export interface SeoProps {
  /** The page title (the shop front appends its name). */
  title: string;
  /** Meta description in the page's language. */
  description: string;
  /** The page's language. */
  lang: Locale;
  /** The shop front's public origin (`https://shop.example`), for absolute URLs. */
  origin: string;
  /** The address shown: its path and query (`location.pathname`, `location.search`). */
  pathname: string;
  search?: string;
  /** Structured data (schema.org) for this page, e.g. a Product. */
  jsonLd?: Record<string, unknown>;
  /** Keep out of search engines (forms, account pages, empty results). */
  noIndex?: boolean;
  /**
   * The query parameters that make this page what it is; the others (sorting, paging, filters)
   * are left out of the canonical and alternate URLs. Default: all of them.
   */
  canonicalParams?: readonly string[];
  /**
   * The page's own path when the same content has several addresses (a product inside a region
   * is also at `/product/{slug}`): the canonical and alternate URLs name it. Default: `pathname`.
   */
  canonicalPath?: string;
  /**
   * Each language's own path when they differ (a blog post has a slug per language): the
   * canonical and alternate URLs of a language name its path; x-default names English's.
   */
  alternatePaths?: Readonly<Record<Locale, string>>;
  /** More `<link rel="alternate">` (an RSS feed's autodiscovery). */
  feeds?: readonly { href: string; title: string }[];
}

/**
 * Title, description, canonical URL, `hreflang` alternates, Open Graph and JSON-LD of a page.
 * Each language has its own URL (English at the plain path, the default; Arabic at `?lang=ar`),
 * so the canonical is never another language's alternate. React 19 hoists these into `<head>`.
 *
 * @example
 * <Seo title="Milk · Souq" description="Fresh milk" lang="ar" origin="https://shop.example"
 *   pathname="/product/milk" search="?lang=ar" jsonLd={productJsonLd} />
 */
export function Seo({
  title,
  description,
  lang,
  origin,
  pathname,
  search = '',
  jsonLd,
  noIndex,
  canonicalParams,
  canonicalPath,
  alternatePaths,
  feeds,
}: SeoProps) {
  const urlFor = (target: Locale | null) => {
    const params = new URLSearchParams(search);
    params.delete(LOCALE_QUERY_PARAM);
    if (canonicalParams) {
      for (const name of [...params.keys()])
        if (!canonicalParams.includes(name)) params.delete(name);
    }
    params.sort();
    if (target && target !== defaultLocale) params.set(LOCALE_QUERY_PARAM, target);
    const query = params.toString();
    const path = alternatePaths ? alternatePaths[target ?? defaultLocale] : canonicalPath;
    return `${origin}${path ?? pathname}${query ? `?${query}` : ''}`;
  };

  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={urlFor(lang)} />
      <link rel="alternate" hrefLang="en" href={urlFor('en')} />
      <link rel="alternate" hrefLang="ar" href={urlFor('ar')} />
      <link rel="alternate" hrefLang="x-default" href={urlFor(null)} />
      {feeds?.map((feed) => (
        <link
          key={feed.href}
          rel="alternate"
          type="application/rss+xml"
          title={feed.title}
          href={`${origin}${feed.href}`}
        />
      ))}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:locale" content={lang === 'ar' ? 'ar_SA' : 'en_US'} />
      {jsonLd ? (
        <script
          type="application/ld+json"
          // JSON.stringify with "<" escaped cannot close the script element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
        />
      ) : null}
    </>
  );
}
