import { api } from '#api/store-api.ts';
import type {
  ProductQuestion,
  ProductQuestionPage,
  QuestionRequest,
} from '#questions/question-schemas.ts';

/**
 * The product questions' calls of the store API (issue 15, R1.19). Answered questions are
 * public; the shopper's own waiting ones are theirs alone (load them in the browser).
 */
export const questionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET Product/{slug}/Questions?page=&pageSize=`: answered questions, newest answer first. */
    getProductQuestions: build.query<
      ProductQuestionPage,
      { slug: string; page?: number; pageSize?: number }
    >({
      query: ({ slug, ...params }) => ({
        url: `Product/${encodeURIComponent(slug)}/Questions`,
        params,
      }),
      providesTags: (_result, _error, { slug }) => [{ type: 'Question', id: slug }],
    }),
    /** `GET ProductQuestion/Mine?productId=&page=`: the shopper's questions still waiting. */
    getMyQuestions: build.query<
      ProductQuestionPage,
      { productId: number; page?: number; pageSize?: number }
    >({
      query: (params) => ({ url: 'ProductQuestion/Mine', params }),
      providesTags: (_result, _error, { productId }) => [
        { type: 'Question', id: `mine-${productId}` },
      ],
    }),
    /** `POST ProductQuestion`: public once staff answer it; 409 `questions_full`, 429. */
    askQuestion: build.mutation<ProductQuestion, QuestionRequest>({
      query: (body) => ({ url: 'ProductQuestion', method: 'POST', body }),
      invalidatesTags: (_result, _error, { productId }) => [
        { type: 'Question', id: `mine-${productId}` },
      ],
    }),
  }),
});

export const { useGetProductQuestionsQuery, useGetMyQuestionsQuery, useAskQuestionMutation } =
  questionsApi;
