import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#src/app.ts';
import { buildTestApp, storefrontHeaders } from '#src/test/test-app.ts';
import { useTestDatabase } from '#src/test/test-database.ts';

const database = useTestDatabase();
let app: App;
let url = '';
beforeAll(async () => {
  // This test calls from loopback: trusting no proxy makes it an outside caller.
  app = buildTestApp(database.db, { devMailbox: true, trustedProxies: [] });
  url = await app.listen({ host: '127.0.0.1', port: 0 });
}, 60_000);
afterAll(() => app.close());

/** The headers every answer of the API carries, over real HTTP. */
function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("form-action 'none'");
  expect(csp).not.toContain('script-src');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  // Plain HTTP, and an untrusted caller cannot claim TLS.
  expect(response.headers.get('strict-transport-security')).toBeNull();
  return csp;
}

describe('security headers of the API', () => {
  it.each([
    ['a read', '/api/ActivityType', storefrontHeaders, 200],
    ['a call without the key', '/api/ActivityType', {}, 401],
    ['an unknown route', '/api/NoSuchThing', storefrontHeaders, 404],
    ['a bad query', '/api/Product?page=0', storefrontHeaders, 400],
    ['the health check', '/health', {}, 200],
  ])('are on %s (%s)', async (_name, path, headers, status) => {
    const response = await fetch(`${url}${path}`, {
      headers: { ...headers, 'x-forwarded-proto': 'https' },
    });
    expect(response.status).toBe(status);
    expectSecurityHeaders(response);
  });

  it('add HSTS when a trusted proxy (the storefront) says the call came over TLS', async () => {
    const behindProxy = buildTestApp(database.db);
    try {
      const proxied = await behindProxy.listen({ host: '127.0.0.1', port: 0 });
      const response = await fetch(`${proxied}/health`, {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
      const plain = await fetch(`${proxied}/health`);
      expect(plain.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await behindProxy.close();
    }
  });

  it('leave the OpenAPI document whole and CORS open to other shop fronts', async () => {
    const document = await fetch(`${url}/openapi.json`);
    expect(document.status).toBe(200);
    expectSecurityHeaders(document);
    expect(((await document.json()) as { openapi: string }).openapi).toMatch(/^3\./);

    const preflight = await fetch(`${url}/api/ActivityType`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://another-shop.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-public-key',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(
      'https://another-shop.example',
    );
  });

  it('let the development mailbox page keep its inline styles, and nothing more', async () => {
    const response = await fetch(`${url}/dev/mailbox`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = expectSecurityHeaders(response);
    expect(csp).toContain("style-src 'unsafe-inline'");
  });
});
