import { z } from 'zod';
import { pageSchema, productSummarySchema } from '#catalog/catalog-schemas.ts';
import {
  BLOG_AUTHOR_MAX,
  BLOG_BODY_MAX,
  BLOG_DEFAULT_PAGE_SIZE,
  BLOG_EXCERPT_MAX,
  BLOG_MAX_PAGE_SIZE,
  BLOG_MAX_PRODUCTS,
  BLOG_MAX_TAGS,
  BLOG_RELATED_COUNT,
  BLOG_TITLE_MAX,
  blogPostStates,
} from '#blog/blog-constants.ts';

export * from '#blog/blog-constants.ts';

// The blog (issue 16): posts staff write in both languages, each with its own slug per language,
// a category, tags and the products it mentions. Arabic in `title`/`slug`/`excerpt`…, English
// in the `…En` field, like the catalog. Bodies are Markdown; the public reads carry sanitised HTML.

const id = z.number().int().positive();
const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

const text = (max: number) =>
  z
    .string({ error: 'validation:fieldRequired' })
    .trim()
    .min(1, 'validation:fieldRequired')
    .max(max, 'validation:tooLong');

/** Lower-case ASCII words joined by single hyphens (categories, tags, English slugs). */
const asciiSlug = z
  .string()
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
/**
 * A post's slug in one language: letters (Arabic too) and digits in words joined by single
 * hyphens; no spaces, slashes or punctuation.
 */
export const blogSlugSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[\p{Ll}\p{Lo}\p{Nd}\p{Mn}]+(?:-[\p{Ll}\p{Lo}\p{Nd}\p{Mn}]+)*$/u);

/** An image path on this site or an https URL. */
const imageUrl = z
  .string()
  .max(500)
  .regex(/^(\/[A-Za-z0-9._~%/-]+|https:\/\/[^\s"'<>]+)$/);

// ── Public reads ─────────────────────────────────────────────────────────────────────────────

export const blogCategorySchema = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  nameEn: z.string(),
});
export type BlogCategory = z.infer<typeof blogCategorySchema>;

/** A published post as a list shows it (no body). */
export const blogPostSummarySchema = z.object({
  id,
  slug: z.string(),
  slugEn: z.string(),
  title: z.string(),
  titleEn: z.string(),
  excerpt: z.string(),
  excerptEn: z.string(),
  coverImage: z.string(),
  coverAlt: z.string(),
  coverAltEn: z.string(),
  author: z.string(),
  authorEn: z.string(),
  category: blogCategorySchema,
  tags: z.array(z.string()),
  publishedAt: z.string(),
  updatedAt: z.string(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/** `GET Blog`: a page of published posts, newest first, with every category (for the filters). */
export const blogPostPageSchema = pageSchema(blogPostSummarySchema).extend({
  categories: z.array(blogCategorySchema),
});
export type BlogPostPage = z.infer<typeof blogPostPageSchema>;

/** `GET Blog/{slug}`: a published post, its body as sanitised HTML, related posts, products. */
export const blogPostSchema = blogPostSummarySchema.extend({
  bodyHtml: z.string(),
  bodyHtmlEn: z.string(),
  related: z.array(blogPostSummarySchema).max(BLOG_RELATED_COUNT),
  products: z.array(productSummarySchema).max(BLOG_MAX_PRODUCTS),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** Query of `GET Blog`. */
export const blogListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(BLOG_MAX_PAGE_SIZE).default(BLOG_DEFAULT_PAGE_SIZE),
  category: asciiSlug.optional(),
  tag: asciiSlug.optional(),
});
export type BlogListQuery = z.input<typeof blogListQuerySchema>;

export const blogSlugParamsSchema = z.strictObject({ slug: blogSlugSchema });

// ── Staff ──────────────────────────────────────────────────────────────────────────────────

export const blogIdParamsSchema = z.strictObject({ id: positiveId });

/** Query of `GET Staff/Blog`: drafts and published, or one of them, most recently changed first. */
export const staffBlogListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  state: z.enum(blogPostStates).optional(),
});
export type StaffBlogListQuery = z.input<typeof staffBlogListQuerySchema>;

/** Body of `POST Staff/Blog` and `PUT Staff/Blog/{id}` (a new post is a draft). */
export const blogPostRequestSchema = z.strictObject({
  slug: blogSlugSchema,
  slugEn: asciiSlug,
  title: text(BLOG_TITLE_MAX),
  titleEn: text(BLOG_TITLE_MAX),
  excerpt: text(BLOG_EXCERPT_MAX),
  excerptEn: text(BLOG_EXCERPT_MAX),
  body: text(BLOG_BODY_MAX),
  bodyEn: text(BLOG_BODY_MAX),
  coverImage: imageUrl,
  coverAlt: text(BLOG_TITLE_MAX),
  coverAltEn: text(BLOG_TITLE_MAX),
  author: text(BLOG_AUTHOR_MAX),
  authorEn: text(BLOG_AUTHOR_MAX),
  categoryId: positiveId,
  tags: z.array(asciiSlug).max(BLOG_MAX_TAGS).default([]),
  productIds: z.array(positiveId).max(BLOG_MAX_PRODUCTS).default([]),
});
export type BlogPostRequest = z.infer<typeof blogPostRequestSchema>;

/** The most characters of a blog category's name. */
export const BLOG_CATEGORY_NAME_MAX = 60;

/** Body of `POST Staff/BlogCategory` and `PUT Staff/BlogCategory/{id}`. */
export const blogCategoryRequestSchema = z.strictObject({
  slug: asciiSlug,
  name: text(BLOG_CATEGORY_NAME_MAX),
  nameEn: text(BLOG_CATEGORY_NAME_MAX),
  position: z.number().int().min(0).max(10_000).default(0),
});
export type BlogCategoryRequest = z.infer<typeof blogCategoryRequestSchema>;

/** A category as staff see it: with its order and how many posts (drafts too) are in it. */
export const staffBlogCategorySchema = blogCategorySchema.extend({
  position: z.number().int().nonnegative(),
  postCount: z.number().int().nonnegative(),
});
export type StaffBlogCategory = z.infer<typeof staffBlogCategorySchema>;

/** A post as staff see it: the Markdown they wrote, drafts too. */
export const staffBlogPostSchema = z.object({
  id,
  slug: z.string(),
  slugEn: z.string(),
  title: z.string(),
  titleEn: z.string(),
  excerpt: z.string(),
  excerptEn: z.string(),
  body: z.string(),
  bodyEn: z.string(),
  coverImage: z.string(),
  coverAlt: z.string(),
  coverAltEn: z.string(),
  author: z.string(),
  authorEn: z.string(),
  categoryId: id,
  tags: z.array(z.string()),
  productIds: z.array(id),
  /** Null while a draft. */
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffBlogPost = z.infer<typeof staffBlogPostSchema>;
export const staffBlogPostPageSchema = pageSchema(staffBlogPostSchema);
export type StaffBlogPostPage = z.infer<typeof staffBlogPostPageSchema>;
