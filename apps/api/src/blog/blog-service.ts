import {
  BLOG_RELATED_COUNT,
  type BlogCategory,
  type BlogCategoryRequest,
  type BlogPost,
  type BlogPostPage,
  type BlogPostRequest,
  type BlogPostState,
  type BlogPostSummary,
  type StaffBlogCategory,
  type StaffBlogPost,
  type StaffBlogPostPage,
} from '@shop/core/schemas';
import { and, asc, count, desc, eq, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { catalogChanged } from '#src/catalog/catalog-changed.ts';
import { renderMarkdown } from '#src/content/markdown.ts';
import type { Database } from '#src/db/database.ts';
import { blogCategories, blogPosts } from '#src/db/schema.ts';
import { ApiHttpError, notFound } from '#src/http/api-errors.ts';
import { summariesById, toSummary } from '#src/products/products-queries.ts';
import { recordStaffAction } from '#src/staff/staff-auth.ts';
import { isUniqueViolation } from '#src/db/unique-violation.ts';

// The blog (issue 16): shoppers read published posts, with Markdown rendered and sanitised by
// the one content renderer; staff write drafts, publish, unpublish and delete, each change in
// the audit record. The public reads are kept by the response cache, forgotten on every change.

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date === null ? null : date.toISOString());

type PostRow = typeof blogPosts.$inferSelect;
type CategoryRow = typeof blogCategories.$inferSelect;

const toCategory = (row: CategoryRow): BlogCategory => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  nameEn: row.nameEn,
});

const toPostSummary = (row: PostRow, category: CategoryRow): BlogPostSummary => ({
  id: row.id,
  slug: row.slug,
  slugEn: row.slugEn,
  title: row.title,
  titleEn: row.titleEn,
  excerpt: row.excerpt,
  excerptEn: row.excerptEn,
  coverImage: row.coverImage,
  coverAlt: row.coverAlt,
  coverAltEn: row.coverAltEn,
  author: row.author,
  authorEn: row.authorEn,
  category: toCategory(category),
  tags: row.tags,
  publishedAt: iso(row.publishedAt ?? row.createdAt),
  updatedAt: iso(row.updatedAt),
});

const published = isNotNull(blogPosts.publishedAt);

async function publishedPosts(
  db: Database,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset = 0,
): Promise<BlogPostSummary[]> {
  const rows = await db
    .select({ post: blogPosts, category: blogCategories })
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(and(published, where))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return rows.map((row) => toPostSummary(row.post, row.category));
}

const newestFirst = [desc(blogPosts.publishedAt), desc(blogPosts.id)];

