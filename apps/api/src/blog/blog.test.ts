// The blog: shoppers read only published posts (by either language's slug), with Markdown
// rendered and sanitised, related posts and the products a post mentions; admin and moderators
// write, publish and delete (each change in the audit record); others may not.
import type {
  ApiError,
  BlogPost,
  BlogPostPage,
  StaffBlogCategory,
  StaffBlogPost,
  StaffBlogPostPage,
} from '@shop/core/schemas';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_BLOG_CATEGORIES } from '#src/blog/blog-service.ts';
import { demoBlogPosts, seedDemoBlog } from '#src/db/demo/seed-blog.ts';
import { demoProductSlugs } from '#src/db/demo/demo-products.ts';
import { blogCategories, staffActions } from '#src/db/schema.ts';
import { createShopper } from '#src/reviews/feedback-test-kit.ts';
import { signInStaff } from '#src/staff/staff-test-kit.ts';
import { useCustomerApp } from '#src/test/customer-app.ts';

const customerApp = useCustomerApp('catalog', { responseCache: { seconds: 60 } });
const { call } = customerApp;
const db = () => customerApp.db;

beforeAll(async () => {
  expect(await seedDemoBlog(db())).toEqual({ posts: demoBlogPosts.length });
  expect(await seedDemoBlog(db())).toEqual({ posts: 0 });
}, 60_000);

let unique = 0;
const next = () => `${++unique}-${Date.now()}`;

const postBody = (categoryId: number, over: Record<string, unknown> = {}) => {
  const n = next();
  return {
    slug: `تدوينة-${n}`,
    slugEn: `post-${n}`,
    title: 'عنوان',
    titleEn: `Title ${n}`,
    excerpt: 'مقتطف',
    excerptEn: 'Excerpt',
    body: 'نص **عريض**',
    bodyEn: 'Some **bold** text',
    coverImage: '/media/products/x.svg',
    coverAlt: 'صورة',
    coverAltEn: 'A picture',
    author: 'كاتب',
    authorEn: 'A writer',
    categoryId,
    tags: ['testing'],
    productIds: [],
    ...over,
  };
};

const list = async (query = '') => {
  const answer = await call('GET', `Blog${query}`);
  expect(answer.statusCode).toBe(200);
  return answer.json<BlogPostPage>();
};

describe('blog: public reads', () => {
  it('lists the published demo posts newest first with every category, paginated', async () => {
    const page = await list();
    expect(page.items.map((post) => post.slugEn)).toEqual(demoBlogPosts.map((post) => post.slugEn));
    expect(page.categories.map((category) => category.nameEn)).toEqual(['Tips', 'News']);
    expect(page.items[0]).toMatchObject({
      title: 'تجهيز فطور رمضان في نصف ساعة',
      titleEn: 'A Ramadan breakfast in half an hour',
      category: { slug: 'tips', name: 'نصائح' },
    });
    expect(page.items[0]).not.toHaveProperty('bodyHtml');
    const second = await list('?pageSize=3&page=2');
    expect(second).toMatchObject({ page: 2, pageSize: 3, total: 4, totalPages: 2 });
    expect(second.items.map((post) => post.slugEn)).toEqual(['weekend-offers']);
    const again = await call('GET', 'Blog');
    expect(again.headers['cache-control']).toMatch(/^public/);
  });

  it('filters by category and by tag', async () => {
    expect((await list('?category=news')).items.map((post) => post.slugEn)).toEqual([
      'express-delivery-in-two-hours',
      'weekend-offers',
    ]);
    expect((await list('?tag=recipes')).items.map((post) => post.slugEn)).toEqual([
      'preparing-a-ramadan-breakfast',
      'keeping-vegetables-fresh',
    ]);
    expect((await list('?category=news&tag=recipes')).total).toBe(0);
    expect((await list('?category=nothing-here')).items).toEqual([]);
  });

  it('a post answers by either slug, with both slugs, HTML, related posts and mentioned products', async () => {
    const byEnglish = await call('GET', 'Blog/preparing-a-ramadan-breakfast');
    expect(byEnglish.statusCode).toBe(200);
    const byArabic = await call('GET', `Blog/${encodeURIComponent('تجهيز-فطور-رمضان')}`);
    expect(byArabic.statusCode).toBe(200);
    const post = byArabic.json<BlogPost>();
    expect(post).toEqual(byEnglish.json<BlogPost>());
    expect(post).toMatchObject({
      slug: 'تجهيز-فطور-رمضان',
      slugEn: 'preparing-a-ramadan-breakfast',
    });
    expect(post.bodyHtmlEn).toContain('<strong>fresh milk</strong>');
    expect(post.bodyHtml).toContain('<h2>قائمة المشتريات</h2>');
    // Same category and a shared tag first.
    expect(post.related[0]?.slugEn).toBe('keeping-vegetables-fresh');
    expect(post.related.map((related) => related.id)).not.toContain(post.id);
    expect(post.products.map((product) => product.slug)).toEqual([
      demoProductSlugs.milk,
      demoProductSlugs.cake,
      demoProductSlugs.roses,
    ]);
    expect((await call('GET', 'Blog/no-such-post')).statusCode).toBe(404);
  });
});

