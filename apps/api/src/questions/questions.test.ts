// Product questions: a signed-in shopper asks; the question is public only once staff answer
// it (the asker sees it waiting meanwhile); answers are in the audit record; a customer's token
// never answers; asking is bounded (waiting questions per shopper, an hourly limit).
import {
  MAX_PENDING_QUESTIONS,
  QUESTION_MAX,
  type ApiError,
  type ProductQuestion,
  type ProductQuestionPage,
  type StaffQuestionPage,
} from '@shop/core/schemas';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productQuestions, staffActions } from '#src/db/schema.ts';
import { createReviewedProduct, createShopper } from '#src/reviews/feedback-test-kit.ts';
import { signInStaff } from '#src/staff/staff-test-kit.ts';
import { useCustomerApp } from '#src/test/customer-app.ts';
import { questionLimits } from './questions-routes.ts';

const customerApp = useCustomerApp('catalog', { responseCache: { seconds: 60 } });
const { call } = customerApp;
const db = () => customerApp.db;

/** A client address of its own (TEST-NET-3), so one test's posts never use up another's limit. */
const ownClient = () => ({
  'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 254) + 1}`,
});

const publicQuestions = async (slug: string) => {
  const answer = await call('GET', `Product/${slug}/Questions`);
  expect(answer.statusCode).toBe(200);
  return answer.json<ProductQuestionPage>();
};

