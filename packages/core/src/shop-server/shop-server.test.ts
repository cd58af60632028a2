import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopApp } from '#shop-server/shop-server.ts';

// A shop front's server as the browser meets it: real HTTP, real files on disk.

let server: Server;
let origin: string;

beforeAll(async () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'shop-server-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'assets', 'app-1a2b.js'), 'console.log(1);');
  writeFileSync(path.join(clientDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const app = shopApp({
    build: () => Promise.reject(new Error('no pages in this test')),
    clientDir,
    csp: { connectSrc: ["'self'", 'https://maps.example.com'] },
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, '127.0.0.1', () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('shopApp', () => {
  it('answers the health probe with the security headers and the policy', async () => {
    const response = await fetch(`${origin}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ok');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('strict-transport-security')).toBeNull();
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    // The app's directive replaces the default's.
    expect(csp).toContain("connect-src 'self' https://maps.example.com");
  });

  it('serves hashed assets for a year and other files for an hour', async () => {
    const asset = await fetch(`${origin}/assets/app-1a2b.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const logo = await fetch(`${origin}/logo.svg`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('hands everything else to React Router', async () => {
    // This test's build fails to load, so React Router answers its own 500.
    const page = await fetch(`${origin}/category/1`);
    expect(page.status).toBe(500);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    // Even a path that is not valid percent-encoding, and a POST (an action, the /api proxy).
    expect((await fetch(`${origin}/product/%E0%A4%A`)).status).toBe(500);
    expect((await fetch(`${origin}/api/Cart/Line`, { method: 'POST', body: '{}' })).status).toBe(
      500,
    );
  });
});
