import { api } from '#api/store-api.ts';
import type { OrderStatus } from '#checkout/order-constants.ts';
import type {
  SellerOrder,
  SellerOrderPage,
  SellerOrderStatusRequest,
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
    /** `GET Seller/Order`: the store's orders, newest first, of one status when given. */
    getSellerOrders: build.query<
      SellerOrderPage,
      { status?: OrderStatus; page?: number; pageSize?: number }
    >({
      query: (params) => ({ url: 'Seller/Order', params }),
      providesTags: ['Order'],
    }),
    getSellerOrder: build.query<SellerOrder, number>({
      query: (id) => `Seller/Order/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    /** Along the delivery only (`SellerOrder.moves`); 409 when another move came first. */
    moveSellerOrder: build.mutation<SellerOrder, SellerOrderStatusRequest & { id: number }>({
      query: ({ id, ...body }) => ({ url: `Seller/Order/${id}/Status`, method: 'POST', body }),
      invalidatesTags: ['Order'],
    }),
  }),
});

export const {
  useGetSellerStoreQuery,
  useUpdateSellerStoreMutation,
  useGetSellerProductsQuery,
  useSetSellerStockMutation,
  useGetSellerOrdersQuery,
  useGetSellerOrderQuery,
  useMoveSellerOrderMutation,
} = sellerApi;
