// Product reviews: only a shopper who received the product may review it; a review is pending
// (seen by its author and moderators only) until a moderator approves it; the product's rating
// on cards, the product and its reviews follows approvals, through the response cache too;
// every moderation is in the audit record; a customer's token never moderates.
import type {
  ApiError,
  MyReview,
  OwnReview,
  ProductDetail,
  ProductPage,
  ReviewPage,
  StaffActionPage,
  StaffReviewPage,
} from '@shop/core/schemas';
import { REVIEW_CONTENT_MAX } from '@shop/core/schemas';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, staffActions } from '#src/db/schema.ts';
import { signInStaff } from '#src/staff/staff-test-kit.ts';
import { useCustomerApp } from '#src/test/customer-app.ts';
import { createReviewedProduct, createShopper, orderOf } from './feedback-test-kit.ts';
import { reviewLimits } from './reviews-routes.ts';

// The response cache on, as in production: a moderation must reach what it keeps.
const customerApp = useCustomerApp('catalog', { responseCache: { seconds: 60 } });
const { call } = customerApp;
const db = () => customerApp.db;

const review = (productId: number, rating = 4, content = 'Fresh and cold on arrival.') => ({
  productId,
  rating,
  content,
});

/** A product and a shopper who received it (a delivered order holding it). */
async function receivedProduct(name?: string) {
  const product = await createReviewedProduct(db());
  const shopper = await createShopper(db(), name);
  await orderOf(db(), shopper.id, [product.id]);
  return { product, shopper };
}

