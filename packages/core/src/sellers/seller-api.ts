import { api } from '#api/store-api.ts';
import type { OrderStatus } from '#checkout/order-constants.ts';
import type { Category } from '#catalog/catalog-schemas.ts';
import type {
  SellerImageQuery,
  SellerMe,
  SellerOrder,
  SellerOrderPage,
  SellerOrderStatusRequest,
  SellerProduct,
  SellerProductCreate,
  SellerProductPage,
  SellerProductUpdate,
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
    /** `GET Seller/Me`: the seller, their store and its brands (with their currencies). */
    getSellerMe: build.query<SellerMe, void>({
      query: () => 'Seller/Me',
      providesTags: ['Store'],
    }),
    /** `GET Category`: the shared categories, where any brand may sell. */
    getSharedCategories: build.query<Category[], void>({
      query: () => 'Category',
      providesTags: ['Category'],
    }),
    getSellerProducts: build.query<
      SellerProductPage,
      { page?: number; pageSize?: number; q?: string }
    >({
      query: (params) => ({ url: 'Seller/Product', params }),
      providesTags: ['Product'],
    }),
    getSellerProduct: build.query<SellerProduct, number>({
      query: (id) => `Seller/Product/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    /** `POST Seller/Product`: waits for staff's approval unless the seller is on auto-approval. */
    createSellerProduct: build.mutation<SellerProduct, SellerProductCreate>({
      query: (body) => ({ url: 'Seller/Product', method: 'POST', body }),
      invalidatesTags: ['Product'],
    }),
    updateSellerProduct: build.mutation<SellerProduct, SellerProductUpdate & { id: number }>({
      query: ({ id, ...body }) => ({ url: `Seller/Product/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['Product'],
    }),
    /**
     * `POST Seller/Product/{id}/Image`: one picture (multipart, the part `file`); 409
     * `images_full` at the cap, 415 `upload_type` for anything but JPEG, PNG or WebP.
     */
    addSellerProductImage: build.mutation<
      SellerProduct,
      SellerImageQuery & { id: number; file: Blob; fileName?: string }
    >({
      query: ({ id, file, fileName, ...params }) => {
        const body = new FormData();
        body.append('file', file, fileName ?? (file as Partial<File>).name ?? 'picture');
        return { url: `Seller/Product/${id}/Image`, method: 'POST', params, body };
      },
      invalidatesTags: ['Product'],
    }),
    removeSellerProductImage: build.mutation<SellerProduct, { id: number; imageId: number }>({
      query: ({ id, imageId }) => ({
        url: `Seller/Product/${id}/Image/${imageId}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Product'],
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
  useGetSellerMeQuery,
  useGetSharedCategoriesQuery,
  useGetSellerProductsQuery,
  useGetSellerProductQuery,
  useCreateSellerProductMutation,
  useUpdateSellerProductMutation,
  useAddSellerProductImageMutation,
  useRemoveSellerProductImageMutation,
  useSetSellerStockMutation,
  useGetSellerOrdersQuery,
  useGetSellerOrderQuery,
  useMoveSellerOrderMutation,
} = sellerApi;
