// The bounds of the blog (issue 16), without zod: the back office's forms count against them,
// and the schemas in blog-schemas.ts enforce them.

export const BLOG_TITLE_MAX = 160;
export const BLOG_EXCERPT_MAX = 400;
export const BLOG_BODY_MAX = 60_000;
export const BLOG_AUTHOR_MAX = 80;
export const BLOG_MAX_TAGS = 10;
export const BLOG_MAX_PRODUCTS = 12;
/** The largest page `GET Blog` answers, and its default. */
export const BLOG_MAX_PAGE_SIZE = 24;
export const BLOG_DEFAULT_PAGE_SIZE = 9;
/** Related posts on a post's page. */
export const BLOG_RELATED_COUNT = 3;

/** A post's state as the staff list filters it: a draft (`publishedAt` null) or published. */
export const blogPostStates = ['draft', 'published'] as const;
export type BlogPostState = (typeof blogPostStates)[number];
