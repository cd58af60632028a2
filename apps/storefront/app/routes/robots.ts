import type { Route } from './+types/robots';
import { publicOrigin } from '~/config.server';

/** `robots.txt`: everything but search results and the API proxy; where the sitemap is. */
export function loader({ request }: Route.LoaderArgs) {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /search',
    'Disallow: /api/',
    '',
    `Sitemap: ${publicOrigin(request)}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
