import { catalogApi } from '@shop/core/catalog';
import type { Route } from './+types/products';
import { publicOrigin } from '~/config.server';
import { apiData } from '~/lib/api-data';
import { sitemapNotFound, urlEntry, urlSet } from '~/lib/sitemap-xml';

/** Highest page `GET ProductSlug` accepts (its `page` is at most 10,000; beyond is a 400). */
const MAX_PAGE = 10_000;

/**
 * `sitemaps/products/{n}`: the products of page n of `GET ProductSlug` (5,000 a page), each
 * with its last change. A page that is not a plain number, or past the last, is a 404.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const page = Number(params.page);
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE || String(page) !== params.page) {
    return sitemapNotFound();
  }
  const { items } = await apiData(context, (store) =>
    store.dispatch(catalogApi.endpoints.getProductSlugs.initiate({ page }, { subscribe: false })),
  );
  if (items.length === 0) return sitemapNotFound();
  const origin = publicOrigin();
  return urlSet(
    items.map((product) =>
      urlEntry(origin, `/product/${encodeURIComponent(product.slug)}`, product.updatedAt),
    ),
  );
}
