import { api } from '#api/store-api.ts';
import type { ContentPage, ContentPageSlug, FaqList } from '#content/content-schemas.ts';

/**
 * The public content calls of the store API (issue 16): the published FAQs and pages, the same
 * for every shopper (load them in the page's loader).
 */
export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET Faq`: published topics in order, each with its published questions. */
    getFaqs: build.query<FaqList, void>({
      query: () => ({ url: 'Faq' }),
      providesTags: [{ type: 'Content', id: 'faqs' }],
    }),
    /** `GET ContentPage/{slug}`: a published page; 404 for an unknown page or a draft. */
    getContentPage: build.query<ContentPage, ContentPageSlug>({
      query: (slug) => ({ url: `ContentPage/${encodeURIComponent(slug)}` }),
      providesTags: (_result, _error, slug) => [{ type: 'Content', id: slug }],
    }),
  }),
});

export const { useGetFaqsQuery, useGetContentPageQuery } = contentApi;
