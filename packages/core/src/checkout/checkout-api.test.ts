import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { createApiClient } from '#api/client.ts';
import { api } from '#api/store-api.ts';
import { cartSlice } from '#cart/cart-slice.ts';
import { checkoutApi } from '#checkout/checkout-api.ts';
import { holdAndPlace, newIdempotencyKey } from '#checkout/quick-checkout.ts';
import { customerSlice } from '#customer/customer-slice.ts';

// The checkout's calls through the one store API, against a stand-in HTTP API: what each sends,
// and a placement that carries its Idempotency-Key and refreshes the basket.

let server: Server;
let baseUrl: string;
let calls: { method: string; path: string; key: string | undefined; body: string }[] = [];
const answers: Record<string, unknown> = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const path = req.url ?? '';
      calls.push({
        method: req.method ?? '',
        path,
        key: req.headers['idempotency-key'] as string | undefined,
        body,
      });
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(answers[`${req.method} ${path}`] ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  calls = [];
});

function makeStore() {
  return configureStore({
    reducer: combineSlices(api, cartSlice, customerSlice),
    preloadedState: { customer: { ...customerSlice.getInitialState(), token: 'tok' } },
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: { apiClient: createApiClient({ baseUrl, publicKey: 'pk' }) } },
      }).concat(api.middleware),
  });
}

const choice = {
  addressId: 3,
  slotId: 9,
  deliverySpeedId: 1,
  paymentMethod: 'cod' as const,
  useWallet: false,
  usePoints: false,
};

it('sends the choices alone to quote, and the Idempotency-Key with a placement', async () => {
  const store = makeStore();
  await store.dispatch(checkoutApi.endpoints.quoteCheckout.initiate(choice));
  expect(calls).toEqual([
    { method: 'POST', path: '/api/Checkout/Quote', key: undefined, body: JSON.stringify(choice) },
  ]);
  calls = [];
  answers['POST /api/Checkout/Place'] = { orders: [], total: 0 };
  const placed = await store.dispatch(
    checkoutApi.endpoints.placeOrder.initiate({ ...choice, idempotencyKey: 'attempt-0001' }),
  );
  expect(placed.data).toEqual({ orders: [], total: 0 });
  // The key goes as the header, never in the body; the basket is read again after.
  expect(calls[0]).toEqual({
    method: 'POST',
    path: '/api/Checkout/Place',
    key: 'attempt-0001',
    body: JSON.stringify(choice),
  });
  await vi.waitFor(() =>
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain('GET /api/Cart'),
  );
});

it('pages the orders and cancels one by its id', async () => {
  const store = makeStore();
  await store.dispatch(checkoutApi.endpoints.getOrders.initiate({ page: 2, pageSize: 10 }));
  await store.dispatch(checkoutApi.endpoints.cancelOrder.initiate(41));
  expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
    'GET /api/Order?page=2&pageSize=10',
    'POST /api/Order/41/Cancel',
  ]);
});

it('checks a coupon, and continues an order with a method, refreshing the orders', async () => {
  const store = makeStore();
  answers['POST /api/Checkout/Coupon'] = {
    code: 'WELCOME10',
    name: 'خصم الترحيب',
    nameEn: 'Welcome',
    discount: 430,
  };
  const coupon = await store.dispatch(
    checkoutApi.endpoints.checkCoupon.initiate({ couponCode: 'welcome10' }),
  );
  expect(coupon.data?.code).toBe('WELCOME10');
  const list = store.dispatch(checkoutApi.endpoints.getOrders.initiate({}));
  await list;
  calls = [];
  const payment = { status: 'redirect', redirectUrl: 'https://pay.test/s/1' };
  answers['POST /api/Order/41/Pay'] = { orders: [], payment };
  const started = await store.dispatch(
    checkoutApi.endpoints.payOrder.initiate({ id: 41, paymentMethod: 'card' }),
  );
  expect(started.data).toEqual({ orders: [], payment });
  // The body is the method alone; the list of orders is read again after.
  await vi.waitFor(() =>
    expect(calls.map((call) => `${call.method} ${call.path} ${call.body}`)).toEqual([
      'POST /api/Order/41/Pay {"paymentMethod":"card"}',
      'GET /api/Order ',
    ]),
  );
  list.unsubscribe();
});

it("a one-press checkout holds the slot, then places under the page's key, the same on a retry", async () => {
  const store = makeStore();
  answers['POST /api/Checkout/Place'] = { orders: [], total: 0 };
  const key = newIdempotencyKey();
  expect(key).toMatch(/^[\w-]{22}$/);
  expect(newIdempotencyKey()).not.toBe(key);
  await holdAndPlace(store.dispatch, choice, key);
  await holdAndPlace(store.dispatch, choice, key);
  const sent = calls.filter((call) => call.path !== '/api/Cart');
  expect(sent.map((call) => `${call.method} ${call.path} ${call.key ?? ''}`)).toEqual([
    'POST /api/Checkout/Hold ',
    `POST /api/Checkout/Place ${key}`,
    'POST /api/Checkout/Hold ',
    `POST /api/Checkout/Place ${key}`,
  ]);
});
