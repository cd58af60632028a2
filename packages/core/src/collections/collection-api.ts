import { api } from '#api/store-api.ts';
import type { ApiProductSort } from '#catalog/catalog-constants.ts';
import type { CollectionDetail, CollectionPage } from '#collections/collection-schemas.ts';

export interface CollectionArgs {
  slug: string;
  page?: number | undefined;
  sort?: ApiProductSort | undefined;
}

/**
 * The public collection calls (issue 16): the published collections and one with a page of its
 * products, the same for every shopper (load them in the page's loader).
 */
export const collectionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET Collection`: a page of the published collections, in order. */
    getCollections: build.query<CollectionPage, { page?: number | undefined } | void>({
      query: (args) => ({
        url: 'Collection',
        params: { page: args?.page ?? 1, pageSize: 50 },
      }),
      providesTags: [{ type: 'Content', id: 'collections' }],
    }),
    /** `GET Collection/{slug}`: a published collection and a page of its products; 404 else. */
    getCollection: build.query<CollectionDetail, CollectionArgs>({
      query: ({ slug, page, sort }) => ({
        url: `Collection/${encodeURIComponent(slug)}`,
        params: { page: page ?? 1, ...(sort === undefined ? {} : { sort }) },
      }),
      providesTags: (_result, _error, { slug }) => [{ type: 'Content', id: `collection:${slug}` }],
    }),
  }),
});

export const { useGetCollectionsQuery, useGetCollectionQuery } = collectionsApi;
