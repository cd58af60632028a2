import { activityTypesApi } from '@shop/core/activity-types';
import { catalogApi } from '@shop/core/catalog';
import { collectionsApi } from '@shop/core/collections';
import type { Route } from './+types/pages';
import { publicOrigin } from '~/config.server';
import { apiData } from '~/lib/api-data';
import { urlEntry, urlSet } from '~/lib/sitemap-xml';

/**
 * `sitemaps/pages.xml`: every page but the products (they have files of their own): home,
 * listings, the collections, the information pages (FAQs, About Us, privacy policy, Contact Us), the API reference, activity types
 * and their regions, offers, and the brands that sell something.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [activityTypes, offers, brands, collections] = await Promise.all([
    apiData(context, (store) =>
      store.dispatch(
        activityTypesApi.endpoints.getActivityTypes.initiate(undefined, { subscribe: false }),
      ),
    ),
    apiData(context, (store) =>
      store.dispatch(catalogApi.endpoints.getOffers.initiate(undefined, { subscribe: false })),
    ),
    apiData(context, (store) =>
      store.dispatch(catalogApi.endpoints.getBrands.initiate({}, { subscribe: false })),
    ),
    apiData(context, (store) =>
      store.dispatch(
        collectionsApi.endpoints.getCollections.initiate(undefined, { subscribe: false }),
      ),
    ),
  ]);
  const origin = publicOrigin();
  const paths = [
    '/',
    '/activity-types',
    '/product/all',
    '/offers',
    '/collections',
    '/faqs',
    '/about-us',
    '/privacy-policy',
    '/contact-us',
    '/doc',
    ...activityTypes.map((type) => `/activity-types/${type.id}`),
    ...activityTypes.map((type) => `/region/${type.id}`),
    ...offers.map((offer) => `/offers/${offer.id}`),
    ...collections.items.map((collection) => `/collections/${collection.slug}`),
    ...brands.filter((brand) => brand.productCount > 0).map((brand) => `/brand/${brand.id}`),
  ];
  return urlSet(paths.map((path) => urlEntry(origin, path)));
}
