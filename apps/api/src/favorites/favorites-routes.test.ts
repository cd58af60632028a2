import type { ApiError, ProductDetail, ProductSummary } from '@shop/core/schemas';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoProductSlugs } from '#src/db/demo/demo-products.ts';
import { products } from '#src/db/schema.ts';
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
    const summaries = list.json<ProductSummary[]>();
    expect(summaries.map((product) => product.slug)).toEqual([
      demoProductSlugs.cake,
      demoProductSlugs.milk,
    ]);
    expect(summaries[1]).toMatchObject({ id: ids.milk, stockState: 'available' });
    expect((await call('GET', 'Favorite', { token: b.token })).json()).toEqual([]);

    // B removing A's favourite changes only B's (empty) list.
    expect(
      (await call('DELETE', `Favorite?productId=${ids.milk}`, { token: b.token })).statusCode,
    ).toBe(204);
    expect((await call('GET', 'Favorite', { token: a.token })).json()).toHaveLength(2);

    const removed = await call('DELETE', `Favorite?productId=${ids.milk}`, { token: a.token });
    expect(removed.statusCode).toBe(204);
    expect(
      (await call('GET', 'Favorite', { token: a.token }))
        .json<ProductSummary[]>()
        .map((product) => product.id),
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
