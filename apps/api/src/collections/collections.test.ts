// Collection pages: shoppers read only published collections with a page of their products
// (curated: the picked ones in order; rule: a category, brand or offer); admin and moderators
// write, publish, pick products and delete (each change audited), support and shoppers may not;
// input is bounded.
import type {
  ApiError,
  CollectionDetail,
  CollectionPage,
  StaffCollection,
} from '@shop/core/schemas';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoCollections, seedDemoCollections } from '#src/db/demo/seed-collections.ts';
import { products, staffActions } from '#src/db/schema.ts';
import { createShopper } from '#src/reviews/feedback-test-kit.ts';
import { signInStaff } from '#src/staff/staff-test-kit.ts';
import { useCustomerApp } from '#src/test/customer-app.ts';

const customerApp = useCustomerApp('catalog', { responseCache: { seconds: 60 } });
const { call } = customerApp;
const db = () => customerApp.db;

let productIds: number[] = [];

beforeAll(async () => {
  expect(await seedDemoCollections(db())).toEqual({ collections: 3 });
  // Seeding again adds nothing.
  expect(await seedDemoCollections(db())).toEqual({ collections: 0 });
  productIds = (
    await db().select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(5)
  ).map((row) => row.id);
}, 60_000);

let unique = 0;
const slug = (base: string) => `${base}-${++unique}-${Date.now()}`;
const body = (over: Record<string, unknown> = {}) => ({
  slug: slug('collection'),
  title: 'هدايا',
  titleEn: 'Gifts',
  description: 'هدايا مختارة',
  descriptionEn: 'Chosen gifts',
  kind: 'curated',
  ...over,
});

describe('collections: public reads', () => {
  it('lists the published demo collections in order, in both languages', async () => {
    const answer = await call('GET', 'Collection');
    expect(answer.statusCode).toBe(200);
    const page = answer.json<CollectionPage>();
    expect(page.items.map((item) => item.slug)).toEqual(demoCollections.map((demo) => demo.slug));
    expect(page.items[0]).toMatchObject({
      title: 'اختياراتنا',
      titleEn: 'Our picks',
      kind: 'curated',
    });
    expect(answer.headers['cache-control']).toMatch(/^public/);
  });

  it('a curated collection lists its picked products, paginated; a rule one its category', async () => {
    const picks = await call('GET', 'Collection/our-picks?pageSize=5');
    expect(picks.statusCode).toBe(200);
    const detail = picks.json<CollectionDetail>();
    expect(detail).toMatchObject({ titleEn: 'Our picks', kind: 'curated' });
    expect(detail.products).toMatchObject({ page: 1, pageSize: 5, total: 12, totalPages: 3 });
    expect(detail.products.items).toHaveLength(5);
    const second = (
      await call('GET', 'Collection/our-picks?pageSize=5&page=3')
    ).json<CollectionDetail>();
    expect(second.products.items).toHaveLength(2);
    const byPrice = (
      await call('GET', 'Collection/our-picks?sort=price_asc&pageSize=50')
    ).json<CollectionDetail>();
    const prices = byPrice.products.items.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const dairy = await call('GET', 'Collection/dairy-essentials');
    expect(dairy.statusCode).toBe(200);
    const dairyDetail = dairy.json<CollectionDetail>();
    expect(dairyDetail.products.total).toBeGreaterThan(0);
    const flash = (await call('GET', 'Collection/flash-deals')).json<CollectionDetail>();
    expect(flash.products.total).toBeGreaterThan(0);
  });

  it('an unknown slug is 404, a malformed one 400', async () => {
    const missing = await call('GET', 'Collection/no-such-collection');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ApiError[]>()[0]?.code).toBe('not_found');
    expect((await call('GET', 'Collection/Not%20A%20Slug')).statusCode).toBe(400);
  });
});

