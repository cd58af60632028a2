import net from 'node:net';
import { apiErrorListSchema } from '@shop/core/schemas';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '#src/app.ts';
import { buildTestApp, storefrontHeaders, TEST_PUBLIC_KEY } from '#src/test/test-app.ts';
import { useTestDatabase } from '#src/test/test-database.ts';

const database = useTestDatabase();
let app: App;
const logLines: string[] = [];

beforeAll(() => {
  app = buildTestApp(database.db, {
    logger: { level: 'error', stream: { write: (line: string) => void logLines.push(line) } },
  });
  // Routes that exist only in this test, to reach the error paths real routes will hit.
  app.get('/test/boom', () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  app.get(
    '/test/bad-response',
    { schema: { response: { 200: z.object({ id: z.number() }) } } },
    () =>
      // Deliberately breaks its own response schema.
      ({ id: 'not a number' }) as unknown as { id: number },
  );
  app.post(
    '/test/echo',
    {
      schema: {
        querystring: z.object({ page: z.coerce.number().int().positive().optional() }),
        body: z.object({ email: z.email(), name: z.string().min(1) }).optional(),
      },
    },
    (request) => ({ query: request.query, body: request.body ?? null }),
  );
  app.delete('/test/things', (_request, reply) => reply.code(204).send());
});
afterAll(() => app.close());

/** The body must be the API's error array; returns it. */
function errorsOf(response: LightMyRequestResponse) {
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return apiErrorListSchema.parse(response.json());
}

describe('public key', () => {
  it('answers 401 with the error array when the key is missing', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/ActivityType' });

    expect(response.statusCode).toBe(401);
    expect(errorsOf(response)).toEqual([
      { code: 'unknown_public_key', message: 'Unknown or missing public key' },
    ]);
  });

  it('answers 401 when the key is not one of ours', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/ActivityType',
      headers: { ...storefrontHeaders, 'x-public-key': 'pk_somebody_else' },
    });

    expect(response.statusCode).toBe(401);
    expect(errorsOf(response)).toEqual([
      { code: 'unknown_public_key', message: 'Unknown or missing public key' },
    ]);
  });

  it('accepts a known key, whatever the letter case of the header name', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/ActivityType',
      headers: { 'X-Public-Key': TEST_PUBLIC_KEY, 'Accept-Language': 'ar' },
    });

    expect(response.statusCode).toBe(200);
  });

  it('is not needed for /health and /openapi.json', async () => {
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/openapi.json' })).statusCode).toBe(200);
  });
});

describe('unknown routes', () => {
  it('answer 404 with the method and path', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/NoSuchThing?x=1',
      headers: storefrontHeaders,
    });

    expect(response.statusCode).toBe(404);
    expect(errorsOf(response)).toEqual([
      { code: 'not_found', message: 'Route GET /api/NoSuchThing not found' },
    ]);
  });

  it('outside /api answer 404 too', async () => {
    const response = await app.inject({ method: 'POST', url: '/x' });

    expect(response.statusCode).toBe(404);
    expect(errorsOf(response)).toEqual([{ code: 'not_found', message: 'Route POST /x not found' }]);
  });

  it('under /api need the key first', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/NoSuchThing' });

    expect(response.statusCode).toBe(401);
    expect(errorsOf(response)[0]?.code).toBe('unknown_public_key');
  });

  it('with a malformed URL answer 400', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/%E0%A4%A' });

    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)[0]?.code).toBe('validation');
  });
});

describe('requests Node cannot parse', () => {
  it('answer 400 with the error array too', async () => {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      let received = '';
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write('THIS IS NOT HTTP\r\n\r\n');
      });
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });

    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
    expect(apiErrorListSchema.parse(JSON.parse(body))).toEqual([
      { code: 'validation', message: 'Malformed HTTP request' },
    ]);
  });
});

describe('unexpected errors', () => {
  it('answer 500 internal without details, and log the real error', async () => {
    const response = await app.inject({ method: 'GET', url: '/test/boom' });

    expect(response.statusCode).toBe(500);
    expect(errorsOf(response)).toEqual([{ code: 'internal', message: 'Internal Server Error' }]);
    expect(response.body).not.toMatch(/secret|stack|at .*\.ts/);
    expect(logLines.join('\n')).toContain('postgres://secret@db leaked');
  });

  it('include a response that breaks its own schema', async () => {
    const response = await app.inject({ method: 'GET', url: '/test/bad-response' });

    expect(response.statusCode).toBe(500);
    expect(errorsOf(response)).toEqual([{ code: 'internal', message: 'Internal Server Error' }]);
  });
});

