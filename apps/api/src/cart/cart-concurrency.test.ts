import { MAX_CART_LINES, type MergeCartResult } from '@shop/core/schemas';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
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
} from './cart-test-kit.ts';

// Many requests at once on one basket, or on one product from many baskets. On PostgreSQL they
// run on the pool's connections side by side; on PGlite the transactions take turns.
const kit = useCartApp();
const { call } = kit;
const add = (as: CallOptions, body: object) => call('POST', 'Cart/Line', { ...as, body });

/** How many answers had each status. */
function statuses(answers: { statusCode: number }[]): Record<number, number> {
  const counted: Record<number, number> = {};
  for (const { statusCode } of answers) counted[statusCode] = (counted[statusCode] ?? 0) + 1;
  return counted;
}

async function unitsInCart(cartRowId: number, productId: number): Promise<number> {
  const rows = await kit.db
    .select({ quantity: cartLines.quantity })
    .from(cartLines)
    .where(and(eq(cartLines.cartId, cartRowId), eq(cartLines.productId, productId)));
  return rows.reduce((sum, row) => sum + row.quantity, 0);
}

describe('the cart under concurrency', () => {
  it("50 adds at once of a product's last 3 units into one customer's cart: exactly 3", async () => {
    const brandId = await createBrand(kit.db);
    const product = await createProduct(kit.db, { brandId, stock: 3, maxPerOrder: 10 });
    const customer = await createCustomer(kit.db);

    const answers = await Promise.all(
      Array.from({ length: 50 }, () => add({ token: customer.token }, { productId: product.id })),
    );

    expect(statuses(answers)).toEqual({ 200: 3, 409: 47 });
    for (const answer of answers.filter((each) => each.statusCode === 409)) {
      expect(errorsOf(answer)).toMatchObject([{ code: 'cart_max_quantity', limit: 3 }]);
    }
    const cartRowId = await cartRowIdOf(kit.db, { customerId: customer.id });
    expect(await unitsInCart(cartRowId!, product.id)).toBe(3);
    expect(cartOf(await call('GET', 'Cart', { token: customer.token })).itemCount).toBe(3);
  });

  it("50 adds at once of the last 3 units into one guest's cart: exactly 3", async () => {
    const brandId = await createBrand(kit.db);
    const first = await createProduct(kit.db, { brandId });
    const product = await createProduct(kit.db, { brandId, stock: 3, maxPerOrder: 5 });
    const { cartId } = cartOf(await add({}, { productId: first.id }));

    const answers = await Promise.all(
      Array.from({ length: 50 }, () => add({ cartId: cartId! }, { productId: product.id })),
    );

    expect(statuses(answers)).toEqual({ 200: 3, 409: 47 });
    const cartRowId = await cartRowIdOf(kit.db, { cartId: cartId! });
    expect(await unitsInCart(cartRowId!, product.id)).toBe(3);
  });

  it('20 first adds at once by one customer make one cart holding all 20', async () => {
    const brandId = await createBrand(kit.db);
    const product = await createProduct(kit.db, { brandId, stock: 100, maxPerOrder: 30 });
    const customer = await createCustomer(kit.db);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => add({ token: customer.token }, { productId: product.id })),
    );

    expect(statuses(answers)).toEqual({ 200: 20 });
    const rows = await kit.db
      .select({ id: carts.id })
      .from(carts)
      .where(eq(carts.customerId, customer.id));
    expect(rows).toHaveLength(1);
    expect(await unitsInCart(rows[0]!.id, product.id)).toBe(20);
  });

  it('many customers after the last units at once: each basket is capped by the stock on its own', async () => {
    // Stock is taken at checkout (issue 14), not by a basket: each may hold what is left.
    const brandId = await createBrand(kit.db);
    const product = await createProduct(kit.db, { brandId, stock: 2, maxPerOrder: 5 });
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => createCustomer(kit.db)));

    const answers = await Promise.all(
      shoppers.flatMap((shopper) =>
        Array.from({ length: 3 }, () => add({ token: shopper.token }, { productId: product.id })),
      ),
    );

    expect(statuses(answers)).toEqual({ 200: 20, 409: 10 });
    for (const shopper of shoppers) {
      const cartRowId = await cartRowIdOf(kit.db, { customerId: shopper.id });
      expect(await unitsInCart(cartRowId!, product.id)).toBe(2);
    }
  });

  it(`new lines at once into a basket of ${MAX_CART_LINES - 2}: two fit, the rest are cart_full`, async () => {
    const brandId = await createBrand(kit.db);
    const items = [];
    for (let index = 0; index < MAX_CART_LINES + 3; index += 1) {
      items.push(await createProduct(kit.db, { brandId }));
    }
    const customer = await createCustomer(kit.db);
    for (const item of items.slice(0, MAX_CART_LINES - 2)) {
      expect((await add({ token: customer.token }, { productId: item.id })).statusCode).toBe(200);
    }

    const answers = await Promise.all(
      items
        .slice(MAX_CART_LINES - 2)
        .map((item) => add({ token: customer.token }, { productId: item.id })),
    );

    expect(statuses(answers)).toEqual({ 200: 2, 409: 3 });
    const cart = cartOf(await call('GET', 'Cart', { token: customer.token }));
    expect(cart.lines).toHaveLength(MAX_CART_LINES);
  });

  it('one guest cart merged by two customers at once goes to one of them', async () => {
    const brandId = await createBrand(kit.db);
    const product = await createProduct(kit.db, { brandId });
    const { cartId } = cartOf(await add({}, { productId: product.id, quantity: 2 }));
    const [first, second] = [await createCustomer(kit.db), await createCustomer(kit.db)];

    const answers = await Promise.all(
      [first, second].map((customer) =>
        call('POST', 'Cart/Merge', { token: customer.token, body: { cartId } }),
      ),
    );

    expect(statuses(answers)).toEqual({ 200: 1, 404: 1 });
    const merged = answers.find((answer) => answer.statusCode === 200)!;
    expect(merged.json<MergeCartResult>().cart.itemCount).toBe(2);
  });
});
