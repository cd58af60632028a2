import { MAX_CART_LINES, type Cart, type MergeCartResult } from '@shop/core/schemas';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartLines, carts, cartUploads, products } from '#src/db/schema.ts';
import {
  cartOf,
  cartRowIdOf,
  createBrand,
  createCustomer,
  createProduct,
  createUpload,
  errorsOf,
  placeOrder,
  updateProduct,
  useCartApp,
  type CallOptions,
  type TestProduct,
} from './cart-test-kit.ts';

const kit = useCartApp();
const { call } = kit;

/** A guest's first add: answers the cart and the id the guest keeps. */
async function guestAdds(body: object): Promise<{ cartId: string; cart: Cart }> {
  const cart = cartOf(await call('POST', 'Cart/Line', { body }));
  if (!cart.cartId) throw new Error('a new guest cart answers its id');
  return { cartId: cart.cartId, cart };
}

const add = (as: CallOptions, body: object) => call('POST', 'Cart/Line', { ...as, body });
const read = async (as: CallOptions) => cartOf(await call('GET', 'Cart', as));

let brandA: number;
let brandB: number;
beforeAll(async () => {
  brandA = await createBrand(kit.db, { minimumOrder: 5_000, freeShippingThreshold: 15_000 });
  brandB = await createBrand(kit.db, { minimumOrder: 2_000, freeShippingThreshold: null });
});

describe('the API document', () => {
  it('shows every cart route under the Cart tag with its error answers', async () => {
    const doc = (await kit.app.inject({ method: 'GET', url: '/openapi.json' })).json<{
      paths: Record<string, Record<string, { tags: string[]; responses: object }>>;
    }>();
    const routes = [
      ['/api/Cart', 'get'],
      ['/api/Cart', 'delete'],
      ['/api/Cart/Line', 'post'],
      ['/api/Cart/Line/{lineId}', 'put'],
      ['/api/Cart/Line/{lineId}', 'delete'],
      ['/api/Cart/Merge', 'post'],
    ] as const;
    for (const [path, method] of routes) {
      const operation = doc.paths[path]?.[method];
      expect(operation?.tags, `${method} ${path}`).toEqual(['Cart']);
      expect(Object.keys(operation?.responses ?? {}).sort()).toEqual([
        '200',
        '400',
        '401',
        '404',
        '409',
        '429',
      ]);
    }
  });
});

describe('reading the cart', () => {
  it('answers an empty basket to a guest without a cart and to a customer without one', async () => {
    const empty = {
      cartId: null,
      brand: null,
      currency: null,
      lines: [],
      itemCount: 0,
      subtotal: 0,
      minimumOrder: 0,
      minimumOrderMissing: 0,
      freeShippingThreshold: null,
      freeShippingMissing: null,
      canCheckout: false,
    };
    expect(await read({})).toEqual(empty);
    const { token } = await createCustomer(kit.db);
    expect(await read({ token })).toEqual(empty);
  });

  it('answers 404 cart_not_found for a guest cart id it does not know', async () => {
    const answer = await call('GET', 'Cart', { cartId: 'x'.repeat(43) });
    expect(answer.statusCode).toBe(404);
    expect(errorsOf(answer)).toMatchObject([{ code: 'cart_not_found' }]);
  });

  it('is never cached: private, no-store', async () => {
    const answer = await call('GET', 'Cart', {});
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });
});

