// What the back office's content editor needs beyond the writes: one post, topic, question or
// page read by id (drafts too), the staff blog list by state, one topic's questions, and the
// Markdown preview rendered by the one sanitising renderer shoppers get (bounded, rate-limited
// per staff member, admin and moderators only).
import type {
  ApiError,
  MarkdownPreview,
  StaffBlogPost,
  StaffBlogPostPage,
  StaffContentPage,
  StaffFaq,
  StaffFaqPage,
  StaffFaqTopic,
} from '@shop/core/schemas';
import { count, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoBlog } from '#src/db/demo/seed-blog.ts';
import { seedDemoContent } from '#src/db/demo/seed-content.ts';
import { rateLimitCounters, staffActions } from '#src/db/schema.ts';
import { createShopper } from '#src/reviews/feedback-test-kit.ts';
import { signInStaff } from '#src/staff/staff-test-kit.ts';
import { useCustomerApp } from '#src/test/customer-app.ts';
import { staffMarkdownPreviewsPerHour } from './content-routes.ts';
import { renderMarkdown } from './markdown.ts';

const customerApp = useCustomerApp('catalog');
const { call } = customerApp;
const db = () => customerApp.db;

beforeAll(async () => {
  await seedDemoBlog(db());
  await seedDemoContent(db());
}, 60_000);

const auditRows = async () => (await db().select({ n: count() }).from(staffActions))[0]?.n;

describe('content editor: reads by id and filters', () => {
  it('a moderator reads a draft post by id, and the list keeps drafts or published apart', async () => {
    const moderator = await signInStaff(db(), call, 'moderator');
    const token = moderator.token;
    const categories = await call('GET', 'Staff/BlogCategory', { token });
    const categoryId = categories.json<{ id: number }[]>()[0]?.id ?? 0;
    const n = Date.now();
    const created = await call('POST', 'Staff/Blog', {
      token,
      body: {
        slug: `مسودة-${n}`,
        slugEn: `draft-${n}`,
        title: 'مسودة',
        titleEn: 'A draft',
        excerpt: 'مقتطف',
        excerptEn: 'Excerpt',
        body: 'نص',
        bodyEn: 'Text with **bold**',
        coverImage: '/media/products/x.svg',
        coverAlt: 'صورة',
        coverAltEn: 'A picture',
        author: 'كاتب',
        authorEn: 'A writer',
        categoryId,
      },
    });
    expect(created.statusCode).toBe(201);
    const draft = created.json<StaffBlogPost>();

    const read = await call('GET', `Staff/Blog/${draft.id}`, { token });
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(read.json<StaffBlogPost>()).toMatchObject({
      id: draft.id,
      bodyEn: 'Text with **bold**',
      publishedAt: null,
    });

    const drafts = await call('GET', 'Staff/Blog?state=draft&pageSize=100', { token });
    const draftIds = drafts.json<StaffBlogPostPage>().items.map((post) => post.id);
    expect(draftIds).toContain(draft.id);
    expect(drafts.json<StaffBlogPostPage>().items.every((post) => post.publishedAt === null)).toBe(
      true,
    );
    const published = await call('GET', 'Staff/Blog?state=published&pageSize=100', { token });
    const page = published.json<StaffBlogPostPage>();
    expect(page.items.map((post) => post.id)).not.toContain(draft.id);
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((post) => post.publishedAt !== null)).toBe(true);
    const every = await call('GET', 'Staff/Blog?pageSize=1', { token });
    expect(every.json<StaffBlogPostPage>().total).toBe(
      page.total + drafts.json<StaffBlogPostPage>().total,
    );

    expect((await call('GET', 'Staff/Blog/999999', { token })).statusCode).toBe(404);
    expect((await call('GET', 'Staff/Blog?state=deleted', { token })).statusCode).toBe(400);
    expect((await call('GET', 'Staff/Blog/abc', { token })).statusCode).toBe(400);
  });

  it('a topic, a question and a page read by id; the questions of one topic', async () => {
    const admin = await signInStaff(db(), call, 'admin');
    const token = admin.token;
    const topics = await call('GET', 'Staff/FaqTopic', { token });
    const [topic] = topics.json<{ items: StaffFaqTopic[] }>().items;
    if (!topic) throw new Error('no demo topic');
    const one = await call('GET', `Staff/FaqTopic/${topic.id}`, { token });
    expect(one.json<StaffFaqTopic>()).toEqual(topic);

    const questions = await call('GET', `Staff/Faq?topicId=${topic.id}`, { token });
    const items = questions.json<StaffFaqPage>().items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((faq) => faq.topicId === topic.id)).toBe(true);
    const faq = await call('GET', `Staff/Faq/${items[0]?.id}`, { token });
    expect(faq.json<StaffFaq>()).toEqual(items[0]);

    const pages = await call('GET', 'Staff/ContentPage', { token });
    const [first] = pages.json<{ items: StaffContentPage[] }>().items;
    const page = await call('GET', `Staff/ContentPage/${first?.id}`, { token });
    expect(page.json<StaffContentPage>()).toEqual(first);

    for (const path of ['FaqTopic', 'Faq', 'ContentPage']) {
      const missing = await call('GET', `Staff/${path}/999999`, { token });
      expect(missing.statusCode, path).toBe(404);
      expect(missing.json<ApiError[]>()[0]?.code).toBe('not_found');
    }
    expect((await call('GET', 'Staff/Faq?topicId=0', { token })).statusCode).toBe(400);
    // Only the questions take a topic.
    expect((await call('GET', 'Staff/ContentPage?topicId=1', { token })).statusCode).toBe(400);
  });
});

