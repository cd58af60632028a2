import { api } from '#api/store-api.ts';
import type { MyReview, OwnReview, ReviewPage, ReviewRequest } from '#reviews/review-schemas.ts';

/**
 * The product reviews' calls of the store API (issue 15). The public page of a product's
 * approved reviews is the same for everyone; the shopper's own review and whether they may
 * write one are theirs alone (never in a public page's HTML: load them in the browser).
 */
export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET Product/{slug}/Reviews?page=&pageSize=`: approved reviews, newest first, with average and count. */
    getProductReviews: build.query<ReviewPage, { slug: string; page?: number; pageSize?: number }>({
      query: ({ slug, ...params }) => ({
        url: `Product/${encodeURIComponent(slug)}/Reviews`,
        params,
      }),
      providesTags: (_result, _error, { slug }) => [{ type: 'Review', id: slug }],
    }),
    /** `GET ProductReview/Mine?productId=`: whether the shopper may review it, and their review. */
    getMyReview: build.query<MyReview, number>({
      query: (productId) => ({ url: 'ProductReview/Mine', params: { productId } }),
      providesTags: (_result, _error, productId) => [{ type: 'Review', id: `mine-${productId}` }],
    }),
    /**
     * `POST ProductReview`: pending until a moderator approves it (R1.18); 403
     * `review_not_received`, 409 `review_exists`.
     */
    submitReview: build.mutation<OwnReview, ReviewRequest>({
      query: (body) => ({ url: 'ProductReview', method: 'POST', body }),
      invalidatesTags: (_result, _error, { productId }) => [
        { type: 'Review', id: `mine-${productId}` },
      ],
    }),
  }),
});

export const { useGetProductReviewsQuery, useGetMyReviewQuery, useSubmitReviewMutation } =
  reviewsApi;
