import { api } from '#api/store-api.ts';
import type {
  ContentPageRequest,
  FaqRequest,
  FaqTopicRequest,
  MarkdownPreview,
  StaffContentPage,
  StaffContentPagePage,
  StaffFaq,
  StaffFaqPage,
  StaffFaqTopic,
  StaffFaqTopicPage,
} from '#content/content-schemas.ts';

/** The query of the staff content lists: page from 1, pageSize at most 100. */
export interface StaffContentListArgs {
  page?: number;
  pageSize?: number;
}

/** Every staff content call provides or invalidates this, with the shoppers' content reads. */
const staffContent = { type: 'Content', id: 'staff-content' } as const;
const publicFaqs = { type: 'Content', id: 'faqs' } as const;

/** The staff content resources: `Staff/FaqTopic`, `Staff/Faq`, `Staff/ContentPage`. */
export type StaffContentResource = 'FaqTopic' | 'Faq' | 'ContentPage';

/**
 * The staff content calls (issue 17, the back office; admin and moderator): FAQ topics and
 * questions, pages, each as written with drafts, saved, published and unpublished; and the
 * Markdown preview, rendered by the API exactly as shoppers will get it.
 */
export const contentStaffApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET Staff/FaqTopic`: topics in their order. */
    getStaffFaqTopics: build.query<StaffFaqTopicPage, StaffContentListArgs>({
      query: (params) => ({ url: 'Staff/FaqTopic', params: { ...params } }),
      providesTags: [staffContent],
    }),
    getStaffFaqTopic: build.query<StaffFaqTopic, number>({
      query: (id) => ({ url: `Staff/FaqTopic/${id}` }),
      providesTags: [staffContent],
    }),
    /** `GET Staff/Faq`: questions by topic and order, or one topic's (`topicId`). */
    getStaffFaqs: build.query<StaffFaqPage, StaffContentListArgs & { topicId?: number }>({
      query: (params) => ({ url: 'Staff/Faq', params: { ...params } }),
      providesTags: [staffContent],
    }),
    getStaffFaq: build.query<StaffFaq, number>({
      query: (id) => ({ url: `Staff/Faq/${id}` }),
      providesTags: [staffContent],
    }),
    /** `GET Staff/ContentPage`: pages, last changed first. */
    getStaffContentPages: build.query<StaffContentPagePage, StaffContentListArgs>({
      query: (params) => ({ url: 'Staff/ContentPage', params: { ...params } }),
      providesTags: [staffContent],
    }),
    getStaffContentPage: build.query<StaffContentPage, number>({
      query: (id) => ({ url: `Staff/ContentPage/${id}` }),
      providesTags: [staffContent],
    }),
    saveStaffFaqTopic: build.mutation<StaffFaqTopic, { id?: number; body: FaqTopicRequest }>({
      query: ({ id, body }) => saved('FaqTopic', id, body),
      invalidatesTags: [staffContent, publicFaqs],
    }),
    saveStaffFaq: build.mutation<StaffFaq, { id?: number; body: FaqRequest }>({
      query: ({ id, body }) => saved('Faq', id, body),
      invalidatesTags: [staffContent, publicFaqs],
    }),
    saveStaffContentPage: build.mutation<
      StaffContentPage,
      { id?: number; body: ContentPageRequest }
    >({
      query: ({ id, body }) => saved('ContentPage', id, body),
      invalidatesTags: (result) => [
        staffContent,
        ...(result ? [{ type: 'Content' as const, id: result.slug }] : []),
      ],
    }),
    /** `POST Staff/{resource}/{id}/Publish` or `…/Unpublish`. */
    publishStaffContent: build.mutation<
      StaffFaqTopic | StaffFaq | StaffContentPage,
      { resource: StaffContentResource; id: number; publish: boolean }
    >({
      query: ({ resource, id, publish }) => ({
        url: `Staff/${resource}/${id}/${publish ? 'Publish' : 'Unpublish'}`,
        method: 'POST',
      }),
      invalidatesTags: [staffContent, publicFaqs],
    }),
    /**
     * `POST Staff/Markdown/Preview`: the HTML shoppers would get (sanitised by the API). A
     * mutation, so each press of Preview asks again and nothing is kept.
     */
    previewMarkdown: build.mutation<MarkdownPreview, string>({
      query: (markdown) => ({ url: 'Staff/Markdown/Preview', method: 'POST', body: { markdown } }),
    }),
  }),
});

/** The call that creates (no `id`) or changes (`id`) a staff content row. */
function saved(resource: StaffContentResource, id: number | undefined, body: unknown) {
  return id === undefined
    ? { url: `Staff/${resource}`, method: 'POST' as const, body }
    : { url: `Staff/${resource}/${id}`, method: 'PUT' as const, body };
}

export const {
  useGetStaffFaqTopicsQuery,
  useGetStaffFaqTopicQuery,
  useGetStaffFaqsQuery,
  useGetStaffFaqQuery,
  useGetStaffContentPagesQuery,
  useGetStaffContentPageQuery,
  useSaveStaffFaqTopicMutation,
  useSaveStaffFaqMutation,
  useSaveStaffContentPageMutation,
  usePublishStaffContentMutation,
  usePreviewMarkdownMutation,
} = contentStaffApi;
