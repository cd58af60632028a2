import { api } from '#api/store-api.ts';
import { cartApi } from '#cart/cart-api.ts';
import type {
  AppliedCoupon,
  CheckoutOptions,
  CheckoutQuote,
  CheckoutRequestInput,
  CouponCheckRequest,
  HoldSlotRequest,
  Order,
  OrderPage,
  PayOrderAnswer,
  PayOrderRequest,
  PlacedCheckout,
  SlotHold,
} from '#checkout/checkout-schemas.ts';

/**
 * The checkout's and orders' calls of the store API (issue 14). Every amount in their answers
 * is the API's; the requests carry the shopper's choices only.
 */
export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET Checkout/Options`: the basket brand's delivery speeds, the slots and the live hold. */
    getCheckoutOptions: build.query<CheckoutOptions, void>({
      query: () => 'Checkout/Options',
      providesTags: ['Checkout'],
    }),
    /** `POST Checkout/Hold`: holds a place of a slot for a few minutes (409 `slot_full`). */
    holdSlot: build.mutation<SlotHold, HoldSlotRequest>({
      query: (body) => ({ url: 'Checkout/Hold', method: 'POST', body }),
      invalidatesTags: ['Checkout'],
    }),
    /** `POST Checkout/Quote`: the order(s) as they would be placed, nothing written. */
    quoteCheckout: build.query<CheckoutQuote, CheckoutRequestInput>({
      query: (body) => ({ url: 'Checkout/Quote', method: 'POST', body }),
      providesTags: ['Checkout', 'Cart'],
    }),
    /**
     * `POST Checkout/Coupon`: the coupon and the discount it gives the basket (R8.27), or 422
     * `coupon_invalid` (R5.29); 429 after too many invalid codes.
     */
    checkCoupon: build.mutation<AppliedCoupon, CouponCheckRequest>({
      query: (body) => ({ url: 'Checkout/Coupon', method: 'POST', body }),
    }),
    /**
     * `POST Checkout/Place` with the shopper's `idempotencyKey` (made once per attempt and sent
     * again with every retry of it): the same key answers the same order(s), never a second.
     */
    placeOrder: build.mutation<PlacedCheckout, CheckoutRequestInput & { idempotencyKey: string }>({
      query: ({ idempotencyKey, ...body }) => ({
        url: 'Checkout/Place',
        method: 'POST',
        body,
        idempotencyKey,
      }),
      invalidatesTags: ['Order', 'Checkout'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        if (!(await queryFulfilled.catch(() => undefined))) return;
        // The basket became the order(s): the header's count and the slice follow.
        await dispatch(cartApi.endpoints.getCart.initiate(undefined, { forceRefetch: true }));
      },
    }),
    /**
     * `POST Order/{id}/Pay`: continue an order awaiting payment (R4.21) with this method: the
     * placement's orders, and the provider's page to go to, a "Pay in 4" refusal (R8.09), a
     * provider out of reach, or null (cash on delivery: placed).
     */
    payOrder: build.mutation<PayOrderAnswer, PayOrderRequest & { id: number }>({
      query: ({ id, ...body }) => ({ url: `Order/${id}/Pay`, method: 'POST', body }),
      invalidatesTags: ['Order'],
    }),
    /** `GET Order?page=&pageSize=`: the customer's orders, newest first. */
    getOrders: build.query<OrderPage, { page?: number; pageSize?: number }>({
      query: (params) => ({ url: 'Order', params }),
      providesTags: ['Order'],
    }),
    /** `GET Order/{id}`: one of the customer's orders (404 for anyone else's). */
    getOrder: build.query<Order, number>({
      query: (id) => `Order/${id}`,
      providesTags: ['Order'],
    }),
    /** `POST Order/{id}/Cancel`: while awaiting payment or placed (R4.21). */
    cancelOrder: build.mutation<Order, number>({
      query: (id) => ({ url: `Order/${id}/Cancel`, method: 'POST' }),
      invalidatesTags: ['Order', 'Checkout'],
    }),
  }),
});

export const {
  useGetCheckoutOptionsQuery,
  useHoldSlotMutation,
  useQuoteCheckoutQuery,
  useCheckCouponMutation,
  usePlaceOrderMutation,
  useGetOrdersQuery,
  useGetOrderQuery,
  useCancelOrderMutation,
  usePayOrderMutation,
} = checkoutApi;
