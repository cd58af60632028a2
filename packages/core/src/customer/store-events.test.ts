import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '#api/client.ts';
import { api } from '#api/store-api.ts';
import { customerApi } from '#customer/customer-api.ts';
import { customerSlice } from '#customer/customer-slice.ts';
import {
  DEFAULT_SUCCESS_MESSAGE,
  eventsSlice,
  SESSION_ENDED,
  type EventsState,
} from '#customer/events-slice.ts';
import { startupFailed, statusSlice, type StatusState } from '#customer/status-slice.ts';
import { createStoreEventsMiddleware, errorListOf } from '#customer/store-events.ts';

// A real HTTP API whose answers the tests choose; a held answer waits for `release`.
let server: Server;
let baseUrl: string;
let answer: { status: number; body: unknown } = { status: 200, body: null };
let held: Promise<void> | undefined;

beforeAll(async () => {
  server = createServer((_req, res) => {
    const { status, body } = answer;
    void (held ?? Promise.resolve()).then(() =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  answer = { status: 200, body: null };
  held = undefined;
});

function makeStore(token = 'tok') {
  return configureStore({
    reducer: combineSlices(api, customerSlice, eventsSlice, statusSlice),
    preloadedState: { customer: { ...customerSlice.getInitialState(), token } },
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: { apiClient: createApiClient({ baseUrl, publicKey: 'pk' }) } },
      })
        .prepend(createStoreEventsMiddleware())
        .concat(api.middleware),
  });
}

/** The slices under test (the api slice's own state is RTK Query's). */
const stateOf = (store: ReturnType<typeof makeStore>) =>
  store.getState() as { events: EventsState; status: StatusState };

const { deleteAddress, addAddress, addFavorite, signIn } = customerApi.endpoints;

describe('the event store', () => {
  it('is processing while a mutation runs, and not once it has ended', async () => {
    const store = makeStore();
    let release!: () => void;
    held = new Promise((resolve) => (release = resolve));
    const call = store.dispatch(deleteAddress.initiate(7));
    expect(stateOf(store).status.processing).toBe(true);
    release();
    await call;
    expect(stateOf(store).status).toMatchObject({ processing: false, running: [] });
  });

  it('stays processing until the last of two mutations at once has ended', async () => {
    const store = makeStore();
    let release!: () => void;
    held = new Promise((resolve) => (release = resolve));
    const first = store.dispatch(deleteAddress.initiate(1));
    const second = store.dispatch(deleteAddress.initiate(2));
    expect(stateOf(store).status.running).toHaveLength(2);
    release();
    await first;
    await second;
    expect(stateOf(store).status.processing).toBe(false);
  });

  it('puts the error list of a failure no form shows in `errors`', async () => {
    const store = makeStore();
    const list = [{ code: 'not_found', message: 'Address 7 not found' }];
    answer = { status: 404, body: list };
    await store.dispatch(deleteAddress.initiate(7));
    expect(stateOf(store).events).toEqual({
      errors: list,
      singleError: '',
      success: false,
      successfulMessage: '',
    });
  });

  it('names a failure without an error list by its status, and a network failure `network_error`', async () => {
    const store = makeStore();
    answer = { status: 502, body: 'Bad Gateway' };
    await store.dispatch(deleteAddress.initiate(7));
    expect(stateOf(store).events.errors).toEqual([{ code: '502', message: '' }]);
    expect(errorListOf({ value: [{ code: 'network_error', message: 'x' }], status: 0 })).toEqual([
      { code: 'network_error', message: 'x' },
    ]);
    expect(errorListOf(undefined)).toEqual([{ code: 'internal', message: '' }]);
  });

  it('leaves a failure to the form that renders it (the address modal)', async () => {
    const store = makeStore();
    answer = { status: 409, body: [{ code: 'addresses_full', message: 'full' }] };
    await store.dispatch(addAddress.initiate({} as never));
    expect(stateOf(store).events.errors).toEqual([]);
    expect(stateOf(store).status.processing).toBe(false);
  });

  it('leaves a 401 to the session-ended notice, whose singleError it keeps', async () => {
    const store = makeStore('revoked');
    answer = { status: 401, body: [{ code: 'unauthorized', message: 'x' }] };
    await store.dispatch(deleteAddress.initiate(7));
    expect(stateOf(store).events).toMatchObject({ errors: [], singleError: SESSION_ENDED });
  });

  it('shows the default success for an action with no message of its own (R8.24)', async () => {
    const store = makeStore();
    await store.dispatch(deleteAddress.initiate(7));
    expect(stateOf(store).events).toMatchObject({
      success: true,
      successfulMessage: DEFAULT_SUCCESS_MESSAGE,
      errors: [],
    });
  });

  it('says nothing for a success that shows itself or has its own message', async () => {
    const store = makeStore();
    await store.dispatch(addFavorite.initiate(3));
    answer = {
      status: 200,
      body: { token: 't', email: 'e', userName: 'u', phone: '', phoneCode: '' },
    };
    await store.dispatch(signIn.initiate({ email: 'e', password: 'p' } as never));
    expect(stateOf(store).events.success).toBe(false);
  });

  it('keeps the outcome readable until the next action begins', async () => {
    const store = makeStore();
    answer = { status: 404, body: [{ code: 'not_found', message: 'x' }] };
    await store.dispatch(deleteAddress.initiate(7));
    let release!: () => void;
    held = new Promise((resolve) => (release = resolve));
    answer = { status: 200, body: null };
    const next = store.dispatch(deleteAddress.initiate(8));
    expect(stateOf(store).events.errors).toEqual([]);
    release();
    await next;
    expect(stateOf(store).events.success).toBe(true);
  });

  it('records a start-up failure in the application error state', () => {
    const store = makeStore();
    expect(stateOf(store).status.appError).toBeNull();
    store.dispatch(startupFailed('translations'));
    expect(stateOf(store).status.appError).toEqual({ code: 'translations', status: 500 });
  });
});
