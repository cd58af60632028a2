import type {
  SellerMe,
  SellerOrderPage,
  SellerProductPage,
  SellerSlotPage,
  SellerStatement,
  SellerStatementPeriods,
  SellerStore,
  StockPreview,
} from '@shop/core/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, useCartApp } from '#src/cart/cart-test-kit.ts';
import { picture } from '#src/cart/cart-uploads-samples.ts';
import { signInStaff } from '#src/staff/staff-test-kit.ts';
import { storefrontHeaders } from '#src/test/test-app.ts';
import { formOf } from './seller-applications-test-kit.ts';
import { setSellerSuspended } from './seller-accounts.ts';
import {
  createSellerWorld,
  createTestSeller,
  productBody,
  sharedCategoryId,
  signInSeller,
  slotBody,
  type SellerWorld,
} from './seller-test-kit.ts';

// R6.03: what stays closed to a seller, and what of the sellers' stays closed to everyone else.
// The routes come from the OpenAPI document, so a new route is checked without being listed:
// every bearer route outside `Seller/` refuses a seller's token, and every `Seller/` route
// refuses customers, staff, strangers and a suspended seller. Seller A on seller B's things
// must meet 404 and leave them as they were; a new seller route fails here until it says how.

const kit = useCartApp();
const { call } = kit;

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path, e.g. `/api/Seller/Product/{id}`. */
  path: string;
  bearer: boolean;
}

let operations: Operation[];
let a: SellerWorld;
let b: SellerWorld;
let customerToken: string;
let staffToken: string;
let suspendedToken: string;
let categoryId: number;

/** The path with every `{param}` set to 1, relative to `/api/`. */
const urlOf = (path: string) => path.replace(/^\/api\//, '').replace(/\{[^}]+\}/g, '1');

beforeAll(async () => {
  const document = (await kit.app.inject({ method: 'GET', url: '/openapi.json' })).json<{
    paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
  }>();
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase() as Operation['method'],
        path,
        bearer: (operation.security ?? []).some((scheme) => 'bearerToken' in scheme),
      })),
  );
  categoryId = await sharedCategoryId(kit.db);
  a = await createSellerWorld(kit, categoryId);
  b = await createSellerWorld(kit, categoryId);
  customerToken = (await createCustomer(kit.db)).token;
  staffToken = (await signInStaff(kit.db, call, 'admin')).token;
  const suspended = await createTestSeller(kit.db);
  suspendedToken = (await signInSeller(call, suspended)).token;
  await kit.db.transaction((tx) => setSellerSuspended(tx, suspended.applicationId, true));
});

const sellerOperations = () =>
  operations.filter((operation) => operation.path.startsWith('/api/Seller/') && operation.bearer);
const key = ({ method, path }: Operation) => `${method} ${path}`;

/** Everything of B's that a seller route could show or change, as B reads it. */
async function snapshotOfB() {
  const read = (url: string) => call('GET', url, { token: b.token }).then((answer) => answer.body);
  return Promise.all([
    read('Seller/Me'),
    read('Seller/Store'),
    read(`Seller/Product/${b.product.id}`),
    read('Seller/Product'),
    read('Seller/Slot'),
    read(`Seller/Order/${b.orderId}`),
  ]);
}

/**
 * Seller A's token on B's things, one check per seller route: 404 on B's ids (and B's brand in
 * a body), A's own data on the lists. Keyed by the OpenAPI operation.
 */
