import { api } from '#api/store-api.ts';
import type {
  Brand,
  Category,
  Currency,
  Offer,
  OfferDetail,
  ProductDetail,
  ProductListQuery,
  ProductPage,
  ProductSlugPage,
  ProductSlugQuery,
  RegionTree,
  SearchQuery,
  SearchResult,
  Suggestion,
} from '#catalog/catalog-schemas.ts';

type Params = Record<string, string | number | boolean | undefined>;

/** The catalog calls of the store API (paths in the PascalCase style of spec §7). */
export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `GET Region?activityTypeId=`: countries → states → cities served for an activity type
     * (every served city without one).
     */
    getRegions: build.query<RegionTree, { activityTypeId?: number }>({
      query: (params) => ({ url: 'Region', params }),
      providesTags: ['Region'],
    }),
    /**
     * `GET Brand?activityTypeId=&cityId=`: brands of an activity type that serve a city
     * (without filters, every brand).
     */
    getBrands: build.query<Brand[], { activityTypeId?: number; cityId?: number }>({
      query: (params) => ({ url: 'Brand', params }),
      providesTags: ['Brand'],
    }),
    /** `GET Brand/{id}`. */
    getBrand: build.query<Brand, number>({
      query: (id) => `Brand/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Brand', id }],
    }),
    /** `GET Category?brandId=`: the brand's categories (and shared ones it uses). */
    getCategories: build.query<Category[], { brandId: number }>({
      query: (params) => ({ url: 'Category', params }),
      providesTags: ['Category'],
    }),
    /** `GET Product?…`: filtered, sorted, paged products. */
    getProducts: build.query<ProductPage, ProductListQuery>({
      query: (params) => ({ url: 'Product', params: params as Params }),
      providesTags: ['Product'],
    }),
    /** `GET Product/{slug}`: one product with related products. */
    getProduct: build.query<ProductDetail, string>({
      query: (slug) => `Product/${encodeURIComponent(slug)}`,
      providesTags: (_result, _error, slug) => [{ type: 'Product', id: slug }],
    }),
    /**
     * `GET ProductSlug?page=`: slug, brand and last change of every product, in id order,
     * PRODUCT_SLUG_PAGE_SIZE a page (for sitemaps).
     */
    getProductSlugs: build.query<ProductSlugPage, ProductSlugQuery>({
      query: (params) => ({ url: 'ProductSlug', params }),
      providesTags: ['Product'],
    }),
    /** `GET Offer`: current and upcoming offers. */
    getOffers: build.query<Offer[], void>({
      query: () => 'Offer',
      providesTags: ['Offer'],
    }),
    /** `GET Offer/{id}?page=`: one offer with a page of its products. */
    getOffer: build.query<OfferDetail, { id: number; page?: number }>({
      query: ({ id, page }) => ({ url: `Offer/${id}`, params: { page } }),
      providesTags: (_result, _error, { id }) => [{ type: 'Offer', id }],
    }),
    /** `GET Search?q=&…`: ranked, typo-tolerant results with facets. */
    search: build.query<SearchResult, SearchQuery>({
      query: (params) => ({ url: 'Search', params: params as Params }),
    }),
    /** `GET Search/Suggest?q=`: autocomplete suggestions. */
    suggest: build.query<Suggestion[], string>({
      query: (q) => ({ url: 'Search/Suggest', params: { q } }),
    }),
    /** `GET Currency`: the store currency and the ones prices can be shown in. */
    getCurrencies: build.query<Currency[], void>({
      query: () => 'Currency',
      providesTags: ['Currency'],
    }),
  }),
});

export const {
  useGetRegionsQuery,
  useGetBrandsQuery,
  useGetBrandQuery,
  useGetCategoriesQuery,
  useGetProductsQuery,
  useGetProductQuery,
  useGetProductSlugsQuery,
  useGetOffersQuery,
  useGetOfferQuery,
  useSearchQuery,
  useSuggestQuery,
  useGetCurrenciesQuery,
} = catalogApi;
