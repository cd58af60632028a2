import { randomBytes } from 'node:crypto';
import type { Cart } from '@shop/core/schemas';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { newGuestCartsPerClient } from '#src/cart/cart-service.ts';
import { cartLines, carts } from '#src/db/schema.ts';
import {
  cartOf,
  cartRowIdOf,
  createBrand,
  createCustomer,
  createProduct,
  errorsOf,
  useCartApp,
  type CallOptions,
  type TestProduct,
} from './cart-test-kit.ts';

// What a stranger might try on the cart (CONTRIBUTING "Security"). The response cache is on,
// as in production, to show it never keeps a basket.
const logLines: string[] = [];
const kit = useCartApp({
  responseCache: { seconds: 10 },
  // Headers logged too, to show the cart id is redacted wherever it would show.
  logger: {
    level: 'info',
    serializers: { req: (request: { headers: unknown }) => ({ headers: request.headers }) },
    stream: { write: (line: string) => void logLines.push(line) },
  },
});
const { call } = kit;
const add = (as: CallOptions, body: object) => call('POST', 'Cart/Line', { ...as, body });
const randomCartId = () => randomBytes(32).toString('base64url');

let brandId: number;
let product: TestProduct;
let customizable: TestProduct;
beforeAll(async () => {
  brandId = await createBrand(kit.db);
  product = await createProduct(kit.db, { brandId, maxPerOrder: 20 });
  customizable = await createProduct(kit.db, {
    brandId,
    options: [{ kind: 'choice', choices: [0, 100] }, { kind: 'text' }],
  });
});

/** A guest with one line: their id, cart and line id. */
async function guest(): Promise<{ cartId: string; cart: Cart; lineId: number }> {
  const cart = cartOf(await add({}, { productId: product.id, quantity: 2 }));
  return { cartId: cart.cartId!, cart, lineId: cart.lines[0]!.id };
}

describe("another shopper's cart", () => {
  it('answers 404 cart_not_found for a cart id that is not the caller’s, well-formed or not', async () => {
    for (const cartId of [randomCartId(), 'abc', `${randomCartId()}x`]) {
      for (const [method, url, body] of [
        ['GET', 'Cart', undefined],
        ['POST', 'Cart/Line', { productId: product.id }],
        ['PUT', 'Cart/Line/1', { quantity: 1 }],
        ['DELETE', 'Cart/Line/1', undefined],
        ['DELETE', 'Cart', undefined],
      ] as const) {
        const answer = await call(method, url, { cartId, ...(body ? { body } : {}) });
        expect(answer.statusCode, `${method} ${url} ${cartId}`).toBe(404);
        expect(errorsOf(answer)).toMatchObject([{ code: 'cart_not_found' }]);
      }
    }
  });

  it("answers 404 cart_line_not_found for another cart's line and leaves it alone", async () => {
    const victim = await guest();
    const intruder = await guest();
    const customer = await createCustomer(kit.db);
    cartOf(await add({ token: customer.token }, { productId: product.id }));
    for (const as of [{ cartId: intruder.cartId }, { token: customer.token }]) {
      const changed = await call('PUT', `Cart/Line/${victim.lineId}`, {
        ...as,
        body: { quantity: 9 },
      });
      expect(changed.statusCode).toBe(404);
      expect(errorsOf(changed)).toMatchObject([{ code: 'cart_line_not_found' }]);
      const removed = await call('DELETE', `Cart/Line/${victim.lineId}`, as);
      expect(errorsOf(removed)).toMatchObject([{ code: 'cart_line_not_found' }]);
    }
    // A guest without any cart has no lines either.
    expect((await call('DELETE', `Cart/Line/${victim.lineId}`)).statusCode).toBe(404);
    expect(cartOf(await call('GET', 'Cart', { cartId: victim.cartId }))).toEqual(victim.cart);
  });

  it("never reads a customer's cart through a guest id", async () => {
    const customer = await createCustomer(kit.db);
    cartOf(await add({ token: customer.token }, { productId: product.id }));
    const rowId = await cartRowIdOf(kit.db, { customerId: customer.id });
    // The token itself has the shape of a cart id: it is still no guest's cart.
    for (const cartId of [customer.token, String(rowId).padStart(43, '0')]) {
      expect((await call('GET', 'Cart', { cartId })).statusCode).toBe(404);
    }
    // A dead token is a 401, never a fall-back to the guest's cart.
    const { cartId } = await guest();
    const answer = await call('GET', 'Cart', { cartId, token: randomCartId() });
    expect(answer.statusCode).toBe(401);
  });

  it("answers 401 to a signed-out, expired or unverified customer's read, as every customer route", async () => {
    const signedOut = await createCustomer(kit.db);
    cartOf(await add({ token: signedOut.token }, { productId: product.id }));
    expect((await call('POST', 'Customer/SignOut', { token: signedOut.token })).statusCode).toBe(
      204,
    );
    const expired = await createCustomer(kit.db);
    cartOf(await add({ token: expired.token }, { productId: product.id }));
    await kit.db.execute(
      sql`update customer_tokens set created_at = now() - interval '31 days' where customer_id = ${expired.id}`,
    );
    const unverified = await createCustomer(kit.db);
    await kit.db.execute(sql`update customers set verified_at = null where id = ${unverified.id}`);
    for (const { token } of [signedOut, expired, unverified]) {
      const answer = await call('GET', 'Cart', { token });
      expect(answer.statusCode).toBe(401);
      expect(errorsOf(answer)).toEqual([
        { code: '401', message: 'This session has ended: sign in again' },
      ]);
      expect(answer.body).not.toContain(`"productId"`);
      expect(answer.body).not.toContain(`"lines"`);
    }
    const malformed = await call('GET', 'Cart', { headers: { authorization: 'Basic x' } });
    expect(malformed.statusCode).toBe(401);
  });
});

