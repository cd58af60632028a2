import { publicOrigin } from '~/config.server';

/**
 * `robots.txt`: everything but the API proxy; where the sitemap is. Search results may be
 * crawled: a results page names its query alone as canonical, and an empty one is noindex.
 */
export function loader() {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    '',
    `Sitemap: ${publicOrigin()}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
