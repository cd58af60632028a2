import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#src/app.ts';
import { buildTestApp, storefrontHeaders } from '#src/test/test-app.ts';
import { useTestDatabase } from '#src/test/test-database.ts';

const database = useTestDatabase();
/** Every JSON log line the app wrote. */
let lines: { reqId?: string; msg?: string }[] = [];
let app: App;
beforeAll(() => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().trim().split('\n'))
        lines.push(JSON.parse(line) as { reqId?: string; msg?: string });
      done();
    },
  });
  app = buildTestApp(database.db, { logger: { level: 'info', stream } });
});
afterAll(() => app.close());

async function call(headers: Record<string, string>) {
  lines = [];
  const response = await app.inject({
    method: 'GET',
    url: '/api/ActivityType',
    headers: { ...storefrontHeaders, ...headers },
  });
  expect(response.statusCode).toBe(200);
  return response;
}

const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/;

describe('request ids', () => {
  it('takes the caller’s x-request-id, logs every line of the request with it and sends it back', async () => {
    const response = await call({ 'x-request-id': 'sf-7f3a9c_1.2:3' });

    expect(response.headers['x-request-id']).toBe('sf-7f3a9c_1.2:3');
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines.every((line) => line.reqId === 'sf-7f3a9c_1.2:3')).toBe(true);
  });

  it.each([
    ['a line break', 'abc\n{"msg":"forged"}'],
    ['spaces', 'drop table'],
    ['too many characters', 'x'.repeat(129)],
    ['an empty value', ''],
  ])('replaces an id with %s by a new one', async (_case, hostile) => {
    const response = await call({ 'x-request-id': hostile });

    const id = response.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(lines.map((line) => line.reqId)).toEqual([id, id]);
  });

  it('gives a request without one an id of its own, a new one each time', async () => {
    const first = (await call({})).headers['x-request-id'];
    const second = (await call({})).headers['x-request-id'];
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
  });

  it('sends the id back on errors too', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/ActivityType',
      headers: { 'x-request-id': 'no-key-call' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-request-id']).toBe('no-key-call');
  });
});
