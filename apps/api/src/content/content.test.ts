// FAQs and pages: shoppers read only what is published, with Markdown rendered and sanitised;
// admin and moderators write and publish (each change in the audit record), support and
// customers may not; writes are limited per staff member.
import type {
  ApiError,
  ContentPage,
  FaqList,
  StaffContentPage,
  StaffFaq,
  StaffFaqPage,
  StaffFaqTopic,
} from '@shop/core/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoFaqTopics, seedDemoContent } from '#src/db/demo/seed-content.ts';
import { staffActions } from '#src/db/schema.ts';
import { createShopper } from '#src/reviews/feedback-test-kit.ts';
import { signInStaff } from '#src/staff/staff-test-kit.ts';
import { useCustomerApp } from '#src/test/customer-app.ts';
import { staffContentWritesPerHour } from './content-routes.ts';

const customerApp = useCustomerApp('empty', { responseCache: { seconds: 60 } });
const { call } = customerApp;
const db = () => customerApp.db;

beforeAll(async () => {
  expect(await seedDemoContent(db())).toEqual({ faqs: 10, pages: 2 });
  // Seeding again adds nothing.
  expect(await seedDemoContent(db())).toEqual({ faqs: 0, pages: 0 });
}, 60_000);

const publicFaqs = async () => {
  const answer = await call('GET', 'Faq');
  expect(answer.statusCode).toBe(200);
  return answer.json<FaqList>();
};
const allQuestions = (list: FaqList) =>
  list.topics.flatMap((topic) => topic.faqs.map((faq) => faq.questionEn));

let unique = 0;
const slug = (base: string) => `${base}-${++unique}-${Date.now()}`;

const topicBody = (over: Record<string, unknown> = {}) => ({
  slug: slug('topic'),
  name: 'الهدايا',
  nameEn: 'Gifts',
  position: 90,
  ...over,
});
const faqBody = (topicId: number, over: Record<string, unknown> = {}) => ({
  topicId,
  question: 'هل يمكنني إرسال هدية؟',
  questionEn: `Can I send a gift? ${++unique}`,
  answer: 'نعم، **بالتأكيد**.',
  answerEn: 'Yes, **of course**.',
  ...over,
});

