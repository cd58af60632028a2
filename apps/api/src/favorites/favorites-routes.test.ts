import {
  MAX_FAVORITES,
  MAX_PAGE_SIZE,
  type ApiError,
  type ProductDetail,
  type ProductPage,
} from '@shop/core/schemas';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoProductSlugs } from '#src/db/demo/demo-products.ts';
import { customers, favorites, products } from '#src/db/schema.ts';
import { useCustomerApp, type SignedUp } from '#src/test/customer-app.ts';

const customerApp = useCustomerApp();
const { call } = customerApp;

let a: SignedUp;
let b: SignedUp;
/** Demo product ids by their key in demoProductSlugs. */
let ids: Record<keyof typeof demoProductSlugs, number>;
beforeAll(async () => {
  a = await customerApp.signUp();
  b = await customerApp.signUp();
  const rows = await customerApp.db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(inArray(products.slug, Object.values(demoProductSlugs)));
  ids = Object.fromEntries(
    Object.entries(demoProductSlugs).map(([key, slug]) => [
      key,
      rows.find((row) => row.slug === slug)!.id,
    ]),
  ) as typeof ids;
});

describe('Favorite', () => {
  it('adds (idempotently), lists as product summaries and removes favourites', async () => {
    for (const id of [ids.milk, ids.cake, ids.milk]) {
      const added = await call('POST', 'Favorite', { token: a.token, body: { productId: id } });
      expect(added.statusCode).toBe(204);
    }
    const list = await call('GET', 'Favorite', { token: a.token });
    expect(list.statusCode).toBe(200);
    const summaries = list.json<ProductPage>().items;
    expect(summaries.map((product) => product.slug)).toEqual([
      demoProductSlugs.cake,
      demoProductSlugs.milk,
    ]);
    expect(summaries[1]).toMatchObject({ id: ids.milk, stockState: 'available' });
    expect((await call('GET', 'Favorite', { token: b.token })).json<ProductPage>().items).toEqual(
      [],
    );

    // B removing A's favourite changes only B's (empty) list.
    expect(
      (await call('DELETE', `Favorite?productId=${ids.milk}`, { token: b.token })).statusCode,
    ).toBe(204);
    expect((await call('GET', 'Favorite', { token: a.token })).json<ProductPage>().total).toBe(2);

    const removed = await call('DELETE', `Favorite?productId=${ids.milk}`, { token: a.token });
    expect(removed.statusCode).toBe(204);
    expect(
      (await call('GET', 'Favorite', { token: a.token }))
        .json<ProductPage>()
        .items.map((product) => product.id),
    ).toEqual([ids.cake]);
  });

  it('answers 404 for a product that does not exist, 401 without a token', async () => {
    const missing = await call('POST', 'Favorite', {
      token: a.token,
      body: { productId: 999_999 },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ApiError[]>()[0]).toMatchObject({
      code: 'not_found',
      field: 'body.productId',
    });
    for (const [method, url] of [
      ['GET', 'Favorite'],
      ['POST', 'Favorite'],
      ['DELETE', `Favorite?productId=${ids.milk}`],
    ] as const) {
      const response = await call(
        method,
        url,
        method === 'POST' ? { body: { productId: ids.milk } } : {},
      );
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('Compare', () => {
  it('holds at most 4 products, as details in the order added', async () => {
    const four = [ids.milk, ids.compareAt, ids.onOffer, ids.dubaiMilk];
    for (const id of four) {
      expect(
        (await call('POST', 'Compare', { token: a.token, body: { productId: id } })).statusCode,
      ).toBe(204);
    }
    // Again: no change, no error.
    expect(
      (await call('POST', 'Compare', { token: a.token, body: { productId: ids.milk } })).statusCode,
    ).toBe(204);
    const fifth = await call('POST', 'Compare', { token: a.token, body: { productId: ids.cake } });
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json<ApiError[]>()).toEqual([
      expect.objectContaining({ code: 'compare_full', field: 'body.productId' }),
    ]);

    const list = await call('GET', 'Compare', { token: a.token });
    expect(list.statusCode).toBe(200);
    const details = list.json<ProductDetail[]>();
    expect(details.map((product) => product.id)).toEqual(four);
    expect(details[0]).toHaveProperty('deliverableCountries');
    expect((await call('GET', 'Compare', { token: b.token })).json()).toEqual([]);

    expect(
      (await call('DELETE', `Compare?productId=${ids.compareAt}`, { token: a.token })).statusCode,
    ).toBe(204);
    expect(
      (await call('POST', 'Compare', { token: a.token, body: { productId: ids.cake } })).statusCode,
    ).toBe(204);
    expect(
      (await call('GET', 'Compare', { token: a.token }))
        .json<ProductDetail[]>()
        .map((product) => product.id),
    ).toEqual([ids.milk, ids.onOffer, ids.dubaiMilk, ids.cake]);
  });

  it('lets concurrent adds fill only the free places', async () => {
    const candidates = [ids.soldOut, ids.outOfStock, ids.roses, ids.wholeLamb, ids.paracetamol];
    const responses = await Promise.all(
      candidates.map((productId) =>
        call('POST', 'Compare', { token: b.token, body: { productId } }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 204)).toHaveLength(4);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(1);
    expect((await call('GET', 'Compare', { token: b.token })).json()).toHaveLength(4);
  });

  it.each([
    ['POST', 'Compare', { productId: 'abc' }],
    ['POST', 'Compare', {}],
    ['POST', 'Favorite', '{"productId":'],
    ['DELETE', 'Compare?productId=0', undefined],
    ['DELETE', 'Favorite', undefined],
  ] as const)('%s %s %j answers 400', async (method, url, body) => {
    expect((await call(method, url, { token: a.token, body })).statusCode).toBe(400);
  });
});

describe('Favorite bounds', () => {
  it(`keeps at most ${MAX_FAVORITES} favourites under concurrent adds, and pages them`, async () => {
    const c = await customerApp.signUp();
    const [owner] = await customerApp.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, c.email.toLowerCase()));
    const all = await customerApp.db
      .select({ id: products.id })
      .from(products)
      .orderBy(asc(products.id))
      .limit(MAX_FAVORITES + 15);
    const ids = all.map((row) => row.id);
    // Five places left, then twenty adds at once: five get in, the rest are refused.
    await customerApp.db
      .insert(favorites)
      .values(
        ids.slice(0, MAX_FAVORITES - 5).map((productId) => ({ customerId: owner!.id, productId })),
      );
    const answers = await Promise.all(
      ids
        .slice(MAX_FAVORITES - 5)
        .map((productId) => call('POST', 'Favorite', { token: c.token, body: { productId } })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 204)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toEqual([
      {
        code: 'favorites_full',
        message: `A customer keeps at most ${MAX_FAVORITES} favourites: remove one first`,
        field: 'body.productId',
      },
    ]);
    // Adding one already kept is still no change, not a refusal.
    const again = await call('POST', 'Favorite', { token: c.token, body: { productId: ids[0] } });
    expect(again.statusCode).toBe(204);

    const first = (await call('GET', 'Favorite', { token: c.token })).json<ProductPage>();
    expect(first).toMatchObject({ page: 1, pageSize: 24, total: MAX_FAVORITES, totalPages: 21 });
    expect(first.items).toHaveLength(24);
    const big = (
      await call('GET', 'Favorite?page=11&pageSize=1000', { token: c.token })
    ).json<ProductPage>();
    expect(big).toMatchObject({ page: 11, pageSize: MAX_PAGE_SIZE, totalPages: 11 });
    expect(big.items).toHaveLength(MAX_FAVORITES - 10 * MAX_PAGE_SIZE);
    const past = (await call('GET', 'Favorite?page=99', { token: c.token })).json<ProductPage>();
    expect(past.items).toEqual([]);
    const bad = await call('GET', 'Favorite?page=0', { token: c.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiError[]>()[0]).toMatchObject({ code: 'validation', field: 'query.page' });

    const kept = (await call('GET', 'Favorite/ProductIds', { token: c.token })).json<number[]>();
    expect(kept).toHaveLength(MAX_FAVORITES);
    const inDatabase = await customerApp.db
      .select({ id: favorites.productId })
      .from(favorites)
      .where(eq(favorites.customerId, owner!.id));
    expect(inDatabase).toHaveLength(MAX_FAVORITES);
    expect(new Set(kept)).toEqual(new Set(inDatabase.map((row) => row.id)));
    expect(
      await customerApp.db
        .select({ id: favorites.productId })
        .from(favorites)
        .where(and(eq(favorites.customerId, owner!.id), notInArray(favorites.productId, ids))),
    ).toEqual([]);
  }, 60_000);
});
