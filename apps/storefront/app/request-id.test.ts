// @vitest-environment node
// A page's server render and the /api proxy pass the request's id to the API. The API here is
// a real HTTP server on 127.0.0.1 that records what it receives and answers empty lists.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

let api: Server;
let received: { url: string; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  api = createServer((request, response) => {
    received.push({ url: request.url ?? '', headers: request.headers });
    response.writeHead(200, { 'content-type': 'application/json', 'x-request-id': 'from-api' });
    response.end('[]');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  // Read when ~/config.server loads (imported below, after this).
  process.env.API_URL = `http://127.0.0.1:${(api.address() as AddressInfo).port}/api/`;
});
afterAll(() => new Promise((resolve) => api.close(resolve)));
beforeEach(() => {
  received = [];
});

/** Runs the root route's middleware and loader for `request`, as a page render does. */
async function renderRoot(request: Request) {
  const root = await import('./root');
  const context = new RouterContextProvider();
  const args = { request, context, params: {}, unstable_pattern: '/' } as unknown as Parameters<
    typeof root.loader
  >[0];
  // The page itself is not rendered here: `next` stands for it.
  for (const middleware of root.middleware)
    await middleware(args, () => Promise.resolve(new Response()));
  await root.loader(args);
}

const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/;

describe('the request id', () => {
  it('goes with every API call of a page render', async () => {
    await renderRoot(
      new Request('http://shop.test/', { headers: { 'x-request-id': 'page-render-1' } }),
    );

    // The site settings are one copy per process (lib/site-settings.server.ts), no page's call.
    const pageCalls = received.filter((call) => call.url !== '/api/Settings');
    expect(pageCalls.map((call) => call.url)).toEqual(['/api/Currency']);
    expect(pageCalls[0]?.headers['x-request-id']).toBe('page-render-1');
  });

  it('is a new one when the page request brought none, or an odd one', async () => {
    await renderRoot(new Request('http://shop.test/'));
    await renderRoot(
      new Request('http://shop.test/', { headers: { 'x-request-id': 'two words' } }),
    );

    const [first, second] = received
      .filter((call) => call.url !== '/api/Settings')
      .map((call) => call.headers['x-request-id']);
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
  });

  it('goes through the /api proxy, which sends back no second copy of it', async () => {
    const { loader } = await import('./routes/api-proxy');
    const request = new Request('http://shop.test/api/ActivityType?page=1', {
      headers: { 'x-request-id': 'proxied-7', 'x-public-key': 'pk_test' },
    });
    const response = await loader({ request } as Parameters<typeof loader>[0]);

    expect(response.status).toBe(200);
    expect(received).toMatchObject([
      { url: '/api/ActivityType?page=1', headers: { 'x-request-id': 'proxied-7' } },
    ]);
    expect(response.headers.get('x-request-id')).toBeNull();
  });
});
