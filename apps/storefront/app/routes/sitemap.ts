import { activityTypesApi } from '@shop/core/activity-types';
import { catalogApi, MAX_PAGE_SIZE, type ProductSummary } from '@shop/core/catalog';
import type { Route } from './+types/sitemap';
import { publicOrigin } from '~/config.server';
import { apiData } from '~/lib/api-data';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * One <url> with its English and Arabic alternates: English, the default, at the plain URL;
 * Arabic with `lang=ar`.
 */
function entry(origin: string, path: string): string {
  const arabic = escapeXml(`${origin}${path}${path.includes('?') ? '&' : '?'}lang=ar`);
  return [
    '<url>',
    `<loc>${escapeXml(origin + path)}</loc>`,
    `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(origin + path)}"/>`,
    `<xhtml:link rel="alternate" hreflang="ar" href="${arabic}"/>`,
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + path)}"/>`,
    '</url>',
  ].join('');
}

/**
 * `sitemap.xml`: home, listings, activity types, offers, brands and every product. Products are
 * walked page by page through the API (fine for thousands; a sitemap index per product page is
 * the next step for a catalog of 100,000).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = publicOrigin(request);
  const [activityTypes, offers, first] = await Promise.all([
    apiData(context, (store) =>
      store.dispatch(
        activityTypesApi.endpoints.getActivityTypes.initiate(undefined, { subscribe: false }),
      ),
    ),
    apiData(context, (store) =>
      store.dispatch(catalogApi.endpoints.getOffers.initiate(undefined, { subscribe: false })),
    ),
    apiData(context, (store) =>
      store.dispatch(
        catalogApi.endpoints.getProducts.initiate(
          { page: 1, pageSize: MAX_PAGE_SIZE, sort: 'newest' },
          { subscribe: false },
        ),
      ),
    ),
  ]);
  const products: ProductSummary[] = [...first.items];
  for (let page = 2; page <= first.totalPages; page += 4) {
    const batch = await Promise.all(
      [page, page + 1, page + 2, page + 3]
        .filter((p) => p <= first.totalPages)
        .map((p) =>
          apiData(context, (store) =>
            store.dispatch(
              catalogApi.endpoints.getProducts.initiate(
                { page: p, pageSize: MAX_PAGE_SIZE, sort: 'newest' },
                { subscribe: false },
              ),
            ),
          ),
        ),
    );
    for (const result of batch) products.push(...result.items);
  }
  const paths = [
    '/',
    '/activity-types',
    '/product/all',
    '/offers',
    ...activityTypes.map((type) => `/region/${type.id}`),
    ...offers.map((offer) => `/offers/${offer.id}`),
    ...[...new Set(products.map((product) => product.brandId))].map((id) => `/brand/${id}`),
    ...products.map((product) => `/product/${encodeURIComponent(product.slug)}`),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${paths.map((path) => entry(origin, path)).join('\n')}\n</urlset>\n`;
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