describe('content editor: Markdown preview', () => {
  it('answers exactly what shoppers will get, sanitised; records nothing', async () => {
    const moderator = await signInStaff(db(), call, 'moderator');
    const before = await auditRows();
    const markdown =
      '# Title\n\nSome **bold** and [a link](https://example.com) ' +
      '<script>alert(1)</script><img src=x onerror="alert(1)"> [bad](javascript:alert(1))';
    const answer = await call('POST', 'Staff/Markdown/Preview', {
      token: moderator.token,
      body: { markdown },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const { html } = answer.json<MarkdownPreview>();
    expect(html).toBe(renderMarkdown(markdown));
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).not.toMatch(/script|onerror|javascript:/i);
    const arabic = await call('POST', 'Staff/Markdown/Preview', {
      token: moderator.token,
      body: { markdown: 'نص **عريض**' },
    });
    expect(arabic.json<MarkdownPreview>().html).toBe('<p>نص <strong>عريض</strong></p>');
    const empty = await call('POST', 'Staff/Markdown/Preview', {
      token: moderator.token,
      body: { markdown: '' },
    });
    expect(empty.json<MarkdownPreview>().html).toBe('');
    expect(await auditRows()).toBe(before);
  });

  it('abuse: oversized, malformed or control-character input is 400; support, customers and strangers are refused', async () => {
    const moderator = await signInStaff(db(), call, 'moderator');
    const token = moderator.token;
    for (const body of [
      { markdown: 'x'.repeat(60_001) },
      { markdown: 42 },
      {},
      { markdown: 'a', extra: true },
      { markdown: 'nul \u0000 here' },
    ]) {
      const answer = await call('POST', 'Staff/Markdown/Preview', { token, body });
      expect(answer.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect(
      (
        await call('POST', 'Staff/Markdown/Preview', {
          token,
          body: { markdown: 'x'.repeat(60_000) },
        })
      ).statusCode,
    ).toBe(200);

    const shopper = await createShopper(db());
    const support = await signInStaff(db(), call, 'support');
    for (const other of [shopper.token, support.token]) {
      const answer = await call('POST', 'Staff/Markdown/Preview', {
        token: other,
        body: { markdown: 'hi' },
      });
      expect(answer.statusCode).toBe(403);
    }
    expect(
      (await call('POST', 'Staff/Markdown/Preview', { body: { markdown: 'hi' } })).statusCode,
    ).toBe(401);
    for (const url of ['Staff/Blog/1', 'Staff/Faq/1', 'Staff/FaqTopic/1', 'Staff/ContentPage/1']) {
      expect((await call('GET', url, { token: support.token })).statusCode, url).toBe(403);
      expect((await call('GET', url, { token: shopper.token })).statusCode, url).toBe(403);
      expect((await call('GET', url)).statusCode, url).toBe(401);
    }
  });

  it(`previews are limited to ${staffMarkdownPreviewsPerHour.max} an hour per staff member, not per others`, async () => {
    const busy = await signInStaff(db(), call, 'moderator');
    const other = await signInStaff(db(), call, 'moderator');
    // As if this member had previewed up to the limit this hour.
    await db()
      .insert(rateLimitCounters)
      .values({
        key: `staff-markdown-preview:${busy.id}`,
        windowStart: new Date(),
        hits: staffMarkdownPreviewsPerHour.max - 1,
      });
    const last = await call('POST', 'Staff/Markdown/Preview', {
      token: busy.token,
      body: { markdown: 'one more' },
    });
    expect(last.statusCode).toBe(200);
    const refused = await call('POST', 'Staff/Markdown/Preview', {
      token: busy.token,
      body: { markdown: 'too many' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ApiError[]>()[0]?.code).toBe('rate_limited');
    const fine = await call('POST', 'Staff/Markdown/Preview', {
      token: other.token,
      body: { markdown: 'mine' },
    });
    expect(fine.statusCode).toBe(200);
    const counters = await db()
      .select({ n: count() })
      .from(rateLimitCounters)
      .where(like(rateLimitCounters.key, 'staff-markdown-preview:%'));
    expect(counters[0]?.n).toBeGreaterThanOrEqual(2);
  });
});
