import { createI18n } from '@shop/core/i18n';
import type { ProductQuestion, ProductQuestionPage } from '@shop/core/question-schemas';
import type { OwnReview, ReviewPage, StaffReviewPage } from '@shop/core/review-schemas';
import {
  callApi,
  deliverOrder,
  demo,
  expect,
  expectAccessible,
  shopperPlacesOrder,
  shopperToken,
  storefrontPage,
  signIn,
  test,
} from './fixtures';

// Moderation in the back office (issue 17): a moderator approves a shopper's review and it is
// public on the product with its rating; support staff answer a product question and it is
// public with the answer; each queue shows how long an item has waited; support staff are shown
// no Reject for a question (moderators decide those), and the API refuses it to them anyway.

const texts = {
  en: {
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    reviewsTitle: 'Reviews to moderate',
    questionsTitle: 'Questions to answer',
    approve: 'Approve',
    reject: 'Reject',
    approved: /is approved and public/,
    waiting: /^Waiting \d+ minutes? ago$|^Waiting this minute$/,
    answer: 'Answer',
    publish: 'Publish the answer',
    answerRequired: 'Write the answer first',
    answered: 'The answer is published.',
    questionsLink: 'Questions',
    reviewsLink: 'Reviews',
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    reviewsTitle: 'تقييمات للمراجعة',
    questionsTitle: 'أسئلة بانتظار الإجابة',
    approve: 'قبول',
    reject: 'رفض',
    approved: /وأصبح ظاهراً للجميع/,
    waiting: /^ينتظر /,
    answer: 'الإجابة',
    publish: 'نشر الإجابة',
    answerRequired: 'اكتب الإجابة أولاً',
    answered: 'نُشرت الإجابة.',
    questionsLink: 'الأسئلة',
    reviewsLink: 'التقييمات',
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  const t = texts[lang];
  /** The storefront's own texts in `lang` (what its shopper reads). */
  const shop = createI18n(lang).t;

  test(`${lang}: a moderator approves a review and it is public on the product`, async ({
    page,
    browser,
  }) => {
    // A product of its own: a shopper reviews a product once.
    const order = await shopperPlacesOrder({ offset: lang === 'en' ? 12 : 24 });
    await deliverOrder(order.id);
    const line = order.lines[0]!;
    const content = `Fresh and well packed (${lang} ${Date.now()})`;
    const written = await callApi<OwnReview>('POST', 'ProductReview', {
      token: await shopperToken(),
      data: { productId: line.productId, rating: 4, content },
    });
    expect(written.status, JSON.stringify(written.body)).toBe(201);

    await signIn(page, lang, demo.moderator);
    await expect(page.getByRole('heading', { level: 1, name: t.reviewsTitle })).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: content });
    await expect(card).toBeVisible();
    await expect(card.locator('time')).toHaveText(t.waiting);
    await expectAccessible(page);
    await card.getByRole('button', { name: t.approve }).click();
    await expect(page.getByRole('status').filter({ hasText: t.approved })).toBeVisible();
    await expect(card).toBeHidden();

    // Public on the product's page, with its rating.
    const staff = await callApi<{ token: string }>('POST', 'Staff/SignIn', {
      data: demo.moderator,
    });
    const approved = await callApi<StaffReviewPage>(
      'GET',
      'Staff/Review?status=approved&pageSize=50',
      {
        token: staff.body.token,
      },
    );
    const slug = approved.body.items.find((review) => review.content === content)!.productSlug;
    const reviews = await callApi<ReviewPage>('GET', `Product/${slug}/Reviews?pageSize=50`);
    expect(reviews.body.items.find((review) => review.content === content)?.rating).toBe(4);
    // A guest sees it on the storefront's product page.
    const guest = await storefrontPage(browser, lang);
    await guest.goto(`/product/${slug}`);
    await expect(
      guest.getByRole('region', { name: shop('feedback:reviews.title') }).getByText(content),
    ).toBeVisible();
  });

  test(`${lang}: support staff answer a product question and it is public with the answer`, async ({
    page,
  }) => {
    const order = await shopperPlacesOrder();
    const question = `Is it sold by the kilo? (${lang} ${Date.now()})`;
    const asked = await callApi<ProductQuestion>('POST', 'ProductQuestion', {
      token: await shopperToken(),
      data: { productId: order.lines[0]!.productId, question },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const support = await callApi<{ token: string }>('POST', 'Staff/SignIn', {
      data: demo.support,
    });
    const queue = await callApi<{ items: { id: number; productSlug: string }[] }>(
      'GET',
      'Staff/Question?pageSize=50',
      { token: support.body.token },
    );
    const slug = queue.body.items.find((item) => item.id === asked.body.id)!.productSlug;

    await signIn(page, lang, demo.support);
    await page.getByRole('navigation').getByRole('link', { name: t.questionsLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.questionsTitle })).toBeVisible();
    // Support staff moderate no reviews: not in their navigation.
    await expect(
      page.getByRole('navigation').getByRole('link', { name: t.reviewsLink }),
    ).toHaveCount(0);
    const card = page.getByRole('article').filter({ hasText: question });
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: t.reject })).toHaveCount(0);
    await expectAccessible(page);

    await card.getByRole('button', { name: t.publish }).click();
    await expect(card.getByRole('textbox', { name: t.answer })).toHaveAccessibleDescription(
      t.answerRequired,
    );
    await card.getByRole('textbox', { name: t.answer }).fill('Yes: the price is for one kilo.');
    await card.getByRole('button', { name: t.publish }).click();
    await expect(page.getByRole('status').filter({ hasText: t.answered })).toBeVisible();
    await expect(card).toBeHidden();

    // The API refuses support staff a rejection, whatever the screen shows.
    expect(
      (
        await callApi('POST', `Staff/Question/${asked.body.id}/Reject`, {
          token: support.body.token,
        })
      ).status,
    ).toBe(403);
    const waiting = await callApi<{ items: { id: number }[] }>(
      'GET',
      'Staff/Question?pageSize=50',
      {
        token: support.body.token,
      },
    );
    expect(waiting.body.items.map((item) => item.id)).not.toContain(asked.body.id);
    const published = await callApi<ProductQuestionPage>(
      'GET',
      `Product/${slug}/Questions?pageSize=50`,
    );
    expect(published.body.items.find((item) => item.id === asked.body.id)?.answer).toBe(
      'Yes: the price is for one kilo.',
    );
  });
}