describe("a dead token's add", () => {
  it('answers 401 before anything else, a bad body included, and adds nothing', async () => {
    const signedOut = await createCustomer(kit.db);
    cartOf(await add({ token: signedOut.token }, { productId: product.id }));
    expect((await call('POST', 'Customer/SignOut', { token: signedOut.token })).statusCode).toBe(
      204,
    );
    const unverified = await createCustomer(kit.db);
    await kit.db.execute(sql`update customers set verified_at = null where id = ${unverified.id}`);
    for (const token of [signedOut.token, unverified.token, randomCartId()]) {
      for (const body of [
        { productId: product.id, quantity: 1 },
        { productId: 999_999, quantity: 1 },
        { productId: product.id, quantity: 0 },
        { productId: customizable.id, quantity: 1 },
        '{"productId": ',
      ]) {
        const answer = await call('POST', 'Cart/Line', { token, body });
        expect(answer.statusCode, JSON.stringify(body)).toBe(401);
        expect(errorsOf(answer)).toEqual([
          { code: '401', message: 'This session has ended: sign in again' },
        ]);
      }
    }
    const [lines] = await kit.db
      .select({ n: sql<number>`count(*)::int` })
      .from(cartLines)
      .innerJoin(carts, eq(carts.id, cartLines.cartId))
      .where(inArray(carts.customerId, [signedOut.id, unverified.id]));
    // The signed-out customer's one line from before, nothing since.
    expect(lines?.n).toBe(1);
    const malformed = await add(
      { headers: { authorization: 'Basic x' } },
      { productId: product.id },
    );
    expect(malformed.statusCode).toBe(401);
  });
});