describe('blog: staff', () => {
  it('a moderator writes a draft (invisible), publishes it, changes, unpublishes and deletes it', async () => {
    const moderator = await signInStaff(db(), call, 'moderator');
    const { categories } = await list();
    const categoryId = categories[1]?.id ?? 0;
    const body = postBody(categoryId);
    const created = await call('POST', 'Staff/Blog', { token: moderator.token, body });
    expect(created.statusCode).toBe(201);
    const post = created.json<StaffBlogPost>();
    expect(post.publishedAt).toBeNull();
    expect((await call('GET', `Blog/${body.slugEn}`)).statusCode).toBe(404);
    expect((await list()).items.map((item) => item.id)).not.toContain(post.id);
    const staffList = await call('GET', 'Staff/Blog', { token: moderator.token });
    expect(staffList.json<StaffBlogPostPage>().items.map((item) => item.id)).toContain(post.id);

    const publish = await call('POST', `Staff/Blog/${post.id}/Publish`, { token: moderator.token });
    expect(publish.statusCode).toBe(200);
    expect((await list('?tag=testing')).items.map((item) => item.id)).toEqual([post.id]);
    const shown = await call('GET', `Blog/${body.slugEn}`);
    expect(shown.json<BlogPost>().bodyHtmlEn).toBe('<p>Some <strong>bold</strong> text</p>');

    const put = await call('PUT', `Staff/Blog/${post.id}`, {
      token: moderator.token,
      body: { ...body, bodyEn: 'Changed' },
    });
    expect(put.statusCode).toBe(200);
    expect((await call('GET', `Blog/${body.slugEn}`)).json<BlogPost>().bodyHtmlEn).toBe(
      '<p>Changed</p>',
    );
    await call('POST', `Staff/Blog/${post.id}/Unpublish`, { token: moderator.token });
    expect((await call('GET', `Blog/${body.slugEn}`)).statusCode).toBe(404);
    const deleted = await call('DELETE', `Staff/Blog/${post.id}`, { token: moderator.token });
    expect(deleted.statusCode).toBe(204);
    expect(
      (await call('DELETE', `Staff/Blog/${post.id}`, { token: moderator.token })).statusCode,
    ).toBe(404);

    const audit = await db()
      .select({ action: staffActions.action })
      .from(staffActions)
      .where(and(eq(staffActions.subjectType, 'blog_post'), eq(staffActions.subjectId, post.id)))
      .orderBy(staffActions.id);
    expect(audit.map((row) => row.action)).toEqual([
      'blog_post.create',
      'blog_post.publish',
      'blog_post.update',
      'blog_post.unpublish',
      'blog_post.delete',
    ]);
  });

  it('a slug taken by another post, in either language, answers 409 slug_taken', async () => {
    const admin = await signInStaff(db(), call, 'admin');
    const { categories } = await list();
    const categoryId = categories[0]?.id ?? 0;
    for (const over of [
      { slugEn: 'weekend-offers' },
      { slug: 'weekend-offers' },
      { slug: 'عروض-نهاية-الأسبوع' },
    ]) {
      const taken = await call('POST', 'Staff/Blog', {
        token: admin.token,
        body: postBody(categoryId, over),
      });
      expect(taken.statusCode, JSON.stringify(over)).toBe(409);
      expect(taken.json<ApiError[]>()[0]?.code).toBe('slug_taken');
    }
    const noCategory = await call('POST', 'Staff/Blog', {
      token: admin.token,
      body: postBody(999_999),
    });
    expect(noCategory.statusCode).toBe(404);
  });
});

