import { api } from '#api/store-api.ts';
import type { BlogPostState } from '#blog/blog-constants.ts';
import type {
  BlogPostRequest,
  StaffBlogCategory,
  StaffBlogPost,
  StaffBlogPostPage,
} from '#blog/blog-schemas.ts';

/** The query of `GET Staff/Blog`: page from 1, pageSize at most 100, drafts or published. */
export interface StaffBlogPostsArgs {
  page?: number;
  pageSize?: number;
  state?: BlogPostState;
}

/** Every staff blog call provides or invalidates this, with the shoppers' blog reads. */
const staffBlog = { type: 'Content', id: 'staff-blog' } as const;
const publicBlog = { type: 'Content', id: 'blog' } as const;

/**
 * The staff blog calls (issue 17, the back office; admin and moderator): posts with drafts, one
 * post as written, saving, publishing and unpublishing, and the categories to file them under.
 */
export const blogStaffApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET Staff/Blog`: a page of posts, drafts or published (`state`), last changed first. */
    getStaffBlogPosts: build.query<StaffBlogPostPage, StaffBlogPostsArgs>({
      query: (params) => ({ url: 'Staff/Blog', params: { ...params } }),
      providesTags: [staffBlog],
    }),
    /** `GET Staff/Blog/{id}`: one post, its Markdown in both languages. */
    getStaffBlogPost: build.query<StaffBlogPost, number>({
      query: (id) => ({ url: `Staff/Blog/${id}` }),
      providesTags: [staffBlog],
    }),
    /** `GET Staff/BlogCategory`: the categories in their order. */
    getStaffBlogCategories: build.query<StaffBlogCategory[], void>({
      query: () => ({ url: 'Staff/BlogCategory' }),
      providesTags: [staffBlog],
    }),
    /** `POST Staff/Blog` (a new draft) or `PUT Staff/Blog/{id}`. */
    saveStaffBlogPost: build.mutation<StaffBlogPost, { id?: number; body: BlogPostRequest }>({
      query: ({ id, body }) =>
        id === undefined
          ? { url: 'Staff/Blog', method: 'POST', body }
          : { url: `Staff/Blog/${id}`, method: 'PUT', body },
      invalidatesTags: [staffBlog, publicBlog],
    }),
    /** `POST Staff/Blog/{id}/Publish` or `…/Unpublish`. */
    publishStaffBlogPost: build.mutation<StaffBlogPost, { id: number; publish: boolean }>({
      query: ({ id, publish }) => ({
        url: `Staff/Blog/${id}/${publish ? 'Publish' : 'Unpublish'}`,
        method: 'POST',
      }),
      invalidatesTags: [staffBlog, publicBlog],
    }),
  }),
});

export const {
  useGetStaffBlogPostsQuery,
  useGetStaffBlogPostQuery,
  useGetStaffBlogCategoriesQuery,
  useSaveStaffBlogPostMutation,
  usePublishStaffBlogPostMutation,
} = blogStaffApi;