describe('adding', () => {
  it("gives a guest a cart, priced, totalled and with the brand's terms", async () => {
    const product = await createProduct(kit.db, { brandId: brandA, price: 1_250, stock: 40 });
    const { cartId, cart } = await guestAdds({ productId: product.id, quantity: 2 });

    expect(cartId).toMatch(/^[\w-]{43}$/);
    expect(cart.brand).toMatchObject({ id: brandA, logo: `/media/brands/${brandA}.svg` });
    expect(cart.currency).toBe('SAR');
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({
      product: { id: product.id, price: 1_250, stockState: 'available' },
      quantity: 2,
      unitPrice: 1_250,
      addedUnitPrice: 1_250,
      lineTotal: 2_500,
      options: [],
      maxQuantity: 10,
      problems: [],
    });
    expect(cart).toMatchObject({
      itemCount: 2,
      subtotal: 2_500,
      minimumOrder: 5_000,
      minimumOrderMissing: 2_500,
      freeShippingThreshold: 15_000,
      freeShippingMissing: 12_500,
      canCheckout: false,
    });

    // The same product again joins its line; the guest reads the same basket back.
    const again = cartOf(await add({ cartId }, { productId: product.id, quantity: 2 }));
    expect(again.lines).toMatchObject([{ quantity: 4, lineTotal: 5_000 }]);
    expect(again).toMatchObject({ cartId, minimumOrderMissing: 0, canCheckout: true });
    expect(await read({ cartId })).toEqual(again);
  });

  it('answers free shipping missing as 0 once reached, and null for a brand without it', async () => {
    const product = await createProduct(kit.db, { brandId: brandA, price: 5_000, maxPerOrder: 5 });
    const { cart } = await guestAdds({ productId: product.id, quantity: 3 });
    expect(cart).toMatchObject({ subtotal: 15_000, freeShippingMissing: 0, canCheckout: true });

    const other = await createProduct(kit.db, { brandId: brandB, price: 500 });
    const { cart: noFreeShipping } = await guestAdds({ productId: other.id });
    expect(noFreeShipping).toMatchObject({
      freeShippingThreshold: null,
      freeShippingMissing: null,
      minimumOrderMissing: 1_500,
    });
  });

  it('answers 404 not_found for an unknown product and makes no cart', async () => {
    const before = await kit.db.select({ id: carts.id }).from(carts);
    const answer = await add({}, { productId: 2_000_000_000 });
    expect(answer.statusCode).toBe(404);
    expect(errorsOf(answer)).toMatchObject([{ code: 'not_found', field: 'body.productId' }]);
    expect(await kit.db.select({ id: carts.id }).from(carts)).toHaveLength(before.length);
  });

  it('refuses out-of-stock and sold-out products: out_of_stock', async () => {
    const outOfStock = await createProduct(kit.db, { brandId: brandA, stock: 0 });
    const soldOut = await createProduct(kit.db, { brandId: brandA, stock: 0, restockable: false });
    for (const product of [outOfStock, soldOut]) {
      const answer = await add({}, { productId: product.id });
      expect(answer.statusCode).toBe(409);
      expect(errorsOf(answer)).toMatchObject([{ code: 'out_of_stock' }]);
    }
  });

  it('holds a product to its maximum per order, at the boundary and one beyond', async () => {
    const product = await createProduct(kit.db, { brandId: brandA, maxPerOrder: 5, stock: 100 });
    const { cartId } = await guestAdds({ productId: product.id, quantity: 4 });
    expect(cartOf(await add({ cartId }, { productId: product.id })).lines[0]?.quantity).toBe(5);

    const beyond = await add({ cartId }, { productId: product.id });
    expect(beyond.statusCode).toBe(409);
    expect(errorsOf(beyond)).toEqual([
      expect.objectContaining({ code: 'cart_max_quantity', limit: 5, field: 'body.quantity' }),
    ]);
    expect((await read({ cartId })).lines[0]?.quantity).toBe(5);
  });

  it('holds a product to the stock left, at the boundary and one beyond', async () => {
    const product = await createProduct(kit.db, { brandId: brandA, maxPerOrder: 10, stock: 3 });
    const beyond = await add({}, { productId: product.id, quantity: 4 });
    expect(beyond.statusCode).toBe(409);
    expect(errorsOf(beyond)).toMatchObject([{ code: 'cart_max_quantity', limit: 3 }]);

    const { cart } = await guestAdds({ productId: product.id, quantity: 3 });
    expect(cart.lines[0]).toMatchObject({ quantity: 3, maxQuantity: 3 });
  });

  it('counts every line of a product against its limit', async () => {
    const product = await createProduct(kit.db, {
      brandId: brandA,
      maxPerOrder: 4,
      options: [{ kind: 'text' }],
    });
    const [option] = product.options;
    const { cartId } = await guestAdds({ productId: product.id, quantity: 2 });
    const customized = {
      productId: product.id,
      quantity: 2,
      customization: [{ optionId: option!.id, text: 'Happy birthday' }],
    };
    expect(cartOf(await add({ cartId }, customized)).lines).toHaveLength(2);

    const beyond = await add({ cartId }, { ...customized, quantity: 1 });
    expect(errorsOf(beyond)).toMatchObject([{ code: 'cart_max_quantity', limit: 4 }]);
  });

  it("holds a customer to a product's daily limit, basket and last 24 h of orders together", async () => {
    const product = await createProduct(kit.db, { brandId: brandA, dailyLimit: 3 });
    const customer = await createCustomer(kit.db);
    const as = { token: customer.token };
    expect(cartOf(await add(as, { productId: product.id, quantity: 3 })).itemCount).toBe(3);
    const beyond = await add(as, { productId: product.id });
    expect(beyond.statusCode).toBe(409);
    expect(errorsOf(beyond)).toMatchObject([{ code: 'cart_quantity_limit', limit: 3 }]);

    // Ordered 2 an hour ago: 1 more fits in the basket; an order of yesterday counts no more.
    const other = await createCustomer(kit.db);
    await placeOrder(kit.db, other.id, product, 2, 1);
    await placeOrder(kit.db, other.id, product, 3, 25);
    expect(cartOf(await add({ token: other.token }, { productId: product.id })).itemCount).toBe(1);
    const past = await add({ token: other.token }, { productId: product.id });
    expect(errorsOf(past)).toMatchObject([{ code: 'cart_quantity_limit', limit: 3 }]);
  });

  it('does not apply the daily limit to a guest (it applies at the merge)', async () => {
    const product = await createProduct(kit.db, { brandId: brandA, dailyLimit: 2 });
    const { cart } = await guestAdds({ productId: product.id, quantity: 5 });
    expect(cart.itemCount).toBe(5);
  });

  it(`holds ${MAX_CART_LINES} lines: the next new line is cart_full, more of one still fits`, async () => {
    const items: TestProduct[] = [];
    for (let index = 0; index <= MAX_CART_LINES; index += 1) {
      items.push(await createProduct(kit.db, { brandId: brandB, price: 100 }));
    }
    const { cartId } = await guestAdds({ productId: items[0]!.id });
    for (const item of items.slice(1, MAX_CART_LINES)) {
      expect((await add({ cartId }, { productId: item.id })).statusCode).toBe(200);
    }
    expect((await read({ cartId })).lines).toHaveLength(MAX_CART_LINES);

    const full = await add({ cartId }, { productId: items[MAX_CART_LINES]!.id });
    expect(full.statusCode).toBe(409);
    expect(errorsOf(full)).toMatchObject([{ code: 'cart_full', limit: MAX_CART_LINES }]);
    expect(cartOf(await add({ cartId }, { productId: items[0]!.id })).itemCount).toBe(
      MAX_CART_LINES + 1,
    );
  });
});

