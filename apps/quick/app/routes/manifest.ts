import { directionOf } from '@shop/core/i18n-loader';
import { localeOfRequest } from '@shop/core/locale';
import { catalogApi } from '@shop/core/catalog';
import type { Route } from './+types/manifest';
import { requestStore } from '~/root';
import { brandId } from '~/config.server';

/** The web app manifest in the shopper's language: the shop installs as an app. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = localeOfRequest(request);
  const { data: brand } = await requestStore(context).dispatch(
    catalogApi.endpoints.getBrand.initiate(brandId, { subscribe: false }),
  );
  const name = (lang === 'ar' ? brand?.name : brand?.nameEn) ?? 'Quick';
  const manifest = {
    name,
    short_name: name,
    lang,
    dir: directionOf(lang),
    start_url: `/?lang=${lang}`,
    scope: '/',
    display: 'standalone',
    background_color: '#faf7ff',
    theme_color: '#5b21b6',
    icons: [{ src: '/logo.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any maskable' }],
  };
  return Response.json(manifest, { headers: { 'Content-Type': 'application/manifest+json' } });
}
