import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { activityTypesApi } from '#activity-types/activity-types-api.ts';
import { activityTypeListSchema } from '#activity-types/activity-type-schemas.ts';
import { createApiClient } from '#api/client.ts';
import { api } from '#api/store-api.ts';

const rows = [
  { id: 1, name: 'سوبر ماركت', nameEn: 'Supermarket', icon: 'basket', sortOrder: 1 },
  { id: 2, name: 'مخبز', nameEn: 'Bakery', icon: 'bread', sortOrder: 2 },
];
let server: Server;
let baseUrl: string;
let status = 200;
let lastAuthorization: string | undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    lastAuthorization = req.headers.authorization;
    const body =
      status === 200
        ? rows
        : [{ code: 'unknown_public_key', message: 'Unknown or missing public key' }];
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function makeStore(token?: string) {
  const customer = (state: { token?: string } = { token }) => state;
  return configureStore({
    reducer: combineSlices(api, { customer }),
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: { apiClient: createApiClient({ baseUrl, publicKey: 'pk' }) } },
      }).concat(api.middleware),
  });
}

it('loads activity types through the store API and they match the contract schema', async () => {
  status = 200;
  const store = makeStore();
  const result = await store.dispatch(activityTypesApi.endpoints.getActivityTypes.initiate());
  expect(result.data).toEqual(rows);
  expect(activityTypeListSchema.parse(result.data)).toEqual(rows);
  expect(lastAuthorization).toBeUndefined();
});

it('puts a failed call in `error` as { value, status } and never throws', async () => {
  status = 401;
  const store = makeStore();
  const result = await store.dispatch(activityTypesApi.endpoints.getActivityTypes.initiate());
  expect(result.data).toBeUndefined();
  expect(result.error).toEqual({
    status: 401,
    value: [{ code: 'unknown_public_key', message: 'Unknown or missing public key' }],
  });
});

it('sends the signed-in customer’s token from the store', async () => {
  status = 200;
  await makeStore('tok-A').dispatch(activityTypesApi.endpoints.getActivityTypes.initiate());
  expect(lastAuthorization).toBe('Bearer tok-A');
});