describe('one brand per basket', () => {
  it("refuses another brand's product, both ways, leaving the basket as it was", async () => {
    const ofA = await createProduct(kit.db, { brandId: brandA });
    const ofB = await createProduct(kit.db, { brandId: brandB });
    const { cartId, cart } = await guestAdds({ productId: ofA.id, quantity: 2 });

    const conflict = await add({ cartId }, { productId: ofB.id });
    expect(conflict.statusCode).toBe(409);
    expect(errorsOf(conflict)).toMatchObject([{ code: 'cart_brand_conflict' }]);
    expect(await read({ cartId })).toEqual(cart);

    // "Reset the basket and add the new item": only the new item is left, of the new brand.
    const replaced = cartOf(await add({ cartId }, { productId: ofB.id, replaceBasket: true }));
    expect(replaced.brand?.id).toBe(brandB);
    expect(replaced.lines.map((line) => line.product.id)).toEqual([ofB.id]);

    const back = await add({ cartId }, { productId: ofA.id });
    expect(errorsOf(back)).toMatchObject([{ code: 'cart_brand_conflict' }]);
    expect((await read({ cartId })).lines.map((line) => line.product.id)).toEqual([ofB.id]);
  });

  it('a refused add with replaceBasket removes nothing', async () => {
    const ofA = await createProduct(kit.db, { brandId: brandA });
    const ofB = await createProduct(kit.db, { brandId: brandB, maxPerOrder: 2 });
    const { cartId, cart } = await guestAdds({ productId: ofA.id });
    const refused = await add({ cartId }, { productId: ofB.id, quantity: 3, replaceBasket: true });
    expect(errorsOf(refused)).toMatchObject([{ code: 'cart_max_quantity', limit: 2 }]);
    expect(await read({ cartId })).toEqual(cart);
  });

  it('forgets the brand of lines whose products were deleted', async () => {
    const gone = await createProduct(kit.db, { brandId: brandA });
    const ofB = await createProduct(kit.db, { brandId: brandB });
    const { cartId } = await guestAdds({ productId: gone.id });
    await kit.db.delete(products).where(eq(products.id, gone.id));
    expect(await read({ cartId })).toMatchObject({ brand: null, lines: [] });

    const cart = cartOf(await add({ cartId }, { productId: ofB.id }));
    expect(cart.brand?.id).toBe(brandB);
    expect(cart.lines.map((line) => line.product.id)).toEqual([ofB.id]);
  });

  it('an emptied basket takes any brand again', async () => {
    const ofA = await createProduct(kit.db, { brandId: brandA });
    const ofB = await createProduct(kit.db, { brandId: brandB });
    const { cartId, cart } = await guestAdds({ productId: ofA.id });

    const emptied = cartOf(await call('DELETE', 'Cart', { cartId }));
    expect(emptied).toMatchObject({ cartId, brand: null, lines: [], itemCount: 0 });
    const removedLine = await call('DELETE', `Cart/Line/${cart.lines[0]!.id}`, { cartId });
    expect(removedLine.statusCode).toBe(404);
    expect(cartOf(await add({ cartId }, { productId: ofB.id })).brand?.id).toBe(brandB);

    // Removing the last line forgets the brand too.
    const line = (await read({ cartId })).lines[0]!;
    const empty = cartOf(await call('DELETE', `Cart/Line/${line.id}`, { cartId }));
    expect(empty.brand).toBeNull();
    expect(cartOf(await add({ cartId }, { productId: ofA.id })).brand?.id).toBe(brandA);
  });
});

