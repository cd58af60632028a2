import { api } from '#api/store-api.ts';
import type {
  StaffOrder,
  StaffOrderListQuery,
  StaffOrderPage,
  StaffOrderStatusRequest,
} from '#orders/order-schemas.ts';
import type { SellerLoginRequest, SellerSession } from '#sellers/seller-role-schemas.ts';
import type {
  StaffActionListQuery,
  StaffActionPage,
  StaffSession,
  StaffSignInRequest,
} from '#staff/staff-schemas.ts';

/**
 * The back office's calls (issue 17): staff and seller sign-in and sign-out, and the staff order
 * board. Every answer is the API's: which orders a member sees and which moves an order allows
 * (`StaffOrder.moves`) are never decided here.
 */
export const staffApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST Staff/SignIn`: 401 for a wrong e-mail or password, 429 when throttled. */
    staffSignIn: build.mutation<StaffSession, StaffSignInRequest>({
      query: (body) => ({ url: 'Staff/SignIn', method: 'POST', body }),
    }),
    /** `POST Seller/Login`: 401 for a wrong e-mail or password, 403 for a suspended seller. */
    sellerSignIn: build.mutation<SellerSession, SellerLoginRequest>({
      query: (body) => ({ url: 'Seller/Login', method: 'POST', body }),
    }),
    /** Ends the session at the API (the token stops working everywhere). */
    backOfficeSignOut: build.mutation<null, 'staff' | 'seller'>({
      query: (kind) => ({
        url: kind === 'staff' ? 'Staff/SignOut' : 'Seller/Logout',
        method: 'POST',
      }),
    }),
    /** `GET Staff/Order`: a page of the board, narrowed by its filters. */
    getStaffOrders: build.query<StaffOrderPage, StaffOrderListQuery>({
      query: (params) => ({ url: 'Staff/Order', params: { ...params } }),
      providesTags: ['Order'],
    }),
    /** `GET Staff/Order/{id}`: one order with its timeline, its shopper and its moves. */
    getStaffOrder: build.query<StaffOrder, number>({
      query: (id) => `Staff/Order/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    /** `GET Staff/Actions`: a page of the audit record (admins), newest first, searched. */
    getStaffActions: build.query<StaffActionPage, StaffActionListQuery>({
      query: (params) => ({ url: 'Staff/Actions', params }),
      providesTags: ['Order', 'Refund', 'Review', 'Question', 'SellerApplication'],
    }),
    /** `POST Staff/Order/{id}/Status`: 409 `order_status_conflict` when another move came first. */
    moveStaffOrder: build.mutation<StaffOrder, StaffOrderStatusRequest & { id: number }>({
      query: ({ id, ...body }) => ({ url: `Staff/Order/${id}/Status`, method: 'POST', body }),
      invalidatesTags: ['Order'],
    }),
  }),
});

export const {
  useStaffSignInMutation,
  useSellerSignInMutation,
  useBackOfficeSignOutMutation,
  useGetStaffOrdersQuery,
  useGetStaffOrderQuery,
  useMoveStaffOrderMutation,
  useGetStaffActionsQuery,
} = staffApi;