describe('bad input: 400 and nothing changes', () => {
  it('refuses quantities that are not whole, positive and bounded', async () => {
    const { cartId, cart, lineId } = await guest();
    for (const quantity of [0, -1, 1.5, 10_000, 1e12, '2', null, 'NaN']) {
      const answer = await add({ cartId }, { productId: product.id, quantity });
      expect(answer.statusCode, String(quantity)).toBe(400);
      expect(errorsOf(answer)).toMatchObject([{ code: 'validation', field: 'body.quantity' }]);
    }
    for (const quantity of [-1, 2.5, 10_000, '3']) {
      const answer = await call('PUT', `Cart/Line/${lineId}`, { cartId, body: { quantity } });
      expect(answer.statusCode, String(quantity)).toBe(400);
    }
    expect(cartOf(await call('GET', 'Cart', { cartId }))).toEqual(cart);
  });

  it('refuses malformed product and line ids; ids beyond the database’s are unknown', async () => {
    const { cartId, lineId } = await guest();
    for (const productId of [-1, 0, 1.5, 'x']) {
      expect((await add({ cartId }, { productId })).statusCode, String(productId)).toBe(400);
    }
    const huge = await add({ cartId }, { productId: 2 ** 31 });
    expect(huge.statusCode).toBe(404);
    expect(errorsOf(huge)).toMatchObject([{ code: 'not_found' }]);
    for (const id of ['abc', '1.5', '-1']) {
      expect((await call('DELETE', `Cart/Line/${id}`, { cartId })).statusCode, id).toBe(400);
    }
    for (const id of ['99999999999', String(lineId + 1_000_000)]) {
      const answer = await call('PUT', `Cart/Line/${id}`, { cartId, body: { quantity: 1 } });
      expect(answer.statusCode, id).toBe(404);
    }
  });

  it('refuses a 10 KB text, control characters and too many answers', async () => {
    const { cartId, cart } = await guest();
    const [choice, text] = customizable.options;
    const bodies = [
      {
        productId: customizable.id,
        customization: [{ optionId: text!.id, text: 'x'.repeat(10_240) }],
      },
      { productId: customizable.id, customization: [{ optionId: text!.id, text: 'a\u0000b' }] },
      {
        productId: customizable.id,
        customization: Array.from({ length: 21 }, (_, index) => ({ optionId: index + 1 })),
      },
      {
        productId: customizable.id,
        customization: [{ optionId: text!.id, uploadId: 'not-a-uuid' }],
      },
    ];
    for (const body of bodies) {
      const answer = await add({ cartId }, body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(errorsOf(answer)[0]?.code).toBe('validation');
    }
    // Unknown options and choices, and a lone surrogate (no text PostgreSQL can keep in JSON):
    // customization_invalid.
    for (const customization of [
      [{ optionId: text!.id, text: 'a\uD800b' }],
      [{ optionId: 2_147_483_647, text: 'x' }],
      [{ optionId: choice!.id, choiceId: 2 ** 40 }],
    ]) {
      const answer = await add({ cartId }, { productId: customizable.id, customization });
      expect(answer.statusCode).toBe(400);
      expect(errorsOf(answer)[0]?.code).toBe('customization_invalid');
    }
    expect(cartOf(await call('GET', 'Cart', { cartId }))).toEqual(cart);
  });

  it('takes the longest customization a product allows: 20 texts of 200 characters', async () => {
    const wordy = await createProduct(kit.db, {
      brandId,
      options: Array.from({ length: 20 }, () => ({ kind: 'text' as const })),
    });
    // Random letters (Arabic among them) do not compress: the answers weigh about 8 KB.
    const letters = 'abcdefghijklmnopqrstuvwxyzابتثجحخدذرزسشصضطظعغفقكلمنهوي0123456789';
    const text = () =>
      Array.from(randomBytes(200), (byte) => letters[byte % letters.length]).join('');
    const customization = wordy.options.map((option) => ({ optionId: option.id, text: text() }));
    const first = await add({}, { productId: wordy.id, customization });
    expect(first.statusCode).toBe(200);
    const { cartId } = cartOf(first);
    const again = cartOf(await add({ cartId: cartId! }, { productId: wordy.id, customization }));
    expect(again.lines).toMatchObject([{ quantity: 2 }]);
    expect(again.lines[0]?.options.map((option) => option.text)).toEqual(
      customization.map((answer) => answer.text),
    );
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const answer = await call('POST', 'Cart/Line', { body: '{"productId":' });
    expect(answer.statusCode).toBe(400);
  });
});

describe('the log', () => {
  it("never shows a guest's cart id, sent or merged", async () => {
    const { cartId } = await guest();
    await call('GET', 'Cart', { cartId });
    await call('PUT', 'Cart/Line/0', { cartId, body: { quantity: 1 } });
    const customer = await createCustomer(kit.db);
    await call('POST', 'Cart/Merge', { token: customer.token, body: { cartId } });
    await call('POST', 'Cart/Merge', { token: customer.token, body: { cartId } });
    const log = logLines.join('');
    expect(log).toContain('[redacted]');
    expect(log).not.toContain(cartId);
  });
});

describe('limits and caching', () => {
  it(`refuses a flood of new guest carts from one client: ${newGuestCartsPerClient.max} an hour`, async () => {
    const ip = '198.51.100.7';
    const made = [];
    for (let index = 0; index < newGuestCartsPerClient.max; index += 1) {
      made.push(await add({ ip }, { productId: product.id }));
    }
    expect(made.every((answer) => answer.statusCode === 200)).toBe(true);

    const flood = await add({ ip }, { productId: product.id });
    expect(flood.statusCode).toBe(429);
    expect(errorsOf(flood)).toMatchObject([{ code: 'rate_limited' }]);
    expect(Number(flood.headers['retry-after'])).toBeGreaterThan(0);
    // The client's own carts still work; another client still gets a cart.
    const cartId = cartOf(made[0]!).cartId!;
    expect((await add({ ip, cartId }, { productId: product.id })).statusCode).toBe(200);
    expect((await add({ ip: '198.51.100.8' }, { productId: product.id })).statusCode).toBe(200);
  });

  it('never keeps a basket in the response cache: each shopper reads their own', async () => {
    const first = await guest();
    const second = await guest();
    for (let round = 0; round < 2; round += 1) {
      for (const shopper of [first, second]) {
        const answer = await call('GET', 'Cart', { cartId: shopper.cartId });
        expect(answer.headers['cache-control']).toBe('private, no-store');
        expect(answer.headers['x-cache']).toBeUndefined();
        expect(answer.headers.etag).toBeUndefined();
        expect(cartOf(answer).lines[0]?.id).toBe(shopper.lineId);
      }
      const empty = await call('GET', 'Cart');
      expect(cartOf(empty).lines).toEqual([]);
    }
    const refused = await call('GET', 'Cart', { cartId: randomCartId() });
    expect(refused.headers['cache-control']).toBe('private, no-store');
  });
});
