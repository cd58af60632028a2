import { activityTypesApi } from '@shop/core/activity-types';
import { blogApi } from '@shop/core/blog';
import { BLOG_MAX_PAGE_SIZE } from '@shop/core/schemas';
import { catalogApi } from '@shop/core/catalog';
import { collectionsApi } from '@shop/core/collections';
import { MAX_STORES_PAGE_SIZE, storesApi } from '@shop/core/stores';
import type { Route } from './+types/pages';
import { publicOrigin } from '~/config.server';
import { apiData } from '~/lib/api-data';
import { postEntry, urlEntry, urlSet } from '~/lib/sitemap-xml';

/** Every active store's slug, a page of the API at a time (at most 100 pages). */
async function allStoreSlugs(context: Route.LoaderArgs['context']): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1, pages = 1; page <= pages && page <= 100; page += 1) {
    const answer = await apiData(context, (store) =>
      store.dispatch(
        storesApi.endpoints.getStores.initiate(
          { page, pageSize: MAX_STORES_PAGE_SIZE },
          { subscribe: false },
        ),
      ),
    );
    slugs.push(...answer.items.map((item) => item.slug));
    pages = answer.totalPages;
  }
  return slugs;
}

/** Every published blog post (its slugs and date), a page of the API at a time (at most 100). */
async function allBlogPosts(context: Route.LoaderArgs['context']) {
  const posts: { slug: string; slugEn: string; updatedAt: string }[] = [];
  for (let page = 1, pages = 1; page <= pages && page <= 100; page += 1) {
    const answer = await apiData(context, (store) =>
      store.dispatch(
        blogApi.endpoints.getBlogPosts.initiate(
          { page, pageSize: BLOG_MAX_PAGE_SIZE },
          { subscribe: false },
        ),
      ),
    );
    posts.push(...answer.items);
    pages = answer.totalPages;
  }
  return posts;
}

/**
 * `sitemaps/pages.xml`: every page but the products (they have files of their own): home,
 * listings, the collections, the information pages (FAQs, About Us, privacy policy, Contact Us), the
 * API reference, the sellers' stores, activity types and their regions, offers, the brands that
 * sell something, the blog and every post (each language at its own slug).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [activityTypes, offers, brands, stores, collections, blog] = await Promise.all([
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
    allStoreSlugs(context),
    apiData(context, (store) =>
      store.dispatch(
        collectionsApi.endpoints.getCollections.initiate(undefined, { subscribe: false }),
      ),
    ),
    allBlogPosts(context),
  ]);
  const origin = publicOrigin();
  const paths = [
    '/',
    '/activity-types',
    '/product/all',
    '/offers',
    '/collections',
    '/faqs',
    '/blog',
    '/about-us',
    '/privacy-policy',
    '/contact-us',
    '/become-seller',
    '/doc',
    '/stores',
    ...stores.map((slug) => `/stores/${slug}`),
    ...activityTypes.map((type) => `/activity-types/${type.id}`),
    ...activityTypes.map((type) => `/region/${type.id}`),
    ...offers.map((offer) => `/offers/${offer.id}`),
    ...collections.items.map((collection) => `/collections/${collection.slug}`),
    ...brands.filter((brand) => brand.productCount > 0).map((brand) => `/brand/${brand.id}`),
  ];
  // A post has a slug per language: its entry names both pages as each other's alternates.
  const posts = blog.map((post) =>
    postEntry(
      origin,
      `/blog/${encodeURIComponent(post.slugEn)}`,
      `/blog/${encodeURIComponent(post.slug)}?lang=ar`,
      post.updatedAt,
    ),
  );
  return urlSet([...paths.map((path) => urlEntry(origin, path)), ...posts]);
}
