// The XML of the sitemaps (sitemaps.org protocol): an index of files, and files of <url>s that
// each carry their English and Arabic alternates.

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** How long crawlers and proxies may reuse a sitemap file. */
const SITEMAP_CACHE_CONTROL = 'public, max-age=3600';

/**
 * One <url> with its English and Arabic alternates: English, the default, at the plain URL;
 * Arabic with `lang=ar`. `lastmod` is an ISO 8601 instant, when known.
 */
export function urlEntry(origin: string, path: string, lastmod?: string): string {
  const arabic = escapeXml(`${origin}${path}${path.includes('?') ? '&' : '?'}lang=ar`);
  return [
    '<url>',
    `<loc>${escapeXml(origin + path)}</loc>`,
    lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '',
    `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(origin + path)}"/>`,
    `<xhtml:link rel="alternate" hreflang="ar" href="${arabic}"/>`,
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + path)}"/>`,
    '</url>',
  ].join('');
}

/** One <url> of a page whose languages have different paths (a blog post's slug per language). */
export function postEntry(origin: string, enPath: string, arPath: string, lastmod: string): string {
  const en = escapeXml(origin + enPath);
  const ar = escapeXml(origin + arPath);
  return [
    '<url>',
    `<loc>${en}</loc>`,
    `<lastmod>${escapeXml(lastmod)}</lastmod>`,
    `<xhtml:link rel="alternate" hreflang="en" href="${en}"/>`,
    `<xhtml:link rel="alternate" hreflang="ar" href="${ar}"/>`,
    `<xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>`,
    '</url>',
  ].join('');
}

/** A sitemap file (`<urlset>`) of entries made by {@link urlEntry}. */
export function urlSet(entries: readonly string[]): Response {
  return xmlResponse(
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>`,
  );
}

/** A sitemap index (`<sitemapindex>`) of the sitemap files at `origin` + each path. */
export function sitemapIndex(origin: string, paths: readonly string[]): Response {
  const entries = paths.map((path) => `<sitemap><loc>${escapeXml(origin + path)}</loc></sitemap>`);
  return xmlResponse(
    `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>`,
  );
}

function xmlResponse(body: string): Response {
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': SITEMAP_CACHE_CONTROL,
    },
  });
}

/** The 404 of a sitemap file that does not exist (an unknown or out-of-range page). */
export function sitemapNotFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
