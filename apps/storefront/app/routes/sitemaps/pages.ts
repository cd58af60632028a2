import { activityTypesApi } from '@shop/core/activity-types';
import { blogApi } from '@shop/core/blog';
import { catalogApi } from '@shop/core/catalog';
import type { Route } from './+types/pages';
import { publicOrigin } from '~/config.server';
import { apiData } from '~/lib/api-data';
import { postEntry, urlEntry, urlSet } from '~/lib/sitemap-xml';

/**
 * `sitemaps/pages.xml`: every page but the products (they have files of their own): home,
 * listings, the information pages (FAQs, About Us, privacy policy, Contact Us), the API reference, activity types
 * and their regions, offers, the brands that sell something, the blog and its newest posts (each
 * language at its own slug).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [activityTypes, offers, brands, blog] = await Promise.all([
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
        blogApi.endpoints.getBlogPosts.initiate({ page: 1, pageSize: 24 }, { subscribe: false }),
      ),
    ),
  ]);
  const origin = publicOrigin();
  const paths = [
    '/',
    '/activity-types',
    '/product/all',
    '/offers',
    '/faqs',
    '/blog',
    '/about-us',
    '/privacy-policy',
    '/contact-us',
    '/doc',
    ...activityTypes.map((type) => `/activity-types/${type.id}`),
    ...activityTypes.map((type) => `/region/${type.id}`),
    ...offers.map((offer) => `/offers/${offer.id}`),
    ...brands.filter((brand) => brand.productCount > 0).map((brand) => `/brand/${brand.id}`),
  ];
  // A post has a slug per language: its entry names both pages as each other's alternates.
  const posts = blog.items.map((post) =>
    postEntry(
      origin,
      `/blog/${encodeURIComponent(post.slugEn)}`,
      `/blog/${encodeURIComponent(post.slug)}?lang=ar`,
      post.updatedAt,
    ),
  );
  return urlSet([...paths.map((path) => urlEntry(origin, path)), ...posts]);
}