describe('product questions', () => {
  it('a question is public once staff answer it; its asker sees it waiting until then', async () => {
    const product = await createReviewedProduct(db());
    const asker = await createShopper(db(), 'Noura Salem');
    const asked = await call('POST', 'ProductQuestion', {
      token: asker.token,
      body: { productId: product.id, question: '  Is it halal certified?  ' },
      headers: ownClient(),
    });
    expect(asked.statusCode).toBe(201);
    const question = asked.json<ProductQuestion>();
    expect(question).toMatchObject({
      question: 'Is it halal certified?',
      answer: null,
      askerName: 'Noura',
      status: 'pending',
      answeredAt: null,
    });

    // Cached while it waits: nobody sees it…
    expect((await publicQuestions(product.slug)).items).toEqual([]);
    expect((await call('GET', `Product/${product.slug}/Questions`)).headers['x-cache']).toBe('HIT');
    // …but its asker.
    const mine = await call('GET', `ProductQuestion/Mine?productId=${product.id}`, {
      token: asker.token,
    });
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.json<ProductQuestionPage>().items).toEqual([question]);
    const other = await createShopper(db());
    expect(
      (
        await call('GET', `ProductQuestion/Mine?productId=${product.id}`, { token: other.token })
      ).json<ProductQuestionPage>().items,
    ).toEqual([]);

    const support = await signInStaff(db(), call, 'support');
    const queue = await call('GET', 'Staff/Question?pageSize=50', { token: support.token });
    expect(queue.json<StaffQuestionPage>().items).toContainEqual(
      expect.objectContaining({ id: question.id, productId: product.id, customerId: asker.id }),
    );
    const answered = await call('POST', `Staff/Question/${question.id}/Answer`, {
      token: support.token,
      body: { answer: 'Yes, by the SFDA.' },
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json<ProductQuestion>()).toMatchObject({
      status: 'approved',
      answer: 'Yes, by the SFDA.',
    });

    // Public now (the kept answer forgotten), and no longer waiting for its asker.
    const page = await publicQuestions(product.slug);
    expect(page.items).toEqual([
      expect.objectContaining({
        id: question.id,
        question: 'Is it halal certified?',
        answer: 'Yes, by the SFDA.',
        askerName: 'Noura',
      }),
    ]);
    expect(page.items[0]?.answeredAt).toEqual(expect.any(String));
    expect(
      (
        await call('GET', `ProductQuestion/Mine?productId=${product.id}`, { token: asker.token })
      ).json<ProductQuestionPage>().total,
    ).toBe(0);

    const twice = await call('POST', `Staff/Question/${question.id}/Answer`, {
      token: support.token,
      body: { answer: 'Another answer' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<ApiError[]>()).toMatchObject([{ code: 'moderation_conflict' }]);
    const audit = await db()
      .select()
      .from(staffActions)
      .where(
        and(eq(staffActions.subjectType, 'question'), eq(staffActions.subjectId, question.id)),
      );
    expect(audit.map((row) => [row.staffId, row.action, row.detail])).toEqual([
      [support.id, 'question.answer', { productId: product.id, answer: 'Yes, by the SFDA.' }],
    ]);
  });

  it('a rejected question is never public; only moderators reject', async () => {
    const product = await createReviewedProduct(db());
    const asker = await createShopper(db());
    const question = (
      await call('POST', 'ProductQuestion', {
        token: asker.token,
        body: { productId: product.id, question: 'Buy cheap watches at …' },
        headers: ownClient(),
      })
    ).json<ProductQuestion>();
    const support = await signInStaff(db(), call, 'support');
    expect(
      (await call('POST', `Staff/Question/${question.id}/Reject`, { token: support.token }))
        .statusCode,
    ).toBe(403);
    const moderator = await signInStaff(db(), call, 'moderator');
    const rejected = await call('POST', `Staff/Question/${question.id}/Reject`, {
      token: moderator.token,
    });
    expect(rejected.json<ProductQuestion>().status).toBe('rejected');
    expect((await publicQuestions(product.slug)).items).toEqual([]);
    expect(
      (
        await call('POST', `Staff/Question/${question.id}/Answer`, {
          token: moderator.token,
          body: { answer: 'Too late' },
        })
      ).statusCode,
    ).toBe(409);
  });

  it("answers 403 to a customer's token on every staff question route, 401 to a guest asking", async () => {
    const product = await createReviewedProduct(db());
    const shopper = await createShopper(db());
    const question = (
      await call('POST', 'ProductQuestion', {
        token: shopper.token,
        body: { productId: product.id, question: 'Does it come chilled?' },
        headers: ownClient(),
      })
    ).json<ProductQuestion>();
    for (const [method, url, body] of [
      ['GET', 'Staff/Question', undefined],
      ['POST', `Staff/Question/${question.id}/Answer`, { answer: 'Yes' }],
      ['POST', `Staff/Question/${question.id}/Reject`, undefined],
    ] as const) {
      const answer = await call(method, url, { token: shopper.token, body });
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
      expect(answer.json<ApiError[]>()).toMatchObject([{ code: 'forbidden' }]);
    }
    expect(
      (
        await call('POST', 'ProductQuestion', {
          body: { productId: product.id, question: 'Anyone?' },
        })
      ).statusCode,
    ).toBe(401);
    const [row] = await db()
      .select({ status: productQuestions.status })
      .from(productQuestions)
      .where(eq(productQuestions.id, question.id));
    expect(row?.status).toBe('pending');
  });

  it('refuses an empty or long question and an unknown product, writing nothing', async () => {
    const product = await createReviewedProduct(db());
    const shopper = await createShopper(db());
    const post = (body: unknown) =>
      call('POST', 'ProductQuestion', { token: shopper.token, body, headers: ownClient() });
    const empty = await post({ productId: product.id, question: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ApiError[]>()).toEqual([
      { code: 'validation', message: 'validation:fieldRequired', field: 'body.question' },
    ]);
    expect(
      (await post({ productId: product.id, question: 'x'.repeat(QUESTION_MAX + 1) })).statusCode,
    ).toBe(400);
    expect(
      (await post({ productId: product.id, question: 'Hi', answer: 'Self-answered' })).statusCode,
    ).toBe(400);
    expect((await post({ productId: 2_000_000_000, question: 'Hi' })).statusCode).toBe(404);
    const support = await signInStaff(db(), call, 'support');
    expect(
      (
        await call('POST', 'Staff/Question/1/Answer', {
          token: support.token,
          body: { answer: 'x'.repeat(2001) },
        })
      ).statusCode,
    ).toBe(400);
    const rows = await db()
      .select()
      .from(productQuestions)
      .where(eq(productQuestions.customerId, shopper.id));
    expect(rows).toEqual([]);
  });
});

describe('asking under concurrency and abuse', () => {
  it(`${MAX_PENDING_QUESTIONS} waiting questions are the most: concurrent asks cannot pass it together`, async () => {
    const product = await createReviewedProduct(db());
    const shopper = await createShopper(db());
    await db()
      .insert(productQuestions)
      .values(
        Array.from({ length: MAX_PENDING_QUESTIONS - 1 }, (_, index) => ({
          productId: product.id,
          customerId: shopper.id,
          question: `Question ${index}`,
        })),
      );
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        call('POST', 'ProductQuestion', {
          token: shopper.token,
          body: { productId: product.id, question: `At once ${index}` },
          headers: ownClient(),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const full = answers.find((answer) => answer.statusCode === 409);
    expect(full?.json<ApiError[]>()).toEqual([
      expect.objectContaining({ code: 'questions_full', limit: MAX_PENDING_QUESTIONS }),
    ]);
    const mine = await call('GET', `ProductQuestion/Mine?productId=${product.id}&pageSize=50`, {
      token: shopper.token,
    });
    expect(mine.json<ProductQuestionPage>().total).toBe(MAX_PENDING_QUESTIONS);
  });

  it(`a shopper's question past ${questionLimits.perAccount.max} within an hour answers 429`, async () => {
    const product = await createReviewedProduct(db());
    const shopper = await createShopper(db());
    const headers = ownClient();
    for (let index = 0; index < questionLimits.perAccount.max; index += 1) {
      const answer = await call('POST', 'ProductQuestion', {
        token: shopper.token,
        body: { productId: product.id, question: `Question ${index}` },
        headers,
      });
      expect(answer.statusCode).toBe(201);
    }
    const limited = await call('POST', 'ProductQuestion', {
      token: shopper.token,
      body: { productId: product.id, question: 'One more' },
      headers,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ApiError[]>()).toMatchObject([{ code: 'rate_limited' }]);
  });
});
