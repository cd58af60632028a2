import { catalogApi } from '@shop/core/catalog';
import type { Route } from './+types/sitemap';
import { publicOrigin } from '~/config.server';
import { apiData } from '~/lib/api-data';
import { sitemapIndex } from '~/lib/sitemap-xml';

/**
 * `sitemap.xml`: a sitemap index (a file holds at most 50,000 URLs, the catalog may hold more)
 * of `/sitemaps/pages.xml` and one `/sitemaps/products/{n}` per page of `GET ProductSlug`.
 * The first page says how many there are (and is the one the first product file reads).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { totalPages } = await apiData(context, (store) =>
    store.dispatch(
      catalogApi.endpoints.getProductSlugs.initiate({ page: 1 }, { subscribe: false }),
    ),
  );
  const productFiles = Array.from({ length: totalPages }, (_, i) => `/sitemaps/products/${i + 1}`);
  return sitemapIndex(publicOrigin(), ['/sitemaps/pages.xml', ...productFiles]);
}
