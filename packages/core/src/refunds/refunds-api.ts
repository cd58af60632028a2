import { api } from '#api/store-api.ts';
import type { PayoutDetailsAnswer, PayoutDetailsForm } from '#payout/payout-schemas.ts';
import type {
  Refund,
  RefundListQuery,
  RefundOptions,
  RefundPage,
  RefundRequest,
} from '#refunds/refund-schemas.ts';

/**
 * The shopper's refund and payout-details calls (issue 15). Amounts are the API's: a request
 * names lines and units only.
 */
export const refundsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET Refund?page=`: Refund History, newest first. */
    getRefunds: build.query<RefundPage, RefundListQuery | void>({
      query: (params) => ({ url: 'Refund', params: params ?? {} }),
      providesTags: ['Refund'],
    }),
    /** `GET Refund/Options?orderId=`: what of a delivered order can be refunded, and where to. */
    getRefundOptions: build.query<RefundOptions, number>({
      query: (orderId) => ({ url: 'Refund/Options', params: { orderId } }),
      providesTags: ['Refund', 'PayoutDetails'],
    }),
    /** `POST Refund`: asks for a refund (409 with the refusal's code). */
    requestRefund: build.mutation<Refund, RefundRequest>({
      query: (body) => ({ url: 'Refund', method: 'POST', body }),
      invalidatesTags: ['Refund'],
    }),
    /** `GET PayoutDetails`: the bank or PayPal details refunds of cash orders are paid to. */
    getPayoutDetails: build.query<PayoutDetailsAnswer, void>({
      query: () => 'PayoutDetails',
      providesTags: ['PayoutDetails'],
    }),
    /** `PUT PayoutDetails`: saves them (the same schema checks them on both sides). */
    savePayoutDetails: build.mutation<PayoutDetailsAnswer, PayoutDetailsForm>({
      query: (body) => ({ url: 'PayoutDetails', method: 'PUT', body }),
      invalidatesTags: ['PayoutDetails'],
    }),
  }),
});

export const {
  useGetRefundsQuery,
  useGetRefundOptionsQuery,
  useRequestRefundMutation,
  useGetPayoutDetailsQuery,
  useSavePayoutDetailsMutation,
} = refundsApi;
