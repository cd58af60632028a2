// Test helpers of the cart routes' tests (not a test file itself): shoppers, brands and products
// made straight in the database with exactly the limits a test is about.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Cart } from '@shop/core/schemas';
import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { App, AppOptions } from '#src/app.ts';
import { hashToken, issueToken } from '#src/customers/tokens.ts';
import type { Database, DatabaseHandle } from '#src/db/database.ts';
import {
  activityTypes,
  brands,
  carts,
  cartUploads,
  categories,
  customers,
  customizationChoices,
  customizationOptions,
  orderLines,
  orders,
  products,
} from '#src/db/schema.ts';

import { buildTestApp, storefrontHeaders } from '#src/test/test-app.ts';
import { useTestDatabase } from '#src/test/test-database.ts';

/** Who a call is from: a signed-in customer (`token`), a guest with a cart (`cartId`), or not. */
export interface CallOptions {
  body?: unknown;
  token?: string;
  cartId?: string;
  /** The client's address (default 127.0.0.1). */
  ip?: string;
  headers?: Record<string, string>;
}

/**
 * Vitest hooks giving the calling file a database with the demo catalog and the app on it;
 * `call` sends a storefront request as a customer, a guest or nobody.
 */
export function useCartApp(appOptions: Partial<AppOptions> = {}) {
  const database = useTestDatabase('catalog');
  let app: App | undefined;
  beforeAll(() => {
    app = buildTestApp(database.db, appOptions);
  });
  afterAll(() => app?.close());
  const current = () => {
    if (!app) throw new Error('useCartApp: the app is built in beforeAll');
    return app;
  };
  function call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options: CallOptions = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...storefrontHeaders, ...options.headers };
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    if (options.cartId !== undefined) headers['x-cart-id'] = options.cartId;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    return current().inject({
      method,
      url: `/api/${url}`,
      headers,
      remoteAddress: options.ip ?? '127.0.0.1',
      ...(options.body === undefined
        ? {}
        : {
            payload: typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
          }),
    });
  }
  return {
    get app(): App {
      return current();
    },
    get db(): Database {
      return database.db;
    },
    get handle(): DatabaseHandle {
      return database.handle;
    },
    call,
  };
}

/** The row id of a guest's cart (by its id) or a customer's (by their id). */
export async function cartRowIdOf(
  db: Database,
  owner: { cartId: string } | { customerId: number },
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(
      'cartId' in owner
        ? eq(carts.guestKeyHash, hashToken(owner.cartId))
        : eq(carts.customerId, owner.customerId),
    );
  return row?.id;
}

let made = 0;
const unique = () => `${Date.now().toString(36)}-${(made += 1)}-${randomBytes(3).toString('hex')}`;

/** A verified customer and a live token, without the sign-up's mail round trip. */
export async function createCustomer(db: Database): Promise<{ id: number; token: string }> {
  const tag = unique();
  const [row] = await db
    .insert(customers)
    .values({
      email: `cart.${tag}@example.com`,
      name: 'Cart Tester',
      phoneCode: '966',
      phone: `5${String(Number.parseInt(randomBytes(4).toString('hex'), 16) % 1e8).padStart(8, '0')}`,
      passwordHash: 'not-a-hash',
      verifiedAt: new Date(),
    })
    .returning({ id: customers.id });
  if (!row) throw new Error('createCustomer: no row');
  return { id: row.id, token: await issueToken(db, row.id) };
}

export interface BrandSpec {
  minimumOrder?: number;
  freeShippingThreshold?: number | null;
}

/** A brand of its own, so its terms are the test's. */
export async function createBrand(db: Database, spec: BrandSpec = {}): Promise<number> {
  const [type] = await db.select({ id: activityTypes.id }).from(activityTypes).limit(1);
  if (!type) throw new Error('createBrand: the database has no activity type');
  const tag = unique();
  const [row] = await db
    .insert(brands)
    .values({
      slug: `test-${tag}`,
      activityTypeId: type.id,
      name: `متجر ${tag}`,
      nameEn: `Store ${tag}`,
      description: 'متجر للاختبار',
      descriptionEn: 'A store for tests',
      color: '#123456',
      accentColor: '#654321',
      minimumOrder: spec.minimumOrder ?? 0,
      freeShippingThreshold: spec.freeShippingThreshold ?? null,
      currency: 'SAR',
    })
    .returning({ id: brands.id });
  if (!row) throw new Error('createBrand: no row');
  return row.id;
}

export interface OptionSpec {
  kind: 'choice' | 'text' | 'file';
  required?: boolean;
  /** Price deltas of the choices (choice options). */
  choices?: number[];
}