describe('customization', () => {
  let cake: TestProduct;
  beforeAll(async () => {
    cake = await createProduct(kit.db, {
      brandId: brandA,
      price: 10_000,
      options: [
        { kind: 'choice', required: true, choices: [0, 1_500] },
        { kind: 'text' },
        { kind: 'file' },
        { kind: 'choice', choices: [-500] },
      ],
    });
  });
  const options = () => {
    const [size, message, photo, extra] = cake.options;
    return { size: size!, message: message!, photo: photo!, extra: extra! };
  };

  it('prices the choices, shows the answers in both languages, and keeps customizations apart', async () => {
    const { size, message } = options();
    const { cartId, cart } = await guestAdds({
      productId: cake.id,
      customization: [
        { optionId: message.id, text: '  Happy birthday  ' },
        { optionId: size.id, choiceId: size.choices[1]!.id },
      ],
    });
    expect(cart.lines[0]).toMatchObject({
      unitPrice: 11_500,
      addedUnitPrice: 11_500,
      lineTotal: 11_500,
      options: [
        {
          optionId: size.id,
          kind: 'choice',
          name: 'خيار 1',
          nameEn: 'Option 1',
          choice: {
            id: size.choices[1]!.id,
            name: 'اختيار 2',
            nameEn: 'Choice 2',
            priceDelta: 1_500,
          },
        },
        { optionId: message.id, kind: 'text', text: 'Happy birthday' },
      ],
    });

    // The same answers in another order join the line; another choice is a line of its own.
    const same = cartOf(
      await add(
        { cartId },
        {
          productId: cake.id,
          customization: [
            { optionId: size.id, choiceId: size.choices[1]!.id },
            { optionId: message.id, text: 'Happy birthday' },
          ],
        },
      ),
    );
    expect(same.lines).toMatchObject([{ quantity: 2 }]);
    const other = cartOf(
      await add(
        { cartId },
        {
          productId: cake.id,
          customization: [{ optionId: size.id, choiceId: size.choices[0]!.id }],
        },
      ),
    );
    expect(other.lines.map((line) => [line.quantity, line.unitPrice])).toEqual([
      [2, 11_500],
      [1, 10_000],
    ]);
  });

  it("takes an upload of the shopper's own cart and keeps it on the line", async () => {
    const { size, photo } = options();
    const { cartId } = await guestAdds({
      productId: cake.id,
      customization: [{ optionId: size.id, choiceId: size.choices[0]!.id }],
    });
    const cartRowId = (await cartRowIdOf(kit.db, { cartId }))!;
    const uploadId = await createUpload(kit.db, cartRowId);
    const cart = cartOf(
      await add(
        { cartId },
        {
          productId: cake.id,
          customization: [
            { optionId: size.id, choiceId: size.choices[0]!.id },
            { optionId: photo.id, uploadId },
          ],
        },
      ),
    );
    expect(cart.lines[1]?.options[1]).toEqual({
      optionId: photo.id,
      kind: 'file',
      name: 'خيار 3',
      nameEn: 'Option 3',
      file: {
        id: uploadId,
        fileName: 'photo.png',
        contentType: 'image/png',
        url: `/api/Cart/Upload/${uploadId}`,
      },
    });
    const [line] = await kit.db
      .select({ uploadIds: cartLines.uploadIds })
      .from(cartLines)
      .where(eq(cartLines.id, cart.lines[1]!.id));
    expect(line?.uploadIds).toEqual([uploadId]);
  });

  it('answers customization_incomplete while a required option is unanswered', async () => {
    const { message } = options();
    for (const customization of [[], [{ optionId: message.id, text: 'Hi' }]]) {
      const answer = await add({}, { productId: cake.id, customization });
      expect(answer.statusCode).toBe(400);
      expect(errorsOf(answer)).toMatchObject([
        { code: 'customization_incomplete', field: 'body.customization' },
      ]);
    }
  });

  it('answers customization_invalid for answers that do not fit their option', async () => {
    const { size, message, photo, extra } = options();
    const chosen = { optionId: size.id, choiceId: size.choices[0]!.id };
    const other = await createProduct(kit.db, { brandId: brandA, options: [{ kind: 'text' }] });
    const foreignCart = await guestAdds({ productId: other.id });
    const foreignUpload = await createUpload(
      kit.db,
      (await cartRowIdOf(kit.db, { cartId: foreignCart.cartId }))!,
    );
    const cases: [object[], string][] = [
      [[chosen, { optionId: other.options[0]!.id, text: 'x' }], 'body.customization.1.optionId'],
      [[chosen, chosen], 'body.customization.1.optionId'],
      [[{ optionId: size.id, choiceId: extra.choices[0]!.id }], 'body.customization.0.choiceId'],
      [[{ optionId: size.id, text: 'large' }], 'body.customization.0.choiceId'],
      [
        [chosen, { optionId: message.id, choiceId: size.choices[0]!.id }],
        'body.customization.1.text',
      ],
      [[chosen, { optionId: photo.id, text: 'a photo' }], 'body.customization.1.uploadId'],
      [[chosen, { optionId: photo.id, uploadId: foreignUpload }], 'body.customization.1.uploadId'],
    ];
    const { cartId, cart } = await guestAdds({ productId: cake.id, customization: [chosen] });
    for (const [customization, field] of cases) {
      const answer = await add({ cartId }, { productId: cake.id, customization });
      expect(answer.statusCode, JSON.stringify(customization)).toBe(400);
      expect(errorsOf(answer)).toMatchObject([{ code: 'customization_invalid', field }]);
    }
    expect(await read({ cartId })).toEqual(cart);
  });
});