describe('collections: staff', () => {
  it('a moderator drafts a curated collection (404 to shoppers), picks products, publishes, deletes', async () => {
    const moderator = await signInStaff(db(), call, 'moderator');
    const created = await call('POST', 'Staff/Collection', {
      token: moderator.token,
      body: body(),
    });
    expect(created.statusCode).toBe(201);
    const collection = created.json<StaffCollection>();
    expect(collection.publishedAt).toBeNull();
    expect((await call('GET', `Collection/${collection.slug}`)).statusCode).toBe(404);

    const picked = [productIds[2], productIds[0]] as number[];
    const set = await call('PUT', `Staff/Collection/${collection.id}/Products`, {
      token: moderator.token,
      body: { productIds: picked },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json<StaffCollection>().productIds).toEqual(picked);

    const published = await call('POST', `Staff/Collection/${collection.id}/Publish`, {
      token: moderator.token,
    });
    expect(published.statusCode).toBe(200);
    const shown = await call('GET', `Collection/${collection.slug}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json<CollectionDetail>().products.items.map((item) => item.id)).toEqual(picked);
    const listed = (await call('GET', 'Collection?pageSize=50')).json<CollectionPage>();
    expect(listed.items.map((item) => item.slug)).toContain(collection.slug);

    await call('POST', `Staff/Collection/${collection.id}/Unpublish`, { token: moderator.token });
    expect((await call('GET', `Collection/${collection.slug}`)).statusCode).toBe(404);
    const deleted = await call('DELETE', `Staff/Collection/${collection.id}`, {
      token: moderator.token,
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      (await call('DELETE', `Staff/Collection/${collection.id}`, { token: moderator.token }))
        .statusCode,
    ).toBe(404);

    const audit = await db()
      .select({ action: staffActions.action })
      .from(staffActions)
      .where(
        and(
          eq(staffActions.staffId, moderator.id),
          eq(staffActions.subjectType, 'collection'),
          eq(staffActions.subjectId, collection.id),
        ),
      )
      .orderBy(staffActions.id);
    expect(audit.map((row) => row.action)).toEqual([
      'collection.create',
      'collection.products',
      'collection.publish',
      'collection.unpublish',
      'collection.delete',
    ]);
  });

  it('a rule collection must name an existing category, brand or offer; slugs are unique', async () => {
    const admin = await signInStaff(db(), call, 'admin');
    const none = await call('POST', 'Staff/Collection', {
      token: admin.token,
      body: body({ kind: 'rule' }),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json<ApiError[]>()[0]?.code).toBe('collection_rule_missing');
    const unknown = await call('POST', 'Staff/Collection', {
      token: admin.token,
      body: body({ kind: 'rule', brandId: 2_000_000_000 }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ApiError[]>()[0]).toMatchObject({
      code: 'unknown_rule_target',
      field: 'body.brandId',
    });
    const taken = await call('POST', 'Staff/Collection', {
      token: admin.token,
      body: body({ slug: 'our-picks' }),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<ApiError[]>()[0]?.code).toBe('slug_taken');
    const rule = await call('POST', 'Staff/Collection', {
      token: admin.token,
      body: body({ kind: 'rule', brandId: 1 }),
    });
    expect(rule.statusCode).toBe(201);
    const notCurated = await call(
      'PUT',
      `Staff/Collection/${rule.json<StaffCollection>().id}/Products`,
      {
        token: admin.token,
        body: { productIds: [productIds[0]] },
      },
    );
    expect(notCurated.statusCode).toBe(400);
    expect(notCurated.json<ApiError[]>()[0]?.code).toBe('collection_not_curated');
  });
});

describe('collections: abuse', () => {
  it('shoppers, support and strangers may not write', async () => {
    const shopper = await createShopper(db());
    const support = await signInStaff(db(), call, 'support');
    for (const token of [undefined, shopper.token, support.token]) {
      const answer = await call('POST', 'Staff/Collection', { token, body: body() });
      expect([401, 403]).toContain(answer.statusCode);
    }
    expect((await call('GET', 'Staff/Collection', { token: shopper.token })).statusCode).toBe(403);
  });

  it('oversized or malformed input is 400, never 500; pages are capped', async () => {
    const admin = await signInStaff(db(), call, 'admin');
    const bad = [
      body({ slug: 'Bad Slug!' }),
      body({ slug: 'a'.repeat(61) }),
      body({ title: 'x'.repeat(121) }),
      body({ descriptionEn: 'x'.repeat(1001) }),
      body({ kind: 'smart' }),
      body({ extra: true }),
      body({ position: -1 }),
    ];
    for (const one of bad) {
      const answer = await call('POST', 'Staff/Collection', { token: admin.token, body: one });
      expect(answer.statusCode).toBe(400);
    }
    const created = (
      await call('POST', 'Staff/Collection', { token: admin.token, body: body() })
    ).json<StaffCollection>();
    const tooMany = Array.from({ length: 201 }, (_, index) => index + 1);
    for (const ids of [tooMany, [1, 1], ['x']]) {
      const answer = await call('PUT', `Staff/Collection/${created.id}/Products`, {
        token: admin.token,
        body: { productIds: ids },
      });
      expect(answer.statusCode).toBe(400);
    }
    const unknown = await call('PUT', `Staff/Collection/${created.id}/Products`, {
      token: admin.token,
      body: { productIds: [productIds[0], 2_000_000_000] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ApiError[]>()[0]).toMatchObject({
      code: 'unknown_products',
      field: 'body.productIds',
    });

    const capped = (await call('GET', 'Collection?pageSize=100000')).json<CollectionPage>();
    expect(capped.pageSize).toBe(50);
    const productsCapped = (
      await call('GET', 'Collection/our-picks?pageSize=100000')
    ).json<CollectionDetail>();
    expect(productsCapped.products.pageSize).toBeLessThanOrEqual(100);
    expect((await call('GET', 'Collection?page=0')).statusCode).toBe(400);
    expect((await call('GET', `Collection/${'a'.repeat(61)}`)).statusCode).toBe(400);
  });
});
