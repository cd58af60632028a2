import { api } from '#api/store-api.ts';
import type { ModerationStatus } from '#reviews/review-constants.ts';
import type { OwnReview, StaffReviewPage } from '#reviews/review-schemas.ts';

/**
 * Moderators' review calls (issue 17, the back office): a queue by status, oldest first, and the
 * decision. A review another moderator decided first answers 409 `moderation_conflict`.
 */
export const reviewsStaffApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaffReviews: build.query<
      StaffReviewPage,
      { status?: ModerationStatus; page?: number; pageSize?: number }
    >({
      query: (params) => ({ url: 'Staff/Review', params }),
      providesTags: ['Review'],
    }),
    moderateReview: build.mutation<OwnReview, { id: number; to: 'approved' | 'rejected' }>({
      query: ({ id, to }) => ({
        url: `Staff/Review/${id}/${to === 'approved' ? 'Approve' : 'Reject'}`,
        method: 'POST',
      }),
      invalidatesTags: ['Review'],
    }),
  }),
});

export const { useGetStaffReviewsQuery, useModerateReviewMutation } = reviewsStaffApi;