const crossStore: Record<string, () => Promise<void>> = {
  'GET /api/Seller/Me': async () => {
    const me = (await call('GET', 'Seller/Me', { token: a.token })).json<SellerMe>();
    expect(me.store.id).toBe(a.storeId);
    expect(me.brands.map((brand) => brand.id)).toEqual([a.brandId]);
  },
  'POST /api/Seller/Logout': async () => {
    // A's own session only: a second token of A's ends, A's first and B's keep working.
    const { token } = await signInSeller(call, a);
    expect((await call('POST', 'Seller/Logout', { token })).statusCode).toBe(204);
    expect((await call('GET', 'Seller/Me', { token })).statusCode).toBe(401);
    expect((await call('GET', 'Seller/Me', { token: a.token })).statusCode).toBe(200);
  },
  'GET /api/Seller/Store': async () => {
    const store = (await call('GET', 'Seller/Store', { token: a.token })).json<SellerStore>();
    expect(store.id).toBe(a.storeId);
  },
  'PATCH /api/Seller/Store': async () => {
    const changed = await call('PATCH', 'Seller/Store', {
      token: a.token,
      body: { nameEn: 'A Renamed' },
    });
    expect(changed.json<SellerStore>().id).toBe(a.storeId);
  },
  'GET /api/Seller/Product': async () => {
    const page = (
      await call('GET', 'Seller/Product?pageSize=100', { token: a.token })
    ).json<SellerProductPage>();
    expect(page.items.map((item) => item.id)).not.toContain(b.product.id);
    expect(page.items.every((item) => item.brandId === a.brandId)).toBe(true);
  },
  'GET /api/Seller/Product/{id}': async () => {
    expect(
      (await call('GET', `Seller/Product/${b.product.id}`, { token: a.token })).statusCode,
    ).toBe(404);
  },
  'POST /api/Seller/Product': async () => {
    const answer = await call('POST', 'Seller/Product', {
      token: a.token,
      body: productBody(b.brandId, categoryId),
    });
    expect(answer.statusCode).toBe(404);
  },
  'PATCH /api/Seller/Product/{id}': async () => {
    const answer = await call('PATCH', `Seller/Product/${b.product.id}`, {
      token: a.token,
      body: { price: 1, nameEn: 'Stolen' },
    });
    expect(answer.statusCode).toBe(404);
  },
  'POST /api/Seller/Product/{id}/Image': async () => {
    const { payload, type } = await formOf(await picture('png'), 'photo.png');
    const answer = await kit.app.inject({
      method: 'POST',
      url: `/api/Seller/Product/${b.product.id}/Image`,
      headers: { ...storefrontHeaders, authorization: `Bearer ${a.token}`, 'content-type': type },
      payload,
    });
    expect(answer.statusCode).toBe(404);
  },
  'DELETE /api/Seller/Product/{id}/Image/{imageId}': async () => {
    const imageId = b.product.images[0]?.id ?? 1;
    const answer = await call('DELETE', `Seller/Product/${b.product.id}/Image/${imageId}`, {
      token: a.token,
    });
    expect(answer.statusCode).toBe(404);
  },
  'PUT /api/Seller/Product/{id}/Stock': async () => {
    const answer = await call('PUT', `Seller/Product/${b.product.id}/Stock`, {
      token: a.token,
      body: { stockQuantity: 0 },
    });
    expect(answer.statusCode).toBe(404);
  },
  'POST /api/Seller/Stock': async () => {
    const answer = await call('POST', 'Seller/Stock', {
      token: a.token,
      body: { items: [{ productId: b.product.id, stockQuantity: 0 }] },
    });
    expect(answer.statusCode).toBe(404);
  },
  'POST /api/Seller/Stock/Preview': async () => {
    // B's SKU reads as unknown, nothing of B's product answered.
    const answer = await call('POST', 'Seller/Stock/Preview', {
      token: a.token,
      body: { rows: [{ sku: b.product.sku, stock: '0' }] },
    });
    expect(answer.json<StockPreview>().rows).toEqual([
      { index: 0, sku: b.product.sku, status: 'error', error: 'unknown_sku' },
    ]);
  },
  'GET /api/Seller/Statement': async () => {
    const period = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 7);
    const statement = (
      await call('GET', `Seller/Statement?period=${period}`, { token: a.token })
    ).json<SellerStatement>();
    expect(statement.lines.items.map((line) => line.orderId)).not.toContain(b.orderId);
  },
  'GET /api/Seller/Statement/Period': async () => {
    const answer = await call('GET', 'Seller/Statement/Period', { token: a.token });
    expect(answer.json<SellerStatementPeriods>().items).toEqual([]);
  },
  'GET /api/Seller/Slot': async () => {
    const page = (await call('GET', 'Seller/Slot', { token: a.token })).json<SellerSlotPage>();
    expect(page.items.map((item) => item.id)).not.toContain(b.slot.id);
    expect(page.items.every((item) => item.brandId === a.brandId)).toBe(true);
  },
  'POST /api/Seller/Slot': async () => {
    const answer = await call('POST', 'Seller/Slot', { token: a.token, body: slotBody(b.brandId) });
    expect(answer.statusCode).toBe(404);
  },
  'POST /api/Seller/Slot/{id}/Close': async () => {
    const answer = await call('POST', `Seller/Slot/${b.slot.id}/Close`, { token: a.token });
    expect(answer.statusCode).toBe(404);
  },
  'POST /api/Seller/Slot/{id}/Reopen': async () => {
    const answer = await call('POST', `Seller/Slot/${b.slot.id}/Reopen`, { token: a.token });
    expect(answer.statusCode).toBe(404);
  },
  'GET /api/Seller/PickingList': async () => {
    const mine = await call('GET', `Seller/PickingList?slotId=${a.slot.id}`, { token: a.token });
    expect(mine.statusCode).toBe(200);
    const theirs = await call('GET', `Seller/PickingList?slotId=${b.slot.id}`, { token: a.token });
    expect(theirs.statusCode).toBe(404);
  },
  'PATCH /api/Seller/Slot/{id}': async () => {
    const answer = await call('PATCH', `Seller/Slot/${b.slot.id}`, {
      token: a.token,
      body: { capacity: 9 },
    });
    expect(answer.statusCode).toBe(404);
  },
  'GET /api/Seller/Order': async () => {
    const page = (
      await call('GET', 'Seller/Order?pageSize=50', { token: a.token })
    ).json<SellerOrderPage>();
    expect(page.items.map((item) => item.id)).not.toContain(b.orderId);
    expect(page.items.every((item) => item.brandId === a.brandId)).toBe(true);
  },
  'GET /api/Seller/Order/{id}': async () => {
    expect((await call('GET', `Seller/Order/${b.orderId}`, { token: a.token })).statusCode).toBe(
      404,
    );
  },
  'GET /api/Seller/Order/{id}/Upload/{fileId}': async () => {
    // B's order keeps no file: whatever id, A meets the 404 of a file that is not there
    // (seller-routes.test.ts reads a real file of one seller's order as another seller).
    const answer = await call(
      'GET',
      `Seller/Order/${b.orderId}/Upload/00000000-0000-4000-8000-000000000000`,
      { token: a.token },
    );
    expect(answer.statusCode).toBe(404);
  },
  'POST /api/Seller/Order/{id}/Status': async () => {
    const answer = await call('POST', `Seller/Order/${b.orderId}/Status`, {
      token: a.token,
      body: { status: 'preparing' },
    });
    expect(answer.statusCode).toBe(404);
  },
};

