// @vitest-environment node
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_UPLOAD_REQUEST_BYTES } from '@shop/core/cart-state';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiProxy } from './api-proxy.mjs';

// The streaming /api proxy's body limits over real HTTP: a stand-in API that counts what
// reaches it, behind the proxy (given the `path` Express would give it, as server.mjs mounts it).

const ONE_MIB = 1024 * 1024;
/** The storefront's own policy, which the stand-in sets on every answer. */
const PAGE_POLICY = "default-src 'self'; script-src 'self'";

/** Bytes of each request the stand-in API received, by path. */
let received: { method: string; path: string; bytes: number }[] = [];
/** The headers of the last request the stand-in API received. */
let lastHeaders: Record<string, string | string[] | undefined> = {};
let api: Server;
let storefront: Server;
let port = 0;

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

beforeAll(async () => {
  api = createServer((request, response) => {
    let bytes = 0;
    // A body the proxy refused midway ends with the connection: nothing is recorded.
    request.on('error', () => {});
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => {
      received.push({ method: request.method ?? '', path: request.url ?? '', bytes });
      lastHeaders = request.headers;
      if (request.url?.startsWith('/api/Cart/Upload/')) {
        response
          .writeHead(200, {
            'content-type': 'image/png',
            'content-security-policy': "sandbox; default-src 'none'",
          })
          .end('png');
        return;
      }
      response.writeHead(201, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  const apiPort = await listen(api);
  const proxy = apiProxy({
    API_URL: `http://127.0.0.1:${apiPort}/api/`,
    STORE_PUBLIC_KEY: 'pk_proxy_test',
  });
  storefront = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://storefront.test').pathname;
    // As server.mjs's security headers do before the proxy runs.
    response.setHeader('Content-Security-Policy', PAGE_POLICY);
    proxy(Object.assign(request, { path }), response, () => response.writeHead(404).end());
  });
  port = await listen(storefront);
});
afterAll(() => {
  storefront.closeAllConnections();
  storefront.close();
  api.close();
});
beforeEach(() => {
  received = [];
});

/**
 * Sends `size` bytes to `path` through the proxy, declared (Content-Length) or chunked in
 * 64 KiB pieces; answers the status and error code, once the proxy answered.
 */
function send(
  method: string,
  path: string,
  size: number,
  { chunked = false } = {},
): Promise<{ status: number; code: string | undefined }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          ...(chunked ? {} : { 'content-length': String(size) }),
        },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            code:
              response.statusCode === 201
                ? undefined
                : (JSON.parse(body) as { code: string }[])[0]?.code,
          }),
        );
      },
    );
    // The proxy may answer and close before the whole body is written.
    outgoing.on('error', (error) => (outgoing.writableEnded ? undefined : reject(error)));
    const piece = Buffer.alloc(64 * 1024, 0x61);
    let left = size;
    const write = () => {
      while (left > 0) {
        const chunk = piece.subarray(0, Math.min(piece.length, left));
        left -= chunk.length;
        if (!outgoing.write(chunk)) return void outgoing.once('drain', write);
      }
      outgoing.end();
    };
    write();
  });
}

describe('the /api proxy body limits', () => {
  it('lets an upload through up to the file limit plus multipart framing', async () => {
    expect(await send('POST', '/api/Cart/Upload', MAX_UPLOAD_REQUEST_BYTES)).toEqual({
      status: 201,
      code: undefined,
    });
    expect(
      await send('POST', '/api/Cart/Upload', MAX_UPLOAD_REQUEST_BYTES, { chunked: true }),
    ).toEqual({ status: 201, code: undefined });
    expect(received).toEqual([
      { method: 'POST', path: '/api/Cart/Upload', bytes: MAX_UPLOAD_REQUEST_BYTES },
      { method: 'POST', path: '/api/Cart/Upload', bytes: MAX_UPLOAD_REQUEST_BYTES },
    ]);
  });

  it('refuses an upload one byte over, declared or counted, with 413', async () => {
    const tooLarge = { status: 413, code: 'payload_too_large' };
    expect(await send('POST', '/api/Cart/Upload', MAX_UPLOAD_REQUEST_BYTES + 1)).toEqual(tooLarge);
    // A declared size over the limit: nothing reaches the API.
    expect(received).toEqual([]);
    expect(
      await send('POST', '/api/Cart/Upload', MAX_UPLOAD_REQUEST_BYTES + 1, { chunked: true }),
    ).toEqual(tooLarge);
  });

  it('keeps 1 MiB for every other call, the upload path by another method included', async () => {
    const tooLarge = { status: 413, code: 'payload_too_large' };
    expect(await send('POST', '/api/Customer/SignIn', ONE_MIB)).toEqual({
      status: 201,
      code: undefined,
    });
    expect(await send('POST', '/api/Customer/SignIn', ONE_MIB + 1)).toEqual(tooLarge);
    expect(await send('POST', '/api/Customer/SignIn', 2 * ONE_MIB, { chunked: true })).toEqual(
      tooLarge,
    );
    expect(await send('PUT', '/api/Cart/Upload', ONE_MIB + 1)).toEqual(tooLarge);
    expect(await send('POST', '/api/Cart/Upload/x', ONE_MIB + 1)).toEqual(tooLarge);
    expect(await send('POST', '/api/cart/upload', ONE_MIB + 1)).toEqual(tooLarge);
    expect(received).toEqual([{ method: 'POST', path: '/api/Customer/SignIn', bytes: ONE_MIB }]);
  });
});

describe("a basket line's file opened by a plain link", () => {
  const cartId = 'a'.repeat(43);
  const get = (path: string, cookie: string) =>
    fetch(`http://127.0.0.1:${port}${path}`, { headers: { cookie } }).then((answer) => {
      void answer.body?.cancel();
      return lastHeaders;
    });

  it('carries the public key and the guest cart id of the cookie, for that read alone', async () => {
    const headers = await get('/api/Cart/Upload/4b1c', `cartId=${cartId}`);
    expect(headers['x-public-key']).toBe('pk_proxy_test');
    expect(headers['x-cart-id']).toBe(cartId);
    expect(headers.authorization).toBeUndefined();
    const other = await get('/api/Cart', `cartId=${cartId}`);
    expect(other['x-public-key']).toBeUndefined();
    expect(other['x-cart-id']).toBeUndefined();
  });

  it("carries a signed-in customer's token, and nothing made up from a bad cookie", async () => {
    const headers = await get('/api/Cart/Upload/4b1c', `token=tok123; cartId=${cartId}`);
    expect(headers.authorization).toBe('Bearer tok123');
    expect(headers['x-cart-id']).toBeUndefined();
    const bad = await get('/api/Cart/Upload/4b1c', 'cartId=not-a-cart-id');
    expect(bad['x-cart-id']).toBeUndefined();
    expect(bad.authorization).toBeUndefined();
  });
});

describe('the security policy of what the proxy answers', () => {
  it("keeps the API's sandbox on an uploaded file, and the storefront's policy elsewhere", async () => {
    const file = await fetch(`http://127.0.0.1:${port}/api/Cart/Upload/4b1c`);
    expect(file.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    await file.body?.cancel();
    const other = await fetch(`http://127.0.0.1:${port}/api/Cart`);
    expect(other.headers.get('content-security-policy')).toBe(PAGE_POLICY);
    await other.body?.cancel();
  });
});
