import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import type { ApiClient, ApiResult, QueryParams, RequestOptions } from '#api/client.ts';
import { isSuccess } from '#api/client.ts';
import { sessionEnded } from '#customer/customer-slice.ts';

/** What the app's store passes as the thunk extra argument (see makeStore in the app). */
export interface StoreExtra {
  apiClient: ApiClient;
}

/** Arguments of an endpoint's `query`: a path, or a path with method, body and params. */
export type StoreQueryArgs =
  string | { url: string; method?: RequestOptions['method']; body?: unknown; params?: QueryParams };

/** A failed call as RTK Query sees it: the `{ value, status }` result of spec §3. */
export type StoreQueryError = ApiResult;

interface CustomerState {
  customer?: { token?: string | null };
  cart?: { cartId?: string | null };
  /** A back office's signed-in staff member or seller (`@shop/core/staff`). */
  backOffice?: { session?: { token?: string } | null };
}

/** The bearer token of whoever is signed in: the customer, or a back office's staff or seller. */
function tokenOf(state: CustomerState): string | null | undefined {
  return state.customer?.token || state.backOffice?.session?.token;
}

/**
 * Base query over {@link ApiClient}: 2xx becomes `data`, anything else `error` (`{ value, status }`);
 * the signed-in token (the customer's, or a back office's) is read from the store on every call.
 * A 401 to a call that carried the token means the API no longer knows it (revoked or expired):
 * the session ends ({@link sessionEnded}, which a back office's session follows too), so no
 * screen keeps showing stale or empty data as if signed in.
 */
export const storeBaseQuery: BaseQueryFn<
  StoreQueryArgs,
  unknown,
  StoreQueryError,
  object,
  { status: number }
> = async (args, { extra, getState, dispatch, signal }) => {
  const { apiClient } = extra as StoreExtra;
  const { url, ...options } = typeof args === 'string' ? { url: args } : args;
  const state = getState() as CustomerState;
  const token = tokenOf(state);
  const cartId = state.cart?.cartId;
  const result = await apiClient.request(url, { ...options, token, cartId, signal });
  // Once: calls that were under way with the same token answer 401 too.
  if (result.status === 401 && token && token === tokenOf(getState() as CustomerState))
    dispatch(sessionEnded());
  return isSuccess(result.status)
    ? { data: result.value, meta: { status: result.status } }
    : { error: result, meta: { status: result.status } };
};

/**
 * The one RTK Query API of the store. Every tag type is declared here; feature files add their
 * endpoints with `api.injectEndpoints` and export their hooks (STYLE.md).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: storeBaseQuery,
  tagTypes: [
    'ActivityType',
    'Store',
    'Region',
    'Brand',
    'Category',
    'Product',
    'Offer',
    'Currency',
    'Address',
    'Favorite',
    'Compare',
    'Notification',
    'Cart',
    'Checkout',
    'Order',
    'Refund',
    'Wallet',
    'Points',
    'PayoutDetails',
    'Review',
    'Question',
    'Complaint',
    'Content',
    'SellerApplication',
    'ContactMessage',
    'SiteSettings',
    'Coupon',
    'Slot',
  ],
  endpoints: () => ({}),
});