describe('changing a line', () => {
  it('sets the quantity within the limits; 0 removes the line', async () => {
    const product = await createProduct(kit.db, { brandId: brandA, maxPerOrder: 6, price: 300 });
    const { cartId, cart } = await guestAdds({ productId: product.id });
    const lineId = cart.lines[0]!.id;
    const set = (quantity: number) =>
      call('PUT', `Cart/Line/${lineId}`, { cartId, body: { quantity } });

    expect(cartOf(await set(6)).lines[0]).toMatchObject({ quantity: 6, lineTotal: 1_800 });
    const beyond = await set(7);
    expect(beyond.statusCode).toBe(409);
    expect(errorsOf(beyond)).toMatchObject([{ code: 'cart_max_quantity', limit: 6 }]);
    expect(cartOf(await set(2)).itemCount).toBe(2);
    expect(cartOf(await set(0))).toMatchObject({ lines: [], brand: null, itemCount: 0 });
    expect((await set(1)).statusCode).toBe(404);
  });

  it('lets a shopper step down while the stock left is still lower, but not up', async () => {
    const product = await createProduct(kit.db, { brandId: brandA, stock: 50 });
    const { cartId, cart } = await guestAdds({ productId: product.id, quantity: 8 });
    const lineId = cart.lines[0]!.id;
    await updateProduct(kit.db, product.id, { stock: 3 });
    const set = (quantity: number) =>
      call('PUT', `Cart/Line/${lineId}`, { cartId, body: { quantity } });

    expect(cartOf(await set(5)).lines[0]).toMatchObject({
      quantity: 5,
      problems: ['stock_reduced'],
    });
    expect(errorsOf(await set(6))).toMatchObject([{ code: 'cart_max_quantity', limit: 3 }]);
    await updateProduct(kit.db, product.id, { stock: 0 });
    expect(errorsOf(await set(6))).toMatchObject([{ code: 'out_of_stock' }]);
  });

  it("holds the customer's daily limit when raising a line", async () => {
    const product = await createProduct(kit.db, { brandId: brandA, dailyLimit: 4 });
    const customer = await createCustomer(kit.db);
    await placeOrder(kit.db, customer.id, product, 1, 2);
    const cart = cartOf(await add({ token: customer.token }, { productId: product.id }));
    const lineId = cart.lines[0]!.id;
    const set = (quantity: number) =>
      call('PUT', `Cart/Line/${lineId}`, { token: customer.token, body: { quantity } });
    expect(cartOf(await set(3)).itemCount).toBe(3);
    expect(errorsOf(await set(4))).toMatchObject([{ code: 'cart_quantity_limit', limit: 4 }]);
  });
});

