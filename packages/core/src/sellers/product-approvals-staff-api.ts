import { api } from '#api/store-api.ts';
import type { ProductApprovalStatus } from '#sellers/seller-constants.ts';
import type {
  StaffProduct,
  StaffProductPage,
  StaffSellerSettings,
  StaffSellerUpdate,
} from '#sellers/seller-role-schemas.ts';

/**
 * Staff's product approval calls (issue 17, the back office): the sellers' products of one
 * status, the longest waiting first, and the decision (a rejection says why; 409
 * `invalid_transition` when another decision came first). Moderators and admins; a seller's
 * auto-approval is admins'.
 */
export const productApprovalsStaffApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaffProducts: build.query<
      StaffProductPage,
      { status?: ProductApprovalStatus; page?: number; pageSize?: number }
    >({
      query: (params) => ({ url: 'Staff/Product', params }),
      providesTags: ['Product'],
    }),
    decideProduct: build.mutation<
      StaffProduct,
      { id: number; decision: 'approve' | 'reject'; reason?: string }
    >({
      query: ({ id, decision, reason }) => ({
        url: `Staff/Product/${id}/${decision === 'approve' ? 'Approve' : 'Reject'}`,
        method: 'POST',
        ...(reason === undefined ? {} : { body: { reason } }),
      }),
      invalidatesTags: ['Product'],
    }),
    /** `PATCH Staff/Seller/{id}` (admins): whether the seller's new products skip approval. */
    updateStaffSeller: build.mutation<StaffSellerSettings, StaffSellerUpdate & { id: number }>({
      query: ({ id, ...body }) => ({ url: `Staff/Seller/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['SellerApplication'],
    }),
  }),
});

export const { useGetStaffProductsQuery, useDecideProductMutation, useUpdateStaffSellerMutation } =
  productApprovalsStaffApi;
