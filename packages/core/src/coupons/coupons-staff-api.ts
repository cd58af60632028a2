import { api } from '#api/store-api.ts';
import type {
  CouponCreate,
  CouponUpdate,
  StaffCoupon,
  StaffCouponDetail,
  StaffCouponListQuery,
  StaffCouponPage,
} from '#coupons/coupon-staff-schemas.ts';

/**
 * Coupons as staff run them (issue 17, admins): list with their usage, create, edit, pause and
 * resume (a paused coupon is refused at checkout), and one coupon with its uses.
 */
export const couponsStaffApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaffCoupons: build.query<StaffCouponPage, StaffCouponListQuery>({
      query: (params) => ({ url: 'Staff/Coupon', params: { ...params } }),
      providesTags: ['Coupon'],
    }),
    getStaffCoupon: build.query<StaffCouponDetail, { id: number; page?: number }>({
      query: ({ id, page }) => ({ url: `Staff/Coupon/${id}`, params: page ? { page } : {} }),
      providesTags: (_result, _error, { id }) => [{ type: 'Coupon', id }],
    }),
    /** 409 `coupon_code_taken` when another coupon has the code. */
    createCoupon: build.mutation<StaffCoupon, CouponCreate>({
      query: (body) => ({ url: 'Staff/Coupon', method: 'POST', body }),
      invalidatesTags: ['Coupon'],
    }),
    updateCoupon: build.mutation<StaffCoupon, CouponUpdate & { id: number }>({
      query: ({ id, ...body }) => ({ url: `Staff/Coupon/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['Coupon'],
    }),
    /** Pauses (`pause: true`) or resumes the coupon. */
    pauseCoupon: build.mutation<StaffCoupon, { id: number; pause: boolean }>({
      query: ({ id, pause }) => ({
        url: `Staff/Coupon/${id}/${pause ? 'Pause' : 'Resume'}`,
        method: 'POST',
      }),
      invalidatesTags: ['Coupon'],
    }),
  }),
});

export const {
  useGetStaffCouponsQuery,
  useGetStaffCouponQuery,
  useCreateCouponMutation,
  useUpdateCouponMutation,
  usePauseCouponMutation,
} = couponsStaffApi;