describe('prices and problems shown on the lines', () => {
  it('shows a price change since the line was added, with totals at the new price', async () => {
    const product = await createProduct(kit.db, { brandId: brandB, price: 2_000 });
    const { cartId } = await guestAdds({ productId: product.id, quantity: 2 });
    await updateProduct(kit.db, product.id, { price: 2_400 });

    const cart = await read({ cartId });
    expect(cart.lines[0]).toMatchObject({
      unitPrice: 2_400,
      addedUnitPrice: 2_000,
      lineTotal: 4_800,
      problems: ['price_changed'],
    });
    expect(cart).toMatchObject({ subtotal: 4_800, canCheckout: true });

    // Adding again takes today's price.
    const again = cartOf(await add({ cartId }, { productId: product.id }));
    expect(again.lines[0]).toMatchObject({ addedUnitPrice: 2_400, problems: [] });
  });

  it('applies running offers to the price of a line', async () => {
    const product = await createProduct(kit.db, { brandId: brandA, price: 4_000 });
    await kit.db.update(products).set({ currentPrice: 3_000 }).where(eq(products.id, product.id));
    const { cart } = await guestAdds({ productId: product.id });
    expect(cart.lines[0]).toMatchObject({
      product: { price: 3_000, compareAtPrice: 4_000 },
      unitPrice: 3_000,
      lineTotal: 3_000,
    });
  });

  it('shows stock_reduced, out_of_stock and sold_out, and blocks checkout', async () => {
    const product = await createProduct(kit.db, { brandId: brandB, price: 3_000, stock: 20 });
    const { cartId } = await guestAdds({ productId: product.id, quantity: 4 });
    expect((await read({ cartId })).canCheckout).toBe(true);

    await updateProduct(kit.db, product.id, { stock: 2 });
    expect(await read({ cartId })).toMatchObject({
      canCheckout: false,
      lines: [{ quantity: 4, maxQuantity: 2, problems: ['stock_reduced'] }],
    });
    await updateProduct(kit.db, product.id, { stock: 0 });
    expect((await read({ cartId })).lines[0]).toMatchObject({
      maxQuantity: 0,
      problems: ['out_of_stock'],
      product: { stockState: 'out_of_stock' },
    });
    await updateProduct(kit.db, product.id, { restockable: false });
    expect((await read({ cartId })).lines[0]?.problems).toEqual(['sold_out']);
  });
});