describe('blog: categories', () => {
  it('a moderator adds a category, shoppers find it in the filter, and renames it; each in the audit record', async () => {
    const moderator = await signInStaff(db(), call, 'moderator');
    const n = next();
    const created = await call('POST', 'Staff/BlogCategory', {
      token: moderator.token,
      body: { slug: `recipes-${n}`, name: 'وصفات', nameEn: 'Recipes', position: 5 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const category = created.json<StaffBlogCategory>();
    expect(category).toMatchObject({ slug: `recipes-${n}`, nameEn: 'Recipes', postCount: 0 });
    expect((await list()).categories.map((c) => c.slug)).toContain(`recipes-${n}`);

    const renamed = await call('PUT', `Staff/BlogCategory/${category.id}`, {
      token: moderator.token,
      body: { slug: `cooking-${n}`, name: 'طبخ', nameEn: 'Cooking', position: 5 },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<StaffBlogCategory>()).toMatchObject({ id: category.id, nameEn: 'Cooking' });
    const all = await call('GET', 'Staff/BlogCategory', { token: moderator.token });
    expect(all.json<StaffBlogCategory[]>().find((c) => c.id === category.id)?.slug).toBe(
      `cooking-${n}`,
    );
    const audit = await db()
      .select({ action: staffActions.action })
      .from(staffActions)
      .where(
        and(eq(staffActions.subjectType, 'blog_category'), eq(staffActions.subjectId, category.id)),
      );
    expect(audit.map((row) => row.action).sort()).toEqual([
      'blog_category.create',
      'blog_category.update',
    ]);
  });

  it('refuses a taken slug (409), a bad one (400), an unknown id (404), and more than the most categories (409)', async () => {
    const admin = await signInStaff(db(), call, 'admin');
    const [taken] = await db().select({ slug: blogCategories.slug }).from(blogCategories).limit(1);
    const send = (body: unknown, id?: number) =>
      call(
        id === undefined ? 'POST' : 'PUT',
        `Staff/BlogCategory${id === undefined ? '' : `/${id}`}`,
        {
          token: admin.token,
          body,
        },
      );
    const clash = await send({ slug: taken!.slug, name: 'س', nameEn: 'S' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json<ApiError[]>()[0]?.code).toBe('slug_taken');
    for (const body of [
      { slug: 'Not A Slug', name: 'س', nameEn: 'S' },
      { slug: 'ok', name: '', nameEn: 'S' },
      { slug: 'ok', name: 'س'.repeat(61), nameEn: 'S' },
      { slug: 'ok', name: 'س', nameEn: 'S', extra: 1 },
    ]) {
      expect((await send(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await send({ slug: `gone-${next()}`, name: 'س', nameEn: 'S' }, 999_999)).statusCode,
    ).toBe(404);
    const existing = (await db().select({ id: blogCategories.id }).from(blogCategories)).length;
    await db()
      .insert(blogCategories)
      .values(
        Array.from({ length: MAX_BLOG_CATEGORIES - existing }, (_, index) => ({
          slug: `filler-${index}-${next()}`,
          name: 'حشو',
          nameEn: 'Filler',
        })),
      );
    const full = await send({ slug: `one-too-many-${next()}`, name: 'س', nameEn: 'S' });
    expect(full.statusCode).toBe(409);
    expect(full.json<ApiError[]>()[0]).toMatchObject({
      code: 'blog_categories_full',
      limit: MAX_BLOG_CATEGORIES,
    });
  });
});

describe('blog: abuse', () => {
  it('script, event handlers and javascript: links never reach a shopper', async () => {
    const admin = await signInStaff(db(), call, 'admin');
    const { categories } = await list();
    const hostile =
      '<script>alert(1)</script><img src="https://x.test/a.png" onerror="alert(2)">\n\n' +
      '[click](javascript:alert(3)) <a href="javascript:alert(4)" onclick="alert(5)">x</a>\n\n' +
      '<iframe src="https://evil.test"></iframe>\n\n**kept**';
    const body = postBody(categories[0]?.id ?? 0, { body: hostile, bodyEn: hostile });
    const created = (
      await call('POST', 'Staff/Blog', { token: admin.token, body })
    ).json<StaffBlogPost>();
    await call('POST', `Staff/Blog/${created.id}/Publish`, { token: admin.token });
    const post = (await call('GET', `Blog/${body.slugEn}`)).json<BlogPost>();
    for (const html of [post.bodyHtml, post.bodyHtmlEn]) {
      expect(html).not.toMatch(/<script|onerror|onclick|<iframe|javascript:|alert\(1\)/i);
      expect(html).toContain('<strong>kept</strong>');
    }
    await call('DELETE', `Staff/Blog/${created.id}`, { token: admin.token });
  });

  it('bounded input: oversized fields, bad slugs, image URLs and page sizes are 400', async () => {
    const admin = await signInStaff(db(), call, 'admin');
    const { categories } = await list();
    const categoryId = categories[0]?.id ?? 0;
    for (const over of [
      { bodyEn: 'x'.repeat(60_001) },
      { titleEn: 'x'.repeat(161) },
      { slug: 'has space' },
      { slugEn: '../etc' },
      { coverImage: 'javascript:alert(1)' },
      { tags: Array.from({ length: 11 }, (_, index) => `t${index}`) },
      { productIds: Array.from({ length: 13 }, (_, index) => index + 1) },
      { extra: true },
    ]) {
      const answer = await call('POST', 'Staff/Blog', {
        token: admin.token,
        body: postBody(categoryId, over),
      });
      expect(answer.statusCode, Object.keys(over)[0]).toBe(400);
    }
    expect((await call('GET', 'Blog?pageSize=25')).statusCode).toBe(400);
    expect((await call('GET', 'Blog?page=0')).statusCode).toBe(400);
    expect((await call('GET', 'Blog?tag=%3Cscript%3E')).statusCode).toBe(400);
    expect((await call('GET', 'Blog/a%20b')).statusCode).toBe(400);
    expect((await call('GET', 'Blog/a--b')).statusCode).toBe(400);
    expect((await call('GET', 'Staff/Blog?pageSize=1000', { token: admin.token })).statusCode).toBe(
      400,
    );
    expect(
      (await call('POST', 'Staff/Blog/999999/Publish', { token: admin.token })).statusCode,
    ).toBe(404);
  });

  it('a customer or support token is 403 on the staff blog routes, no token 401', async () => {
    const shopper = await createShopper(db());
    const support = await signInStaff(db(), call, 'support');
    const routes: [string, string, unknown?][] = [
      ['GET', 'Staff/Blog'],
      ['POST', 'Staff/Blog', postBody(1)],
      ['PUT', 'Staff/Blog/1', postBody(1)],
      ['POST', 'Staff/Blog/1/Publish'],
      ['POST', 'Staff/Blog/1/Unpublish'],
      ['DELETE', 'Staff/Blog/1'],
      ['GET', 'Staff/BlogCategory'],
      ['POST', 'Staff/BlogCategory', { slug: 'denied', name: 'ممنوع', nameEn: 'Denied' }],
      ['PUT', 'Staff/BlogCategory/1', { slug: 'denied', name: 'ممنوع', nameEn: 'Denied' }],
    ];
    for (const [method, url, body] of routes) {
      for (const token of [shopper.token, support.token]) {
        const answer = await call(method as 'GET', url, { token, body });
        expect(answer.statusCode, `${method} ${url}`).toBe(403);
      }
      expect((await call(method as 'GET', url, { body })).statusCode).toBe(401);
    }
    expect((await list()).total).toBe(demoBlogPosts.length);
  });
});