/** `GET Blog`: a page of published posts, newest first, by category and tag; every category. */
export async function readPublishedPosts(
  db: Database,
  query: {
    page: number;
    pageSize: number;
    category?: string | undefined;
    tag?: string | undefined;
  },
): Promise<BlogPostPage> {
  const { page, pageSize, category, tag } = query;
  const filter = and(
    category === undefined ? undefined : eq(blogCategories.slug, category),
    tag === undefined ? undefined : sql`${blogPosts.tags} @> array[${tag}]::text[]`,
  );
  const [items, [counted], categories] = await Promise.all([
    publishedPosts(db, filter, newestFirst, pageSize, (page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(blogPosts)
      .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .where(and(published, filter)),
    db
      .select()
      .from(blogCategories)
      .orderBy(asc(blogCategories.position), asc(blogCategories.id))
      .limit(MAX_BLOG_CATEGORIES),
  ]);
  const total = counted?.n ?? 0;
  return {
    items,
    page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
    categories: categories.map(toCategory),
  };
}

/**
 * `GET Blog/{slug}`: a published post by its Arabic or English slug, its bodies rendered, the
 * posts sharing its category or tags (most shared first), the products it mentions; 404 else.
 */
export async function readPublishedPost(db: Database, slug: string): Promise<BlogPost> {
  const [row] = await db
    .select({ post: blogPosts, category: blogCategories })
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(and(published, or(eq(blogPosts.slug, slug), eq(blogPosts.slugEn, slug))))
    .limit(1);
  if (!row) throw notFound('Post', slug, 'params.slug');
  const { post, category } = row;
  // This post's tags, read in the statement (a JS array would become a list of parameters).
  const itsTags = sql`(select p.tags from blog_posts p where p.id = ${post.id})`;
  const shared = sql`(case when ${blogPosts.categoryId} = ${post.categoryId} then 1 else 0 end
    + cardinality(array(select unnest(${blogPosts.tags}) intersect select unnest(${itsTags}))))`;
  const [related, products] = await Promise.all([
    publishedPosts(
      db,
      and(
        ne(blogPosts.id, post.id),
        or(eq(blogPosts.categoryId, post.categoryId), sql`${blogPosts.tags} && ${itsTags}`),
      ),
      [desc(shared), ...newestFirst],
      BLOG_RELATED_COUNT,
    ),
    summariesById(db, post.productIds),
  ]);
  return {
    ...toPostSummary(post, category),
    bodyHtml: renderMarkdown(post.body),
    bodyHtmlEn: renderMarkdown(post.bodyEn),
    related,
    products: products.map(toSummary),
  };
}

// ── Staff ──────────────────────────────────────────────────────────────────────────────────

const toStaffPost = (row: PostRow): StaffBlogPost => ({
  id: row.id,
  slug: row.slug,
  slugEn: row.slugEn,
  title: row.title,
  titleEn: row.titleEn,
  excerpt: row.excerpt,
  excerptEn: row.excerptEn,
  body: row.body,
  bodyEn: row.bodyEn,
  coverImage: row.coverImage,
  coverAlt: row.coverAlt,
  coverAltEn: row.coverAltEn,
  author: row.author,
  authorEn: row.authorEn,
  categoryId: row.categoryId,
  tags: row.tags,
  productIds: row.productIds,
  publishedAt: isoOrNull(row.publishedAt),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/** `GET Staff/Blog`: a page of posts, drafts or published or both, most recently changed first. */
export async function readStaffPosts(
  db: Database,
  query: { page: number; pageSize: number; state?: BlogPostState | undefined },
): Promise<StaffBlogPostPage> {
  const { page, pageSize, state } = query;
  const filter =
    state === undefined
      ? undefined
      : state === 'published'
        ? published
        : isNull(blogPosts.publishedAt);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .where(filter)
      .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(blogPosts).where(filter),
  ]);
  const total = counted?.n ?? 0;
  return {
    items: rows.map(toStaffPost),
    page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
  };
}

/** `GET Staff/Blog/{id}`: one post as staff edit it, a draft or not; 404 for an unknown id. */
export async function readStaffPost(db: Database, id: number): Promise<StaffBlogPost> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  if (!row) throw notFound('Post', id, 'params.id');
  return toStaffPost(row);
}

const slugTaken = (field: string) =>
  new ApiHttpError(409, 'slug_taken', 'Another one has this slug already', field);

/**
 * Creates (`id` undefined) or updates a post, with its audit row. 409 `slug_taken` when either
 * slug is another post's (in either language: a slug names one post); 404 for a category unknown.
 */
export async function savePost(
  db: Database,
  staffId: number,
  id: number | undefined,
  request: BlogPostRequest,
): Promise<StaffBlogPost> {
  const values = { ...request, tags: [...new Set(request.tags)] };
  let row: PostRow;
  try {
    row = await db.transaction(async (tx) => {
      const [category] = await tx
        .select({ id: blogCategories.id })
        .from(blogCategories)
        .where(eq(blogCategories.id, values.categoryId));
      if (!category) throw notFound('Category', values.categoryId, 'body.categoryId');
      for (const [value, field] of [
        [values.slug, 'body.slug'],
        [values.slugEn, 'body.slugEn'],
      ] as const) {
        const [clash] = await tx
          .select({ id: blogPosts.id })
          .from(blogPosts)
          .where(
            and(
              or(eq(blogPosts.slug, value), eq(blogPosts.slugEn, value)),
              id === undefined ? undefined : ne(blogPosts.id, id),
            ),
          )
          .limit(1);
        if (clash) throw slugTaken(field);
      }
      const [saved] =
        id === undefined
          ? await tx.insert(blogPosts).values(values).returning()
          : await tx.update(blogPosts).set(values).where(eq(blogPosts.id, id)).returning();
      if (!saved) throw notFound('Post', id ?? 0, 'params.id');
      await recordStaffAction(tx, {
        staffId,
        action: id === undefined ? 'blog_post.create' : 'blog_post.update',
        subjectType: 'blog_post',
        subjectId: saved.id,
        detail: { slug: saved.slug, slugEn: saved.slugEn },
      });
      return saved;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken('body.slug');
    throw error;
  }
  if (row.publishedAt) catalogChanged(db);
  return toStaffPost(row);
}

/** Publishes (keeping its first date) or unpublishes a post, with its audit row. */
export async function publishPost(
  db: Database,
  staffId: number,
  id: number,
  on: boolean,
): Promise<StaffBlogPost> {
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .update(blogPosts)
      .set({ publishedAt: on ? sql`coalesce(${blogPosts.publishedAt}, now())` : null })
      .where(eq(blogPosts.id, id))
      .returning();
    if (!saved) throw notFound('Post', id, 'params.id');
    await recordStaffAction(tx, {
      staffId,
      action: `blog_post.${on ? 'publish' : 'unpublish'}`,
      subjectType: 'blog_post',
      subjectId: id,
    });
    return saved;
  });
  catalogChanged(db);
  return toStaffPost(row);
}

/** Deletes a post, with its audit row; 404 for an unknown id. */
export async function deletePost(db: Database, staffId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(blogPosts)
      .where(eq(blogPosts.id, id))
      .returning({ slug: blogPosts.slug, slugEn: blogPosts.slugEn });
    if (!gone) throw notFound('Post', id, 'params.id');
    await recordStaffAction(tx, {
      staffId,
      action: 'blog_post.delete',
      subjectType: 'blog_post',
      subjectId: id,
      detail: gone,
    });
  });
  catalogChanged(db);
}