describe('request bodies and validation', () => {
  const json = { 'content-type': 'application/json' };

  it('accepts a valid JSON body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/test/echo?page=2',
      headers: json,
      payload: JSON.stringify({ email: 'huda@example.com', name: 'هدى' }),
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      query: { page: 2 },
      body: { email: 'huda@example.com', name: 'هدى' },
    });
  });

  it('answers 400 with one entry per invalid body field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: json,
      payload: JSON.stringify({ email: 'not-an-email', name: '' }),
    });

    expect(response.statusCode).toBe(400);
    const errors = errorsOf(response);
    expect(errors.map(({ code, field }) => ({ code, field }))).toEqual([
      { code: 'validation', field: 'body.email' },
      { code: 'validation', field: 'body.name' },
    ]);
    expect(errors.every((error) => error.message.length > 0)).toBe(true);
  });

  it('names query parameters query.<name>', async () => {
    const response = await app.inject({ method: 'POST', url: '/test/echo?page=-3' });

    expect(response.statusCode).toBe(400);
    expect(errorsOf(response).map((error) => error.field)).toEqual(['query.page']);
  });

  it('answers 400 on malformed JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: json,
      payload: '{"email": ',
    });

    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)[0]?.code).toBe('validation');
  });

  it('answers 415 on a content type it does not read', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<email>huda@example.com</email>',
    });

    expect(response.statusCode).toBe(415);
    expect(errorsOf(response)[0]?.code).toBe('unsupported_media_type');
  });

  it('answers 413 on a body over 1 MiB', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: json,
      payload: JSON.stringify({ email: 'huda@example.com', name: 'x'.repeat(1_100_000) }),
    });

    expect(response.statusCode).toBe(413);
    expect(errorsOf(response)[0]?.code).toBe('payload_too_large');
  });

  it('treats an empty body sent as JSON as no body (the storefront does this on DELETE)', async () => {
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/test/things',
      headers: { ...storefrontHeaders, ...json },
    });
    const posted = await app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: json,
      payload: '',
    });

    expect(deleted.statusCode).toBe(204);
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toEqual({ query: {}, body: null });
  });
});

describe('CORS', () => {
  const origin = 'https://shop.example';

  it('answers a preflight for the headers the storefront sends, without a key', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/ActivityType',
      headers: {
        origin,
        'access-control-request-method': 'DELETE',
        'access-control-request-headers': 'x-public-key,authorization,content-type,accept-language',
      },
    });

    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(origin);
    expect(response.headers['access-control-allow-methods']).toContain('DELETE');
    const allowed = String(response.headers['access-control-allow-headers']).toLowerCase();
    for (const header of ['x-public-key', 'authorization', 'content-type', 'accept-language']) {
      expect(allowed).toContain(header);
    }
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('lets the browser read answers and errors alike', async () => {
    const ok = await app.inject({
      method: 'GET',
      url: '/api/ActivityType',
      headers: { ...storefrontHeaders, origin },
    });
    const rejected = await app.inject({
      method: 'GET',
      url: '/api/ActivityType',
      headers: { origin },
    });

    expect(ok.headers['access-control-allow-origin']).toBe(origin);
    expect(rejected.statusCode).toBe(401);
    expect(rejected.headers['access-control-allow-origin']).toBe(origin);
  });
});

describe('GET /openapi.json', () => {
  it('documents the API routes, the public-key and the bearer-token security schemes', async () => {
    const response = await app.inject({ method: 'GET', url: '/openapi.json' });

    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      info: { title: string };
      paths: Record<string, Record<string, unknown>>;
      security: unknown;
      components: { securitySchemes: Record<string, unknown> };
    }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('Souq store API');
    expect(document.paths['/api/ActivityType']).toHaveProperty('get');
    expect(document.paths).not.toHaveProperty('/openapi.json');
    expect(Object.keys(document.components.securitySchemes)).toEqual(['publicKey', 'bearerToken']);
    expect(document.components.securitySchemes.publicKey).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-Public-Key',
    });
    expect(document.security).toEqual([{ publicKey: [] }]);
  });
});
