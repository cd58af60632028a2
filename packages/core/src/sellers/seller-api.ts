import { api } from '#api/store-api.ts';
import type {
  SellerProductPage,
  SellerStockAnswer,
  SellerStore,
  SellerStoreUpdate,
} from '#sellers/seller-role-schemas.ts';

/**
 * A seller's calls (issue 17, the back office), always within their own store: its profile,
 * its products and their stock. Another store's anything answers 404, a staff token 403.
 */
export const sellerApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSellerStore: build.query<SellerStore, void>({
      query: () => 'Seller/Store',
      providesTags: ['Store'],
    }),
    updateSellerStore: build.mutation<SellerStore, SellerStoreUpdate>({
      query: (body) => ({ url: 'Seller/Store', method: 'PATCH', body }),
      invalidatesTags: ['Store'],
    }),
    getSellerProducts: build.query<
      SellerProductPage,
      { page?: number; pageSize?: number; q?: string }
    >({
      query: (params) => ({ url: 'Seller/Product', params }),
      providesTags: ['Product'],
    }),
    /** `PUT Seller/Product/{id}/Stock`: the units left to sell (shoppers see it at once). */
    setSellerStock: build.mutation<SellerStockAnswer, { id: number; stockQuantity: number }>({
      query: ({ id, stockQuantity }) => ({
        url: `Seller/Product/${id}/Stock`,
        method: 'PUT',
        body: { stockQuantity },
      }),
      invalidatesTags: ['Product'],
    }),
  }),
});

export const {
  useGetSellerStoreQuery,
  useUpdateSellerStoreMutation,
  useGetSellerProductsQuery,
  useSetSellerStockMutation,
} = sellerApi;