// ── Categories (staff) ───────────────────────────────────────────────────────────────────────

/** The most categories the blog keeps (its filter is one row of links). */
export const MAX_BLOG_CATEGORIES = 50;

/** Every category in its order, with how many posts (drafts too) it holds: a short list. */
export async function readStaffCategories(db: Database): Promise<StaffBlogCategory[]> {
  const rows = await db
    .select({ category: blogCategories, posts: count(blogPosts.id) })
    .from(blogCategories)
    .leftJoin(blogPosts, eq(blogPosts.categoryId, blogCategories.id))
    .groupBy(blogCategories.id)
    .orderBy(asc(blogCategories.position), asc(blogCategories.id))
    .limit(MAX_BLOG_CATEGORIES);
  return rows.map(({ category, posts }) => ({
    ...toCategory(category),
    position: category.position,
    postCount: posts,
  }));
}

/**
 * Creates (`id` undefined) or updates a category, with its audit row. 409 `slug_taken` for a
 * slug another category has; 409 `blog_categories_full` past {@link MAX_BLOG_CATEGORIES}.
 */
export async function saveCategory(
  db: Database,
  staffId: number,
  id: number | undefined,
  request: BlogCategoryRequest,
): Promise<StaffBlogCategory> {
  try {
    await db.transaction(async (tx) => {
      if (id === undefined) {
        // Under the table's lock, so concurrent creations cannot pass the cap together.
        await tx.execute(sql`lock table ${blogCategories} in share row exclusive mode`);
        const [existing] = await tx.select({ n: count() }).from(blogCategories);
        if ((existing?.n ?? 0) >= MAX_BLOG_CATEGORIES) {
          const full = new ApiHttpError(
            409,
            'blog_categories_full',
            `The blog keeps at most ${MAX_BLOG_CATEGORIES} categories`,
          );
          full.errors[0]!.limit = MAX_BLOG_CATEGORIES;
          throw full;
        }
      }
      const [saved] =
        id === undefined
          ? await tx.insert(blogCategories).values(request).returning()
          : await tx
              .update(blogCategories)
              .set(request)
              .where(eq(blogCategories.id, id))
              .returning();
      if (!saved) throw notFound('Category', id ?? 0, 'params.id');
      await recordStaffAction(tx, {
        staffId,
        action: id === undefined ? 'blog_category.create' : 'blog_category.update',
        subjectType: 'blog_category',
        subjectId: saved.id,
        detail: { slug: saved.slug },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken('body.slug');
    throw error;
  }
  catalogChanged(db);
  const saved = (await readStaffCategories(db)).find((category) =>
    id === undefined ? category.slug === request.slug : category.id === id,
  );
  if (!saved) throw notFound('Category', id ?? request.slug, 'params.id');
  return saved;
}