/** A client address of its own (TEST-NET-3), so one test's posts never use up another's limit. */
const ownClient = () => ({ 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 254) + 1}` });

const publicReviews = async (slug: string) => {
  const answer = await call('GET', `Product/${slug}/Reviews`);
  expect(answer.statusCode).toBe(200);
  return answer.json<ReviewPage>();
};

describe('writing a review', () => {
  it('is pending: its author and moderators see it, nobody else does', async () => {
    const { product, shopper } = await receivedProduct('Lina Haddad');
    expect(
      (
        await call('GET', `ProductReview/Mine?productId=${product.id}`, { token: shopper.token })
      ).json<MyReview>(),
    ).toEqual({ canReview: true, received: true, review: null });

    const written = await call('POST', 'ProductReview', {
      token: shopper.token,
      body: review(product.id, 5, '  Fresh and cold on arrival.  '),
    });
    expect(written.statusCode).toBe(201);
    const own = written.json<OwnReview>();
    expect(own).toMatchObject({
      productId: product.id,
      rating: 5,
      content: 'Fresh and cold on arrival.',
      authorName: 'Lina',
      status: 'pending',
    });
    expect(written.headers['cache-control']).toBe('private, no-store');

    // The author sees it (pending), and may not write another.
    const mine = await call('GET', `ProductReview/Mine?productId=${product.id}`, {
      token: shopper.token,
    });
    expect(mine.json<MyReview>()).toEqual({ canReview: false, received: true, review: own });
    expect(mine.headers['cache-control']).toBe('private, no-store');

    // Nobody else: not in the public list, not in another shopper's view, not in the rating.
    expect(await publicReviews(product.slug)).toMatchObject({
      items: [],
      total: 0,
      average: 0,
      count: 0,
    });
    const other = await createShopper(db());
    expect(
      (
        await call('GET', `ProductReview/Mine?productId=${product.id}`, { token: other.token })
      ).json<MyReview>(),
    ).toEqual({ canReview: false, received: false, review: null });
    const detail = (await call('GET', `Product/${product.slug}`)).json<ProductDetail>();
    expect([detail.rating, detail.ratingCount]).toEqual([0, 0]);

    // Moderators do.
    const moderator = await signInStaff(db(), call, 'moderator');
    const queue = await call('GET', 'Staff/Review?pageSize=50', { token: moderator.token });
    expect(queue.statusCode).toBe(200);
    expect(queue.json<StaffReviewPage>().items).toContainEqual(
      expect.objectContaining({ id: own.id, status: 'pending', productSlug: product.slug }),
    );
  });

  it('is refused to a shopper who did not receive the product, and a second time', async () => {
    const { product, shopper } = await receivedProduct();
    const stranger = await createShopper(db());
    const refused = await call('POST', 'ProductReview', {
      token: stranger.token,
      body: review(product.id),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiError[]>()).toMatchObject([{ code: 'review_not_received' }]);

    // An order on its way is not received yet; a cancelled one never was.
    const waiting = await createShopper(db());
    await orderOf(db(), waiting.id, [product.id], 'out_for_delivery');
    await orderOf(db(), waiting.id, [product.id], 'cancelled');
    expect(
      (await call('POST', 'ProductReview', { token: waiting.token, body: review(product.id) }))
        .statusCode,
    ).toBe(403);

    expect(
      (await call('POST', 'ProductReview', { token: shopper.token, body: review(product.id) }))
        .statusCode,
    ).toBe(201);
    const again = await call('POST', 'ProductReview', {
      token: shopper.token,
      body: review(product.id, 1, 'Changed my mind'),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiError[]>()).toMatchObject([{ code: 'review_exists' }]);

    const unknown = await call('POST', 'ProductReview', {
      token: shopper.token,
      body: review(2_000_000_000),
    });
    expect(unknown.statusCode).toBe(404);
    expect((await call('POST', 'ProductReview', { body: review(product.id) })).statusCode).toBe(
      401,
    );
  });

  it("answers the spec's messages for a missing rating or content, and bounds the input", async () => {
    const { product, shopper } = await receivedProduct();
    const post = (body: unknown) => call('POST', 'ProductReview', { token: shopper.token, body });
    const noRating = await post({ productId: product.id, content: 'Good' });
    expect(noRating.statusCode).toBe(400);
    expect(noRating.json<ApiError[]>()).toEqual([
      { code: 'validation', message: 'validation:ratingRequired', field: 'body.rating' },
    ]);
    const empty = await post({ productId: product.id, rating: 3, content: '   ' });
    expect(empty.json<ApiError[]>()).toEqual([
      { code: 'validation', message: 'validation:reviewContentRequired', field: 'body.content' },
    ]);
    for (const body of [
      review(product.id, 0),
      review(product.id, 6),
      review(product.id, 4.5),
      review(product.id, 4, 'x'.repeat(REVIEW_CONTENT_MAX + 1)),
      { ...review(product.id), status: 'approved' },
    ]) {
      expect((await post(body)).statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    // Nothing was written by any of them.
    expect(
      (
        await call('GET', `ProductReview/Mine?productId=${product.id}`, { token: shopper.token })
      ).json<MyReview>().review,
    ).toBeNull();
  });
});

describe('moderating reviews', () => {
  it('an approval makes the review public and moves the rating everywhere, cached answers too', async () => {
    const product = await createReviewedProduct(db());
    const [lina, omar] = [await createShopper(db(), 'Lina'), await createShopper(db(), 'Omar')];
    for (const shopper of [lina, omar]) await orderOf(db(), shopper.id, [product.id]);
    const post = async (token: string, rating: number, content: string) =>
      (
        await call('POST', 'ProductReview', { token, body: review(product.id, rating, content) })
      ).json<OwnReview>();
    const first = await post(lina.token, 5, 'Excellent');
    const second = await post(omar.token, 2, 'Too sour');
    const [brandRow] = await db()
      .select({ brandId: products.brandId })
      .from(products)
      .where(eq(products.id, product.id));
    const listing = `Product?brandId=${brandRow!.brandId}`;

    // The public answers are kept by the response cache…
    await call('GET', `Product/${product.slug}`);
    await call('GET', listing);
    await call('GET', `Product/${product.slug}/Reviews`);
    expect((await call('GET', `Product/${product.slug}/Reviews`)).headers['x-cache']).toBe('HIT');

    const moderator = await signInStaff(db(), call, 'moderator');
    const approve = (id: number) =>
      call('POST', `Staff/Review/${id}/Approve`, { token: moderator.token });
    const approved = await approve(first.id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json<OwnReview>()).toMatchObject({ id: first.id, status: 'approved' });
    expect((await approve(second.id)).statusCode).toBe(200);

    // …and forgotten: every answer shows both reviews, average 3.5.
    const page = await publicReviews(product.slug);
    expect(page).toMatchObject({ average: 3.5, count: 2, total: 2, totalPages: 1 });
    expect(page.items.map((item) => [item.authorName, item.rating, item.content])).toEqual([
      ['Omar', 2, 'Too sour'],
      ['Lina', 5, 'Excellent'],
    ]);
    const detail = (await call('GET', `Product/${product.slug}`)).json<ProductDetail>();
    expect([detail.rating, detail.ratingCount]).toEqual([3.5, 2]);
    const card = (await call('GET', listing))
      .json<ProductPage>()
      .items.find((item) => item.id === product.id);
    expect([card?.rating, card?.ratingCount]).toEqual([3.5, 2]);

    // Taken down again: the rating is that of the one left.
    const moderatorAgain = await call('POST', `Staff/Review/${second.id}/Reject`, {
      token: moderator.token,
    });
    expect(moderatorAgain.json<OwnReview>().status).toBe('rejected');
    expect(await publicReviews(product.slug)).toMatchObject({ average: 5, count: 1 });
    const after = (await call('GET', `Product/${product.slug}`)).json<ProductDetail>();
    expect([after.rating, after.ratingCount]).toEqual([5, 1]);

    // Every moderation is in the audit record, with who did it.
    const audit = await db()
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.subjectType, 'review'), eq(staffActions.staffId, moderator.id)));
    expect(audit.map((row) => [row.action, row.subjectId, row.detail])).toEqual([
      [
        'review.approve',
        first.id,
        { from: 'pending', to: 'approved', productId: product.id, rating: 5 },
      ],
      [
        'review.approve',
        second.id,
        { from: 'pending', to: 'approved', productId: product.id, rating: 2 },
      ],
      [
        'review.reject',
        second.id,
        { from: 'approved', to: 'rejected', productId: product.id, rating: 2 },
      ],
    ]);
    const admin = await signInStaff(db(), call, 'admin');
    const record = await call('GET', 'Staff/Actions?pageSize=3', { token: admin.token });
    expect(record.json<StaffActionPage>().items[0]).toMatchObject({
      action: 'review.reject',
      staffName: moderator.name,
    });
  });

  it('a rejected review never shows; deciding twice is a 409 that changes nothing', async () => {
    const { product, shopper } = await receivedProduct();
    const own = (
      await call('POST', 'ProductReview', { token: shopper.token, body: review(product.id, 1) })
    ).json<OwnReview>();
    const moderator = await signInStaff(db(), call, 'moderator');
    const reject = () => call('POST', `Staff/Review/${own.id}/Reject`, { token: moderator.token });
    expect((await reject()).statusCode).toBe(200);
    const twice = await reject();
    expect(twice.statusCode).toBe(409);
    expect(twice.json<ApiError[]>()).toMatchObject([{ code: 'moderation_conflict' }]);
    expect(await publicReviews(product.slug)).toMatchObject({ items: [], count: 0 });
    expect(
      (
        await call('GET', `ProductReview/Mine?productId=${product.id}`, { token: shopper.token })
      ).json<MyReview>().review?.status,
    ).toBe('rejected');
    const audit = await db()
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.subjectType, 'review'), eq(staffActions.subjectId, own.id)));
    expect(audit).toHaveLength(1);
    expect(
      (await call('POST', 'Staff/Review/2000000000/Approve', { token: moderator.token }))
        .statusCode,
    ).toBe(404);
  });

  it("answers 403 to a customer's token and to support staff on every moderation route", async () => {
    const { product, shopper } = await receivedProduct();
    const own = (
      await call('POST', 'ProductReview', { token: shopper.token, body: review(product.id) })
    ).json<OwnReview>();
    const support = await signInStaff(db(), call, 'support');
    for (const token of [shopper.token, support.token]) {
      for (const [method, url] of [
        ['GET', 'Staff/Review'],
        ['POST', `Staff/Review/${own.id}/Approve`],
        ['POST', `Staff/Review/${own.id}/Reject`],
      ] as const) {
        const answer = await call(method, url, { token });
        expect(answer.statusCode, `${method} ${url}`).toBe(403);
        expect(answer.json<ApiError[]>()).toMatchObject([{ code: 'forbidden' }]);
      }
    }
    expect((await call('GET', 'Staff/Review')).statusCode).toBe(401);
    expect(
      (
        await call('GET', `ProductReview/Mine?productId=${product.id}`, { token: shopper.token })
      ).json<MyReview>().review?.status,
    ).toBe('pending');
  });
});

describe('reviews under concurrency and abuse', () => {
  it('20 approvals at once of one product’s reviews count every one; one review approved by 10 moderators at once is approved once', async () => {
    const product = await createReviewedProduct(db());
    const ratings = Array.from({ length: 20 }, (_, index) => (index % 5) + 1);
    const ids: number[] = [];
    for (const rating of ratings) {
      const shopper = await createShopper(db());
      await orderOf(db(), shopper.id, [product.id]);
      const answer = await call('POST', 'ProductReview', {
        token: shopper.token,
        body: review(product.id, rating),
        headers: ownClient(),
      });
      ids.push(answer.json<OwnReview>().id);
    }
    const moderators = await Promise.all(
      Array.from({ length: 4 }, () => signInStaff(db(), call, 'moderator')),
    );
    const answers = await Promise.all(
      ids.map((id, index) =>
        call('POST', `Staff/Review/${id}/Approve`, {
          token: moderators[index % moderators.length]!.token,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(ids.map(() => 200));
    const average = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
    expect(await publicReviews(product.slug)).toMatchObject({ count: 20, average });
    const [row] = await db()
      .select({ average: products.ratingAverage, count: products.ratingCount })
      .from(products)
      .where(eq(products.id, product.id));
    expect(row).toEqual({ average, count: 20 });

    const { product: other, shopper } = await receivedProduct();
    const own = (
      await call('POST', 'ProductReview', { token: shopper.token, body: review(other.id, 4) })
    ).json<OwnReview>();
    const racing = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call('POST', `Staff/Review/${own.id}/Approve`, {
          token: moderators[index % moderators.length]!.token,
        }),
      ),
    );
    expect(racing.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(racing.filter((answer) => answer.statusCode === 409)).toHaveLength(9);
    expect(await publicReviews(other.slug)).toMatchObject({ count: 1, average: 4 });
    const audit = await db()
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.subjectType, 'review'), eq(staffActions.subjectId, own.id)));
    expect(audit).toHaveLength(1);
  });

  it('two reviews of one product by one shopper at once make one', async () => {
    const { product, shopper } = await receivedProduct();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        call('POST', 'ProductReview', {
          token: shopper.token,
          body: review(product.id, (index % 5) + 1),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      201, 409, 409, 409, 409, 409,
    ]);
  });

  it(`a shopper's attempt past ${reviewLimits.perAccount.max} within an hour answers 429, refusals counted`, async () => {
    const product = await createReviewedProduct(db());
    const shopper = await createShopper(db());
    const headers = ownClient();
    for (let attempt = 0; attempt < reviewLimits.perAccount.max; attempt += 1) {
      const answer = await call('POST', 'ProductReview', {
        token: shopper.token,
        body: review(product.id),
        headers,
      });
      expect(answer.statusCode).toBe(403);
    }
    const limited = await call('POST', 'ProductReview', {
      token: shopper.token,
      body: review(product.id),
      headers,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.json<ApiError[]>()).toMatchObject([{ code: 'rate_limited' }]);
  });
});
