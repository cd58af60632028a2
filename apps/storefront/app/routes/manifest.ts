import { localeOfRequest } from '@shop/core/locale';
import { createI18n, directionOf } from '@shop/core/i18n';
import type { Route } from './+types/manifest';

/** The web app manifest in the shopper's language (English and Arabic names), for install. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = localeOfRequest(request);
  const { t } = createI18n(lang);
  const manifest = {
    name: `${t('common:brand.name')} — ${t('common:brand.tagline')}`,
    short_name: t('common:brand.name'),
    description: t('home:metaDescription'),
    lang,
    dir: directionOf(lang),
    start_url: `/?lang=${lang}`,
    scope: '/',
    display: 'standalone',
    background_color: '#fbf8f1',
    theme_color: '#176236',
    icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any maskable' }],
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
      Vary: 'Cookie',
    },
  });
}
