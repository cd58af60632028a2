import { api } from '#api/store-api.ts';
import type { ProductQuestion, StaffQuestionPage } from '#questions/question-schemas.ts';

/**
 * Staff's product-question calls (issue 17, the back office): the unanswered questions, oldest
 * first; an answer makes one public, a rejection (moderators) hides it for good. A question
 * decided first by someone else answers 409 `moderation_conflict`.
 */
export const questionsStaffApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaffQuestions: build.query<StaffQuestionPage, { page?: number; pageSize?: number }>({
      query: (params) => ({ url: 'Staff/Question', params }),
      providesTags: ['Question'],
    }),
    answerQuestion: build.mutation<ProductQuestion, { id: number; answer: string }>({
      query: ({ id, answer }) => ({
        url: `Staff/Question/${id}/Answer`,
        method: 'POST',
        body: { answer },
      }),
      invalidatesTags: ['Question'],
    }),
    rejectQuestion: build.mutation<ProductQuestion, number>({
      query: (id) => ({ url: `Staff/Question/${id}/Reject`, method: 'POST' }),
      invalidatesTags: ['Question'],
    }),
  }),
});

export const { useGetStaffQuestionsQuery, useAnswerQuestionMutation, useRejectQuestionMutation } =
  questionsStaffApi;
