import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiRequestError,
  BUSY_RETRIES,
  createApiClient,
  isSuccess,
  RETRY_STATUSES,
} from '#api/client.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

// A real HTTP server on 127.0.0.1 that answers from a script of statuses, recording each request.
let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let script: number[] = [];
/** Retry-After sent with 429 and 503 answers, when set. */
let retryAfter: string | undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body,
        at: Date.now(),
      });
      const status = script.shift() ?? 200;
      if (status === 204) return res.writeHead(204).end();
      const payload = isSuccess(status)
        ? { ok: true, n: seen.length }
        : [{ code: `e${status}`, message: 'no' }];
      const busy = (status === 429 || status === 503) && retryAfter !== undefined;
      res
        .writeHead(status, {
          'content-type': 'application/json',
          ...(busy ? { 'retry-after': retryAfter } : {}),
        })
        .end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
  script = [];
  retryAfter = undefined;
});

const client = () => createApiClient({ baseUrl, publicKey: 'pk_test' });

describe('createApiClient', () => {
  it('resolves every status to { value, status } without throwing', async () => {
    for (const status of [200, 201, 400, 401, 404, 422, 500]) {
      script = [status, status];
      const result = await client().request('Thing', { method: 'POST', body: {} });
      expect(result.status).toBe(status);
      expect(result.value).toEqual(
        isSuccess(status)
          ? expect.objectContaining({ ok: true })
          : [{ code: `e${status}`, message: 'no' }],
      );
    }
    script = [204];
    expect(await client().request('Thing', { method: 'DELETE' })).toEqual({
      value: null,
      status: 204,
    });
  });

  it('counts 200–299 as success and anything else as failure', () => {
    expect([199, 200, 201, 204, 299, 300, 404, 500].map(isSuccess)).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('sends the public key, Accept-Language ar and the bearer token, and no Content-Type on GET', async () => {
    await client().request('ActivityType', {
      token: 'tok123',
      params: { page: 2, q: 'حليب', empty: undefined },
    });
    const [request] = seen;
    expect(request?.url).toBe('/api/ActivityType?page=2&q=%D8%AD%D9%84%D9%8A%D8%A8');
    expect(request?.headers['x-public-key']).toBe('pk_test');
    expect(request?.headers['accept-language']).toBe('ar');
    expect(request?.headers.authorization).toBe('Bearer tok123');
    expect(request?.headers['content-type']).toBeUndefined();
  });

  it('sends no Authorization header for a guest', async () => {
    await client().request('ActivityType', { token: null });
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it('sends JSON on mutating calls, even without a body', async () => {
    await client().request('CustomerAddress', { method: 'POST', body: { title: 'Home' } });
    await client().request('CustomerAddress', { method: 'DELETE', params: { addressId: 7 } });
    expect(seen.map((r) => [r.method, r.url, r.headers['content-type'], r.body])).toEqual([
      ['POST', '/api/CustomerAddress', 'application/json', '{"title":"Home"}'],
      ['DELETE', '/api/CustomerAddress?addressId=7', 'application/json', ''],
    ]);
  });

  it('sends FormData as multipart with a boundary', async () => {
    const form = new FormData();
    form.set('file', new Blob(['hello'], { type: 'text/plain' }), 'note.txt');
    await client().request('Upload', { method: 'POST', body: form });
    expect(seen[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.body).toContain('hello');
  });

  it.each([...RETRY_STATUSES])(
    'retries a GET once after %i and returns the data',
    async (status) => {
      script = [status, 200];
      const result = await client().request('ActivityType');
      expect(seen).toHaveLength(2);
      expect(result).toEqual({ value: { ok: true, n: 2 }, status: 200 });
    },
  );

  it('does not retry a GET on a status outside the list', async () => {
    script = [404, 200];
    expect((await client().request('ActivityType')).status).toBe(404);
    expect(seen).toHaveLength(1);
  });

  it('retries at most once', async () => {
    script = [503, 503, 200];
    expect((await client().request('ActivityType')).status).toBe(503);
    expect(seen).toHaveLength(2);
  });

  it('waits out the Retry-After of a busy API (503, 429) before trying again', async () => {
    retryAfter = '1';
    script = [503, 429, 200];
    const result = await client().request('ActivityType');
    expect(result).toEqual({ value: { ok: true, n: 3 }, status: 200 });
    expect(seen).toHaveLength(3);
    expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(950);
    expect(seen[2]!.at - seen[1]!.at).toBeGreaterThanOrEqual(950);
  });

  it(`tries a busy API ${BUSY_RETRIES} more times at most`, async () => {
    retryAfter = '0';
    script = [503, 503, 503, 503, 200];
    expect((await client().request('ActivityType')).status).toBe(503);
    expect(seen).toHaveLength(1 + BUSY_RETRIES);
  });

  it('gives up at once when told to wait longer than its timeout', async () => {
    retryAfter = '30';
    script = [503, 200];
    const api = createApiClient({ baseUrl, publicKey: 'pk_test', timeoutMs: 2_000 });
    expect(await api.request('ActivityType')).toEqual({
      status: 503,
      value: [{ code: 'e503', message: 'no' }],
    });
    expect(seen).toHaveLength(1);
  });

  it('stops waiting when the caller aborts', async () => {
    retryAfter = '5';
    script = [429, 200];
    const controller = new AbortController();
    const pending = client().request('ActivityType', { signal: controller.signal });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    controller.abort();
    await expect(pending).rejects.toThrow();
    expect(seen).toHaveLength(1);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'sends a %s exactly once, even on 503',
    async (method) => {
      script = [503, 200];
      expect((await client().request('Order', { method, body: {} })).status).toBe(503);
      expect(seen).toHaveLength(1);
    },
  );

  it('rejects with the status in throwing mode, and resolves otherwise', async () => {
    script = [422];
    const error = await client()
      .request('Thing', { method: 'POST', body: {}, throwOnError: true })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(422);
    expect((error as ApiRequestError).value).toEqual([{ code: 'e422', message: 'no' }]);
    script = [200];
    await expect(client().request('Thing', { throwOnError: true })).resolves.toMatchObject({
      status: 200,
    });
  });

  it('turns an unreachable server into status 0 with a network_error code', async () => {
    const offline = createApiClient({ baseUrl: 'http://127.0.0.1:9/api/', publicKey: 'pk' });
    const result = await offline.request('ActivityType');
    expect(result.status).toBe(0);
    expect(result.value).toEqual([expect.objectContaining({ code: 'network_error' })]);
  });

  it('gives up on a stalled API after its timeout, tried twice for a GET, once for a POST', async () => {
    // Takes each request, never answers.
    let requests = 0;
    const stalled = createServer(() => void (requests += 1));
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
    const port = (stalled.address() as AddressInfo).port;
    const api = createApiClient({
      baseUrl: `http://127.0.0.1:${port}/api/`,
      publicKey: 'pk',
      timeoutMs: 150,
    });
    try {
      expect(await api.request('Product')).toEqual({
        status: 0,
        value: [{ code: 'network_error', message: 'no answer within 150 ms' }],
      });
      expect(requests).toBe(2);
      expect((await api.request('Customer/SignOut', { method: 'POST' })).status).toBe(0);
      expect(requests).toBe(3);
    } finally {
      stalled.closeAllConnections();
      await new Promise((resolve) => stalled.close(resolve));
    }
  });

  it('still rejects when the caller aborts, timeout or not', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(client().request('Thing', { signal: controller.signal })).rejects.toThrow();
  });

  it('lets the configuration rename the public key header', async () => {
    await createApiClient({ baseUrl, publicKey: 'k', publicKeyHeader: 'X-Store-Key' }).request('A');
    expect(seen[0]?.headers['x-store-key']).toBe('k');
    expect(seen[0]?.headers['x-public-key']).toBeUndefined();
  });

  it('sends the configured language as Accept-Language instead of ar', async () => {
    await createApiClient({ baseUrl, publicKey: 'k', language: 'en' }).request('A');
    expect(seen[0]?.headers['accept-language']).toBe('en');
  });

  it('sends the configured headers on every call, never over its own', async () => {
    const withId = createApiClient({
      baseUrl,
      publicKey: 'k',
      headers: { 'x-request-id': 'req-42', 'x-public-key': 'forged' },
    });
    await withId.request('A');
    await withId.request('B', { method: 'POST', body: {} });
    expect(seen.map((request) => request.headers['x-request-id'])).toEqual(['req-42', 'req-42']);
    expect(seen[0]?.headers['x-public-key']).toBe('k');
  });

  it('resolves a relative base address against the page, as in a browser', async () => {
    vi.stubGlobal('location', { href: `${new URL(baseUrl).origin}/some/page` });
    try {
      const result = await createApiClient({ baseUrl: '/api', publicKey: 'k' }).request(
        'ActivityType',
      );
      expect(result.status).toBe(200);
      expect(seen[0]?.url).toBe('/api/ActivityType');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
