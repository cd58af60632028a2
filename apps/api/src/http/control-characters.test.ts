import { Writable } from 'node:stream';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#src/app.ts';
import { customers } from '#src/db/schema.ts';
import { buildTestApp, storefrontHeaders } from '#src/test/test-app.ts';
import { useTestDatabase } from '#src/test/test-database.ts';
import { CONTROL_CHARACTER_MESSAGE, controlCharacterPath } from './validation.ts';

const database = useTestDatabase('catalog');
let lines: string[] = [];
let app: App;
beforeAll(() => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().trim().split('\n'));
      done();
    },
  });
  app = buildTestApp(database.db, { logger: { level: 'info', stream } });
});
afterAll(() => app.close());

const refused = (field: string) => [
  { code: 'validation', message: CONTROL_CHARACTER_MESSAGE, field },
];

describe('control characters in requests', () => {
  it('refuses a NUL in a body field with a 400 on that field, and saves nothing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/Customer/SignUp',
      headers: storefrontHeaders,
      payload: {
        name: 'Nul\u0000Name',
        email: 'nul@souq.example',
        phoneCode: '966',
        phone: '501234567',
        password: 'a-long-password-1',
      },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused('body.name'));
    const [row] = await database.db.select({ rows: count() }).from(customers);
    expect(row?.rows).toBe(0);
  });

  it('refuses one in a query or a path parameter the same way', async () => {
    const search = await app.inject({
      method: 'GET',
      url: '/api/Search?q=milk%00',
      headers: storefrontHeaders,
    });
    const product = await app.inject({
      method: 'GET',
      url: '/api/Product/milk%01',
      headers: storefrontHeaders,
    });

    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual(refused('query.q'));
    expect(product.statusCode).toBe(400);
    expect(product.json()).toEqual([expect.objectContaining({ code: 'validation' })]);
  });

  it('finds a control character anywhere in a value, keys included, but allows tabs and new lines', () => {
    expect(controlCharacterPath({ notes: 'line one\nline two\ttab\r' })).toBeUndefined();
    expect(controlCharacterPath({ a: [{ b: 'x\u001f' }] })).toBe('/a/0/b');
    expect(controlCharacterPath({ 'k\u0007': 1 })).toBe('/k\u0007');
    expect(controlCharacterPath('\u007f')).toBe('');
  });

  it('never logs a failed statement’s parameters nor a credential', async () => {
    lines = [];
    const failure = Object.assign(new Error('insert failed'), {
      query: 'insert into customers (password_hash) values ($1)',
      params: ['$argon2id$v=19$secret-hash'],
    });
    app.log.error({ err: failure, body: { password: 'hunter22222' } }, 'request failed');
    await app.inject({
      method: 'GET',
      url: '/api/ActivityType',
      headers: { ...storefrontHeaders, authorization: 'Bearer secret-token-value' },
    });

    const log = lines.join('\n');
    expect(log).toContain('[redacted]');
    expect(log).not.toContain('secret-hash');
    expect(log).not.toContain('hunter22222');
    expect(log).not.toContain('secret-token-value');
  });
});