describe('content: public reads', () => {
  it('the demo FAQs come grouped by topic, in order, in both languages, answers as HTML', async () => {
    const list = await publicFaqs();
    expect(list.topics.map((topic) => topic.slug)).toEqual(
      demoFaqTopics.map((topic) => topic.slug),
    );
    const [orders] = list.topics;
    expect(orders).toMatchObject({ name: 'الطلبات', nameEn: 'Orders' });
    expect(orders?.faqs[0]).toMatchObject({
      question: 'كيف أتتبع طلبي؟',
      questionEn: 'How do I track my order?',
    });
    expect(orders?.faqs[0]?.answerHtmlEn).toContain('<strong>My Orders</strong>');
    expect(orders?.faqs[0]?.answerHtml).toContain('<strong>طلباتي</strong>');
    const again = await call('GET', 'Faq');
    expect(again.headers['cache-control']).toMatch(/^public/);
    expect(again.headers['x-cache']).toBe('HIT');
  });

  it('About Us and the privacy policy are published pages; an unknown slug is 404', async () => {
    const about = await call('GET', 'ContentPage/about-us');
    expect(about.statusCode).toBe(200);
    expect(about.json<ContentPage>()).toMatchObject({
      slug: 'about-us',
      title: 'من نحن',
      titleEn: 'About Us',
    });
    expect(about.json<ContentPage>().bodyHtmlEn).toContain('<h2>Our story</h2>');
    const privacy = await call('GET', 'ContentPage/privacy-policy');
    expect(privacy.json<ContentPage>().bodyHtml).toContain('<h2>البيانات التي نجمعها</h2>');
    const missing = await call('GET', 'ContentPage/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ApiError[]>()[0]?.code).toBe('not_found');
    expect((await call('GET', 'ContentPage/Not%20A%20Slug')).statusCode).toBe(400);
  });
});

describe('content: staff', () => {
  it('a moderator drafts a topic and a question (invisible), publishes them (public), unpublishes', async () => {
    const moderator = await signInStaff(db(), call, 'moderator');
    const created = await call('POST', 'Staff/FaqTopic', {
      token: moderator.token,
      body: topicBody(),
    });
    expect(created.statusCode).toBe(201);
    const topic = created.json<StaffFaqTopic>();
    expect(topic.publishedAt).toBeNull();
    const asked = await call('POST', 'Staff/Faq', {
      token: moderator.token,
      body: faqBody(topic.id),
    });
    expect(asked.statusCode).toBe(201);
    const faq = asked.json<StaffFaq>();

    // Drafts: invisible, even once the topic alone is published.
    expect(allQuestions(await publicFaqs())).not.toContain(faq.questionEn);
    expect(
      (await call('POST', `Staff/FaqTopic/${topic.id}/Publish`, { token: moderator.token }))
        .statusCode,
    ).toBe(200);
    expect(allQuestions(await publicFaqs())).not.toContain(faq.questionEn);

    const published = await call('POST', `Staff/Faq/${faq.id}/Publish`, {
      token: moderator.token,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json<StaffFaq>().publishedAt).not.toBeNull();
    // The cached answer was forgotten: the public sees it now.
    const list = await publicFaqs();
    const shown = list.topics.find((one) => one.id === topic.id);
    expect(shown).toMatchObject({ nameEn: 'Gifts' });
    expect(shown?.faqs).toEqual([
      {
        id: faq.id,
        question: 'هل يمكنني إرسال هدية؟',
        questionEn: faq.questionEn,
        answerHtml: '<p>نعم، <strong>بالتأكيد</strong>.</p>',
        answerHtmlEn: '<p>Yes, <strong>of course</strong>.</p>',
      },
    ]);

    // An unpublished topic hides its published questions too.
    await call('POST', `Staff/FaqTopic/${topic.id}/Unpublish`, { token: moderator.token });
    expect(allQuestions(await publicFaqs())).not.toContain(faq.questionEn);

    // Staff still list drafts.
    const listed = await call('GET', 'Staff/Faq?pageSize=100', { token: moderator.token });
    expect(listed.headers['cache-control']).toBe('private, no-store');
    expect(listed.json<StaffFaqPage>().items).toContainEqual(
      expect.objectContaining({
        id: faq.id,
        answer: 'نعم، **بالتأكيد**.',
        answerEn: 'Yes, **of course**.',
      }),
    );

    const audit = await db()
      .select({ action: staffActions.action, subjectId: staffActions.subjectId })
      .from(staffActions)
      .where(
        and(
          eq(staffActions.staffId, moderator.id),
          inArray(staffActions.subjectType, ['faq', 'faq_topic']),
        ),
      )
      .orderBy(staffActions.id);
    expect(audit).toEqual([
      { action: 'faq_topic.create', subjectId: topic.id },
      { action: 'faq.create', subjectId: faq.id },
      { action: 'faq_topic.publish', subjectId: topic.id },
      { action: 'faq.publish', subjectId: faq.id },
      { action: 'faq_topic.unpublish', subjectId: topic.id },
    ]);
  });

  it('script in a page body is gone from the public HTML; a draft page is 404 until published', async () => {
    const admin = await signInStaff(db(), call, 'admin');
    const pageSlug = slug('page');
    const created = await call('POST', 'Staff/ContentPage', {
      token: admin.token,
      body: {
        slug: pageSlug,
        title: 'الشحن',
        titleEn: 'Shipping',
        summary: 'عن الشحن',
        summaryEn: 'About shipping',
        body: 'مرحبًا <script>alert(1)</script> [رابط](javascript:alert(1))',
        bodyEn:
          'Hello <script>alert(1)</script><img src=x onerror="alert(1)"> <iframe src="https://evil.example"></iframe> [link](javascript:alert(1))',
      },
    });
    expect(created.statusCode).toBe(201);
    const page = created.json<StaffContentPage>();
    expect((await call('GET', `ContentPage/${pageSlug}`)).statusCode).toBe(404);

    const published = await call('POST', `Staff/ContentPage/${page.id}/Publish`, {
      token: admin.token,
    });
    const { publishedAt } = published.json<StaffContentPage>();
    expect(publishedAt).not.toBeNull();
    const shown = await call('GET', `ContentPage/${pageSlug}`);
    expect(shown.statusCode).toBe(200);
    const { bodyHtml, bodyHtmlEn } = shown.json<ContentPage>();
    for (const html of [bodyHtml, bodyHtmlEn]) {
      expect(html).not.toMatch(/<script|onerror|<iframe|javascript:/i);
    }
    expect(bodyHtmlEn).toContain('Hello');
    expect(bodyHtml).toContain('مرحبًا');

    // A change to a published page shows at once; it stays published.
    const changed = await call('PUT', `Staff/ContentPage/${page.id}`, {
      token: admin.token,
      body: { ...page, body: 'جديد', bodyEn: 'New text', id: undefined },
    });
    // A strict body: only the fields it takes.
    expect(changed.statusCode).toBe(400);
    const put = await call('PUT', `Staff/ContentPage/${page.id}`, {
      token: admin.token,
      body: {
        slug: pageSlug,
        title: 'الشحن',
        titleEn: 'Shipping',
        summary: 'عن الشحن',
        summaryEn: 'About shipping',
        body: 'جديد',
        bodyEn: 'New text',
      },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json<StaffContentPage>().publishedAt).toBe(publishedAt);
    expect((await call('GET', `ContentPage/${pageSlug}`)).json<ContentPage>().bodyHtmlEn).toBe(
      '<p>New text</p>',
    );

    await call('POST', `Staff/ContentPage/${page.id}/Unpublish`, { token: admin.token });
    expect((await call('GET', `ContentPage/${pageSlug}`)).statusCode).toBe(404);

    const audit = await db()
      .select({ action: staffActions.action })
      .from(staffActions)
      .where(and(eq(staffActions.subjectType, 'content_page'), eq(staffActions.subjectId, page.id)))
      .orderBy(staffActions.id);
    expect(audit.map((row) => row.action)).toEqual([
      'content_page.create',
      'content_page.publish',
      'content_page.update',
      'content_page.unpublish',
    ]);
  });

  it('a slug taken by another topic or page answers 409 slug_taken', async () => {
    const admin = await signInStaff(db(), call, 'admin');
    const taken = await call('POST', 'Staff/FaqTopic', {
      token: admin.token,
      body: topicBody({ slug: 'orders' }),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<ApiError[]>()[0]).toMatchObject({ code: 'slug_taken', field: 'body.slug' });
    const page = await call('POST', 'Staff/ContentPage', {
      token: admin.token,
      body: {
        slug: 'about-us',
        title: 'x',
        titleEn: 'x',
        summary: 'x',
        summaryEn: 'x',
        body: 'x',
        bodyEn: 'x',
      },
    });
    expect(page.json<ApiError[]>()[0]?.code).toBe('slug_taken');
  });
});

describe('content: abuse', () => {
  it('a customer token answers 403 and support 403 on the staff content routes; no token 401', async () => {
    const shopper = await createShopper(db());
    const support = await signInStaff(db(), call, 'support');
    const routes: [string, string, unknown?][] = [
      ['GET', 'Staff/FaqTopic'],
      ['GET', 'Staff/Faq'],
      ['GET', 'Staff/ContentPage'],
      ['POST', 'Staff/FaqTopic', topicBody()],
      ['POST', 'Staff/Faq', faqBody(1)],
      ['PUT', 'Staff/ContentPage/1', { slug: 'about-us' }],
      ['POST', 'Staff/Faq/1/Publish'],
      ['POST', 'Staff/ContentPage/1/Unpublish'],
    ];
    for (const [method, url, body] of routes) {
      for (const token of [shopper.token, support.token]) {
        const answer = await call(method as 'GET', url, { token, body });
        expect(answer.statusCode, `${method} ${url}`).toBe(403);
        expect(answer.json<ApiError[]>()[0]?.code).toBe('forbidden');
      }
      expect((await call(method as 'GET', url, { body })).statusCode).toBe(401);
    }
    // Nothing was published by them.
    expect((await call('GET', 'ContentPage/about-us')).statusCode).toBe(200);
  });

  it('bounded input: an over-long answer or a bad slug is 400; an unknown id 404', async () => {
    const moderator = await signInStaff(db(), call, 'moderator');
    const topics = await call('GET', 'Staff/FaqTopic', { token: moderator.token });
    const topicId = topics.json<{ items: StaffFaqTopic[] }>().items[0]?.id ?? 1;
    const long = await call('POST', 'Staff/Faq', {
      token: moderator.token,
      body: faqBody(topicId, { answerEn: 'x'.repeat(5001) }),
    });
    expect(long.statusCode).toBe(400);
    const badSlug = await call('POST', 'Staff/FaqTopic', {
      token: moderator.token,
      body: topicBody({ slug: '<script>' }),
    });
    expect(badSlug.statusCode).toBe(400);
    expect(
      (await call('POST', 'Staff/Faq/999999/Publish', { token: moderator.token })).statusCode,
    ).toBe(404);
    const noTopic = await call('POST', 'Staff/Faq', {
      token: moderator.token,
      body: faqBody(999_999),
    });
    expect(noTopic.statusCode).toBe(404);
    expect(
      (await call('GET', 'Staff/Faq?pageSize=1000', { token: moderator.token })).statusCode,
    ).toBe(400);
  });

  it(`writes are limited to ${staffContentWritesPerHour.max} an hour per staff member, not per others`, async () => {
    const busy = await signInStaff(db(), call, 'moderator');
    const other = await signInStaff(db(), call, 'moderator');
    const created = await call('POST', 'Staff/FaqTopic', { token: busy.token, body: topicBody() });
    const topic = created.json<StaffFaqTopic>();
    for (let index = 1; index < staffContentWritesPerHour.max; index += 1) {
      const answer = await call('POST', `Staff/FaqTopic/${topic.id}/Unpublish`, {
        token: busy.token,
      });
      expect(answer.statusCode).toBe(200);
    }
    const refused = await call('POST', `Staff/FaqTopic/${topic.id}/Publish`, { token: busy.token });
    expect(refused.statusCode).toBe(429);
    expect(
      (await call('POST', `Staff/FaqTopic/${topic.id}/Unpublish`, { token: other.token }))
        .statusCode,
    ).toBe(200);
  }, 120_000);
});