describe('merging a guest cart at sign-in', () => {
  const merge = (token: string | undefined, cartId: string) =>
    call('POST', 'Cart/Merge', { ...(token ? { token } : {}), body: { cartId } });

  it("moves the lines and their uploads into an empty customer's basket, then forgets the guest cart", async () => {
    const plain = await createProduct(kit.db, { brandId: brandA, price: 700 });
    const custom = await createProduct(kit.db, {
      brandId: brandA,
      options: [{ kind: 'file', required: true }],
    });
    const { cartId } = await guestAdds({ productId: plain.id, quantity: 3 });
    const guestRow = (await cartRowIdOf(kit.db, { cartId }))!;
    const uploadId = await createUpload(kit.db, guestRow);
    const unused = await createUpload(kit.db, guestRow);
    cartOf(
      await add(
        { cartId },
        { productId: custom.id, customization: [{ optionId: custom.options[0]!.id, uploadId }] },
      ),
    );
    const customer = await createCustomer(kit.db);

    const answer = await merge(customer.token, cartId);
    expect(answer.statusCode).toBe(200);
    const { cart, refused } = answer.json<MergeCartResult>();
    expect(refused).toEqual([]);
    expect(cart).toMatchObject({ cartId: null, brand: { id: brandA }, itemCount: 4 });
    expect(cart.lines.map((line) => [line.product.id, line.quantity])).toEqual([
      [plain.id, 3],
      [custom.id, 1],
    ]);
    expect(cart.lines[1]?.options[0]?.file?.id).toBe(uploadId);
    const ownRow = await cartRowIdOf(kit.db, { customerId: customer.id });
    const uploads = await kit.db
      .select({ id: cartUploads.id, cartId: cartUploads.cartId })
      .from(cartUploads)
      .where(inArray(cartUploads.id, [uploadId, unused]));
    expect(uploads).toEqual([{ id: uploadId, cartId: ownRow }]);

    expect((await call('GET', 'Cart', { cartId })).statusCode).toBe(404);
    expect(await read({ token: customer.token })).toEqual(cart);
    // Merging twice: the guest cart is gone, so it answers as an unknown one.
    const twice = await merge(customer.token, cartId);
    expect(twice.statusCode).toBe(404);
    expect(errorsOf(twice)).toMatchObject([{ code: 'cart_not_found' }]);
  });

  it('reports what it cannot carry over: another brand, a limit, the stock', async () => {
    const customer = await createCustomer(kit.db);
    const kept = await createProduct(kit.db, { brandId: brandA, maxPerOrder: 5 });
    const daily = await createProduct(kit.db, { brandId: brandA, dailyLimit: 3 });
    const gone = await createProduct(kit.db, { brandId: brandA, stock: 10 });
    cartOf(await add({ token: customer.token }, { productId: kept.id, quantity: 4 }));
    await placeOrder(kit.db, customer.id, daily, 1, 3);

    const { cartId } = await guestAdds({ productId: kept.id, quantity: 3 });
    cartOf(await add({ cartId }, { productId: daily.id, quantity: 5 }));
    cartOf(await add({ cartId }, { productId: gone.id, quantity: 2 }));
    await updateProduct(kit.db, gone.id, { stock: 0 });

    const { cart, refused } = (await merge(customer.token, cartId)).json<MergeCartResult>();
    expect(refused).toEqual([
      { productId: kept.id, quantity: 2, code: 'cart_max_quantity', limit: 5 },
      { productId: daily.id, quantity: 3, code: 'cart_quantity_limit', limit: 3 },
      { productId: gone.id, quantity: 2, code: 'out_of_stock' },
    ]);
    expect(cart.lines.map((line) => [line.product.id, line.quantity])).toEqual([
      [kept.id, 5],
      [daily.id, 2],
    ]);

    // A guest basket of another brand is refused whole; the customer's stays as it was.
    const ofB = await createProduct(kit.db, { brandId: brandB });
    const second = await guestAdds({ productId: ofB.id, quantity: 2 });
    const other = (await merge(customer.token, second.cartId)).json<MergeCartResult>();
    expect(other.refused).toEqual([
      { productId: ofB.id, quantity: 2, code: 'cart_brand_conflict' },
    ]);
    expect(other.cart).toEqual(cart);
  });

  it('answers 401 without a token and 404 for an unknown guest cart', async () => {
    const product = await createProduct(kit.db, { brandId: brandA });
    const { cartId } = await guestAdds({ productId: product.id });
    const anonymous = await merge(undefined, cartId);
    expect(anonymous.statusCode).toBe(401);
    expect((await call('GET', 'Cart', { cartId })).statusCode).toBe(200);

    const customer = await createCustomer(kit.db);
    const unknown = await merge(customer.token, 'y'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(errorsOf(unknown)).toMatchObject([{ code: 'cart_not_found' }]);
  });
});
