import { api } from '#api/store-api.ts';
import type { StoreDetails, StoreListQuery, StorePage } from '#stores/store-schemas.ts';

/** The public seller-store calls of the store API (issue 16): the same for every shopper. */
export const storesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET Store`: active stores, a page at a time, in display order. */
    getStores: build.query<StorePage, StoreListQuery | void>({
      query: (query) => ({ url: 'Store', params: { ...query } }),
      providesTags: [{ type: 'Store', id: 'list' }],
    }),
    /** `GET Store/{slug}`: an active store with its brands and cities; 404 otherwise. */
    getStore: build.query<StoreDetails, string>({
      query: (slug) => ({ url: `Store/${encodeURIComponent(slug)}` }),
      providesTags: (_result, _error, slug) => [{ type: 'Store', id: slug }],
    }),
  }),
});

export const { useGetStoresQuery, useGetStoreQuery } = storesApi;
