import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createApiClient } from '#api/client.ts';
import { api } from '#api/store-api.ts';
import { cartApi } from '#cart/cart-api.ts';
import type { Cart } from '#cart/cart-schemas.ts';
import { cartSlice } from '#cart/cart-slice.ts';
import { cartMutationEvents } from '#cart/cart-events.ts';
import { customerSlice } from '#customer/customer-slice.ts';
import { eventsSlice, type EventsState } from '#customer/events-slice.ts';
import { statusSlice } from '#customer/status-slice.ts';
import { createStoreEventsMiddleware, customerMutationEvents } from '#customer/store-events.ts';

// The cart's calls through the one store API, against a stand-in HTTP API: every answer lands
// in the cart slice, a guest's id travels as X-Cart-Id, and a refused change rolls back.

const guestId = 'g'.repeat(43);
const emptyCart: Cart = {
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
const product = {
  id: 7,
  slug: 'milk',
  sku: 'M1',
  name: 'حليب',
  nameEn: 'Milk',
  brandId: 1,
  categoryId: 1,
  unit: 'حبة',
  unitEn: 'piece',
  weight: null,
  price: 500,
  compareAtPrice: null,
  currency: 'SAR',
  stockQuantity: 9,
  stockState: 'available' as const,
  maxPerOrder: 3,
  storage: 'cold' as const,
  image: '/media/m.svg',
  rating: 0,
  ratingCount: 0,
};
const withLine = (quantity: number): Cart => ({
  ...emptyCart,
  cartId: guestId,
  lines: [
    {
      id: 11,
      product,
      quantity,
      unitPrice: 500,
      addedUnitPrice: 500,
      lineTotal: 500 * quantity,
      options: [],
      maxQuantity: 3,
      problems: [],
    },
  ],
  itemCount: quantity,
  subtotal: 500 * quantity,
});

let server: Server;
let baseUrl: string;
/** Requests the stand-in API received: method, path and X-Cart-Id. */
let calls: { method: string; path: string; cartId: string | undefined }[] = [];
/** The stand-in's answer to the next call. */
let answer: { status: number; body: unknown } = { status: 200, body: emptyCart };

beforeAll(async () => {
  server = createServer((req, res) => {
    calls.push({
      method: req.method ?? '',
      path: req.url ?? '',
      cartId: req.headers['x-cart-id'] as string | undefined,
    });
    req.resume();
    req.on('end', () =>
      res
        .writeHead(answer.status, { 'content-type': 'application/json' })
        .end(JSON.stringify(answer.body)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  calls = [];
});

/** The cart slice of a test store. */
const cartOf = (store: ReturnType<typeof makeStore>) =>
  (store.getState() as { cart: ReturnType<typeof cartSlice.getInitialState> }).cart;

function makeStore(cartId = '') {
  return configureStore({
    reducer: combineSlices(api, cartSlice, customerSlice),
    preloadedState: { cart: { ...cartSlice.getInitialState(), cartId } },
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: { apiClient: createApiClient({ baseUrl, publicKey: 'pk' }) } },
      }).concat(api.middleware),
  });
}

it("keeps an add's answer and the new guest id, with one call (no loop through the cache)", async () => {
  answer = { status: 200, body: withLine(1) };
  const store = makeStore();
  const result = await store.dispatch(
    cartApi.endpoints.addCartLine.initiate({ productId: 7, quantity: 1 }),
  );
  expect(result.data?.itemCount).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(calls).toEqual([{ method: 'POST', path: '/api/Cart/Line', cartId: undefined }]);
  expect(cartOf(store).cartId).toBe(guestId);
  expect(cartOf(store).cart?.itemCount).toBe(1);
  // The read of the same cart is answered from the cache the add filled.
  const read = await store.dispatch(cartApi.endpoints.getCart.initiate());
  expect(read.data?.itemCount).toBe(1);
  expect(calls).toHaveLength(1);
});

it('sends the guest id, shows a quantity at once and rolls it back when refused', async () => {
  const store = makeStore(guestId);
  answer = { status: 200, body: withLine(2) };
  await store.dispatch(cartApi.endpoints.getCart.initiate());
  expect(calls.at(-1)).toEqual({ method: 'GET', path: '/api/Cart', cartId: guestId });
  answer = {
    status: 409,
    body: [{ code: 'cart_max_quantity', message: 'the maximum quantity is 3', limit: 3 }],
  };
  const change = store.dispatch(
    cartApi.endpoints.updateCartLine.initiate({ lineId: 11, quantity: 4 }),
  );
  expect(cartOf(store).cart?.lines[0]?.quantity).toBe(4);
  const result = await change;
  expect(result.error).toMatchObject({ status: 409 });
  expect(cartOf(store).cart?.lines[0]?.quantity).toBe(2);
  expect(cartOf(store).cart?.itemCount).toBe(2);
});

it("leaves an add's success and refusal to the screen that added: the event store says neither", async () => {
  const store = configureStore({
    reducer: combineSlices(api, cartSlice, customerSlice, eventsSlice, statusSlice),
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: { apiClient: createApiClient({ baseUrl, publicKey: 'pk' }) } },
      })
        .prepend(createStoreEventsMiddleware({ ...customerMutationEvents, ...cartMutationEvents }))
        .concat(api.middleware),
  });
  const events = () => (store.getState() as { events: EventsState }).events;
  answer = { status: 200, body: withLine(1) };
  await store.dispatch(cartApi.endpoints.addCartLine.initiate({ productId: 7, quantity: 1 }));
  expect(events()).toMatchObject({ success: false, errors: [] });
  answer = {
    status: 409,
    body: [{ code: 'cart_quantity_limit', message: 'exceeded', limit: 3 }],
  };
  const refused = await store.dispatch(
    cartApi.endpoints.addCartLine.initiate({ productId: 7, quantity: 9 }),
  );
  expect('error' in refused).toBe(true);
  expect(events()).toMatchObject({ success: false, errors: [] });
  // Without the cart's table, the store's defaults would have said both a second time.
  const plain = configureStore({
    reducer: combineSlices(api, cartSlice, customerSlice, eventsSlice, statusSlice),
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: { apiClient: createApiClient({ baseUrl, publicKey: 'pk' }) } },
      })
        .prepend(createStoreEventsMiddleware())
        .concat(api.middleware),
  });
  await plain.dispatch(cartApi.endpoints.addCartLine.initiate({ productId: 7, quantity: 9 }));
  expect((plain.getState() as { events: EventsState }).events.errors).toEqual([
    { code: 'cart_quantity_limit', message: 'exceeded' },
  ]);
});
