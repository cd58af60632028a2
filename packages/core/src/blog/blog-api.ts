import { api } from '#api/store-api.ts';
import type { BlogPost, BlogPostPage } from '#blog/blog-schemas.ts';

/** The query of `GET Blog`: page from 1, pageSize at most 24, category and tag slugs. */
export interface BlogPostsArgs {
  page?: number;
  pageSize?: number;
  category?: string;
  tag?: string;
}

/**
 * The public blog calls of the store API (issue 16): published posts, the same for every shopper
 * (load them in the page's loader).
 */
export const blogApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET Blog`: a page of published posts, newest first, by category and tag. */
    getBlogPosts: build.query<BlogPostPage, BlogPostsArgs>({
      query: (args) => ({ url: 'Blog', params: { ...args } }),
      providesTags: [{ type: 'Content', id: 'blog' }],
    }),
    /** `GET Blog/{slug}`: a published post by either language's slug; 404 else. */
    getBlogPost: build.query<BlogPost, string>({
      query: (slug) => ({ url: `Blog/${encodeURIComponent(slug)}` }),
      providesTags: (_result, _error, slug) => [{ type: 'Content', id: `blog:${slug}` }],
    }),
  }),
});

export const { useGetBlogPostsQuery, useGetBlogPostQuery } = blogApi;
