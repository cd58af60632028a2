import { api } from '#api/store-api.ts';
import type { OrderInvoice } from '#orders/order-schemas.ts';

/** The shopper's calls about a placed order beyond the checkout's (issue 15). */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET Order/{id}/Invoice`: the order's simplified tax invoice (404 for anyone else's). */
    getOrderInvoice: build.query<OrderInvoice, number>({
      query: (id) => `Order/${id}/Invoice`,
      providesTags: ['Order'],
    }),
  }),
});

export const { useGetOrderInvoiceQuery } = ordersApi;