describe('seller A on seller B', () => {
  it('has a check for every seller route of the OpenAPI document', () => {
    const routes = sellerOperations().map(key).sort();
    expect(routes.length).toBeGreaterThanOrEqual(17);
    expect(routes).toEqual(Object.keys(crossStore).sort());
  });

  it('meets 404 on every one of B’s things, sees only its own, and changes nothing of B’s', async () => {
    const before = await snapshotOfB();
    for (const operation of sellerOperations()) {
      const check = crossStore[key(operation)];
      if (!check) throw new Error(`no cross-store check for ${key(operation)}`);
      await check();
    }
    expect(await snapshotOfB()).toEqual(before);
  });
});

describe('other roles on the seller routes', () => {
  it('refuses a customer’s and a staff member’s token (403), none (401), a suspended seller (403)', async () => {
    for (const operation of sellerOperations()) {
      const url = urlOf(operation.path);
      const as = (token?: string) =>
        call(operation.method, url, token === undefined ? {} : { token });
      const [customer, staff, nobody, suspended, unknown] = await Promise.all([
        as(customerToken),
        as(staffToken),
        as(),
        as(suspendedToken),
        as('not-a-token-of-anyone'),
      ]);
      const label = key(operation);
      expect([label, customer.statusCode, customer.json()]).toMatchObject([
        label,
        403,
        [{ code: 'forbidden' }],
      ]);
      expect([label, staff.statusCode, staff.json()]).toMatchObject([
        label,
        403,
        [{ code: 'forbidden' }],
      ]);
      expect([label, nobody.statusCode]).toEqual([label, 401]);
      expect([label, unknown.statusCode]).toEqual([label, 401]);
      expect([label, suspended.statusCode, suspended.json()]).toMatchObject([
        label,
        403,
        [{ code: 'seller_suspended' }],
      ]);
    }
  });
});

describe('a seller on the customer and staff routes', () => {
  // Routes whose token is optional (checked in the route, so not marked in the document).
  const optionalBearer: Operation[] = [
    { method: 'GET', path: '/api/Cart', bearer: true },
    { method: 'POST', path: '/api/Cart/Line', bearer: true },
    { method: 'POST', path: '/api/ContactMessage', bearer: true },
  ];

  it('refuses a seller’s token on every customer and staff route (403 forbidden)', async () => {
    const closed = [
      ...operations.filter(
        (operation) => operation.bearer && !operation.path.startsWith('/api/Seller/'),
      ),
      ...optionalBearer,
    ];
    expect(closed.some((operation) => operation.path.startsWith('/api/Staff/'))).toBe(true);
    expect(closed.some((operation) => operation.path.startsWith('/api/Order'))).toBe(true);
    for (const operation of closed) {
      const answer = await call(operation.method, urlOf(operation.path), { token: a.token });
      const label = key(operation);
      expect([label, answer.statusCode, answer.json()]).toMatchObject([
        label,
        403,
        [{ code: 'forbidden' }],
      ]);
    }
  });

  it('still lets the customer and staff member in with their own tokens', async () => {
    expect((await call('GET', 'Cart', { token: customerToken })).statusCode).toBe(200);
    expect((await call('GET', 'Staff/Me', { token: staffToken })).statusCode).toBe(200);
  });
});
