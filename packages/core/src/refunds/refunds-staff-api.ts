import { api } from '#api/store-api.ts';
import type {
  ApproveRefundRequest,
  RefundDecisionNote,
  RefundPaidRequest,
  StaffRefund,
  StaffRefundListQuery,
  StaffRefundPage,
} from '#refunds/refund-schemas.ts';

/**
 * Staff's refund calls (issue 17, the back office): the waiting requests, oldest first, and the
 * decisions. Each decision answers the refund as it now stands; a decision another member made
 * first answers 409 `refund_status_conflict`, and an amount above what was asked
 * `refund_amount_exceeded` (the API keeps every refund of an order within what it captured).
 */
export const refundsStaffApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaffRefunds: build.query<StaffRefundPage, StaffRefundListQuery>({
      query: (params) => ({ url: 'Staff/Refund', params }),
      providesTags: ['Refund'],
    }),
    getStaffRefund: build.query<StaffRefund, number>({
      query: (id) => `Staff/Refund/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Refund', id }],
    }),
    /** All that was asked (no `amount`) or part of it, in minor units of the refund's currency. */
    approveRefund: build.mutation<StaffRefund, ApproveRefundRequest & { id: number }>({
      query: ({ id, ...body }) => ({ url: `Staff/Refund/${id}/Approve`, method: 'POST', body }),
      invalidatesTags: ['Refund', 'Order', 'Wallet'],
    }),
    rejectRefund: build.mutation<StaffRefund, RefundDecisionNote & { id: number }>({
      query: ({ id, ...body }) => ({ url: `Staff/Refund/${id}/Reject`, method: 'POST', body }),
      invalidatesTags: ['Refund'],
    }),
    /** A payout paid out by bank transfer or PayPal, with its reference. */
    markRefundPaid: build.mutation<StaffRefund, RefundPaidRequest & { id: number }>({
      query: ({ id, ...body }) => ({ url: `Staff/Refund/${id}/Paid`, method: 'POST', body }),
      invalidatesTags: ['Refund'],
    }),
    /** A refund the provider refused or never answered, sent again (same idempotency key). */
    retryRefund: build.mutation<StaffRefund, RefundDecisionNote & { id: number }>({
      query: ({ id, ...body }) => ({ url: `Staff/Refund/${id}/Retry`, method: 'POST', body }),
      invalidatesTags: ['Refund'],
    }),
  }),
});

export const {
  useGetStaffRefundsQuery,
  useGetStaffRefundQuery,
  useApproveRefundMutation,
  useRejectRefundMutation,
  useMarkRefundPaidMutation,
  useRetryRefundMutation,
} = refundsStaffApi;