export interface ProductSpec {
  brandId: number;
  price?: number;
  stock?: number;
  restockable?: boolean;
  maxPerOrder?: number;
  dailyLimit?: number | null;
  options?: OptionSpec[];
}

export interface TestProduct {
  id: number;
  brandId: number;
  price: number;
  options: {
    id: number;
    kind: OptionSpec['kind'];
    choices: { id: number; priceDelta: number }[];
  }[];
}

/** A product with exactly these limits and options. */
export async function createProduct(db: Database, spec: ProductSpec): Promise<TestProduct> {
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .orderBy(asc(categories.id))
    .limit(1);
  if (!category) throw new Error('createProduct: the database has no category');
  const tag = unique();
  const price = spec.price ?? 1_000;
  const [row] = await db
    .insert(products)
    .values({
      slug: `cart-test-${tag}`,
      sku: `CART-${tag}`,
      brandId: spec.brandId,
      categoryId: category.id,
      name: `منتج ${tag}`,
      nameEn: `Product ${tag}`,
      description: 'منتج للاختبار',
      descriptionEn: 'A product for tests',
      unit: 'حبة',
      unitEn: 'piece',
      price,
      currentPrice: price,
      currency: 'SAR',
      stockQuantity: spec.stock ?? 100,
      restockable: spec.restockable ?? true,
      maxPerOrder: spec.maxPerOrder ?? 10,
      dailyLimit: spec.dailyLimit ?? null,
      storage: 'dry',
    })
    .returning({ id: products.id });
  if (!row) throw new Error('createProduct: no row');
  const options: TestProduct['options'] = [];
  for (const [position, option] of (spec.options ?? []).entries()) {
    const [optionRow] = await db
      .insert(customizationOptions)
      .values({
        productId: row.id,
        kind: option.kind,
        name: `خيار ${position + 1}`,
        nameEn: `Option ${position + 1}`,
        required: option.required ?? false,
        position,
      })
      .returning({ id: customizationOptions.id });
    if (!optionRow) throw new Error('createProduct: no option row');
    const choices = [];
    for (const [index, priceDelta] of (option.choices ?? []).entries()) {
      const [choice] = await db
        .insert(customizationChoices)
        .values({
          optionId: optionRow.id,
          name: `اختيار ${index + 1}`,
          nameEn: `Choice ${index + 1}`,
          priceDelta,
          position: index,
        })
        .returning({ id: customizationChoices.id });
      if (choice) choices.push({ id: choice.id, priceDelta });
    }
    options.push({ id: optionRow.id, kind: option.kind, choices });
  }
  return { id: row.id, brandId: spec.brandId, price, options };
}

/** Changes a product's price (list and current alike) or stock, as the back office would. */
export async function updateProduct(
  db: Database,
  productId: number,
  change: { price?: number; stock?: number; restockable?: boolean },
): Promise<void> {
  await db
    .update(products)
    .set({
      ...(change.price === undefined ? {} : { price: change.price, currentPrice: change.price }),
      ...(change.stock === undefined ? {} : { stockQuantity: change.stock }),
      ...(change.restockable === undefined ? {} : { restockable: change.restockable }),
    })
    .where(eq(products.id, productId));
}

/** An order the customer placed `hoursAgo` hours ago holding `quantity` of the product. */
export async function placeOrder(
  db: Database,
  customerId: number,
  product: TestProduct,
  quantity: number,
  hoursAgo: number,
): Promise<void> {
  const placedAt = new Date(Date.now() - hoursAgo * 3_600_000);
  const [order] = await db
    .insert(orders)
    .values({
      customerId,
      brandId: product.brandId,
      currency: 'SAR',
      subtotal: product.price * quantity,
      placedAt,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('placeOrder: no row');
  await db.insert(orderLines).values({
    orderId: order.id,
    productId: product.id,
    quantity,
    unitPrice: product.price,
    lineTotal: product.price * quantity,
  });
}

/** A stored customization file of the cart with this row id (as the upload route keeps them). */
export async function createUpload(db: Database, cartRowId: number): Promise<string> {
  const id = randomUUID();
  await db.insert(cartUploads).values({
    id,
    cartId: cartRowId,
    fileName: 'photo.png',
    contentType: 'image/png',
    byteSize: 4,
    data: Buffer.from([1, 2, 3, 4]),
  });
  return id;
}

/** The body of a 200 cart answer (fails the test with the body otherwise). */
export function cartOf(response: LightMyRequestResponse): Cart {
  if (response.statusCode !== 200) {
    throw new Error(`expected a cart, got ${response.statusCode}: ${response.body}`);
  }
  return response.json<Cart>();
}

/** The error entries of a refusal. */
export function errorsOf(
  response: LightMyRequestResponse,
): { code: string; field?: string; limit?: number }[] {
  return response.json();
}
