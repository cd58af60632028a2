// @vitest-environment node
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspReportRoute, FIREBASE_ORIGINS, securityHeaders } from './security-headers.mjs';

/** The storefront's report endpoint on a real HTTP server, logging into `lines`. */
const lines: string[] = [];
let origin = '';
let close = () => {};
beforeAll(async () => {
  const route = cspReportRoute((line: string) => lines.push(line));
  const server = createServer((request, response) =>
    route(request, response, () => response.writeHead(404).end()),
  ).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const post = (body: string, type = 'application/csp-report') =>
  fetch(`${origin}/csp-report`, { method: 'POST', headers: { 'Content-Type': type }, body });

describe('POST /csp-report', () => {
  it('logs one bounded line per violation, without queries, fragments or control characters', async () => {
    lines.length = 0;
    const response = await post(
      JSON.stringify({
        'csp-report': {
          'document-uri': 'https://shop.example/auth/update-password?code=483920#token=abc',
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'https://evil.example/x.js?session=secret',
          'source-file': 'https://shop.example/assets/app.js',
          'line-number': 12,
          disposition: 'enforce\n[storefront] forged line',
          'script-sample': 'alert(document.cookie)',
        },
      }),
    );
    expect(response.status).toBe(204);
    expect(lines).toEqual([
      '[storefront] CSP violation: directive=script-src-elem blocked=https://evil.example/x.js ' +
        'document=https://shop.example/auth/update-password ' +
        'source=https://shop.example/assets/app.js line=12 disposition=enforce?[storefront] forged line',
    ]);
  });

  it('takes the Reporting API’s batches, logging at most five reports of one request', async () => {
    lines.length = 0;
    const report = {
      type: 'csp-violation',
      body: {
        documentURL: 'http://127.0.0.1/',
        effectiveDirective: 'img-src',
        blockedURL: 'x'.repeat(900),
      },
    };
    const response = await post(JSON.stringify(Array(8).fill(report)), 'application/reports+json');
    expect(response.status).toBe(204);
    expect(lines).toHaveLength(5);
    for (const line of lines) expect(line.length).toBeLessThan(400);
  });

  it('answers 400 to what is no report and 413 to a body over 16 KB, logging neither', async () => {
    lines.length = 0;
    expect((await post('{"nothing":1}')).status).toBe(400);
    expect((await post('not json')).status).toBe(400);
    expect((await post(JSON.stringify({ 'csp-report': { x: 'y'.repeat(20_000) } }))).status).toBe(
      413,
    );
    expect(lines).toEqual([]);
  });

  it('leaves every other request to the next handler', async () => {
    expect((await fetch(`${origin}/csp-report`)).status).toBe(404);
    expect((await fetch(`${origin}/elsewhere`, { method: 'POST', body: '{}' })).status).toBe(404);
  });
});

describe('connect-src of the pages', () => {
  /** The Content-Security-Policy a page gets from `securityHeaders(options)`. */
  async function pagePolicy(options: { firebase?: boolean }) {
    const handlers = securityHeaders({ isFile: () => false, publicUrl: '', ...options });
    const server = createServer((request, response) => {
      const locals = {};
      Object.assign(response, { locals });
      const run = (index: number): void => {
        const handler = handlers[index];
        if (!handler) return void response.end('page');
        handler(request, response, () => run(index + 1));
      };
      run(0);
    }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      const policy = response.headers.get('content-security-policy') ?? '';
      return policy.split(';').find((directive) => directive.startsWith('connect-src'));
    } finally {
      server.close();
    }
  }

  it("is this origin only without Firebase, and adds exactly Firebase's messaging hosts with it", async () => {
    expect(await pagePolicy({ firebase: false })).toBe("connect-src 'self'");
    expect(await pagePolicy({ firebase: true })).toBe(
      `connect-src 'self' ${FIREBASE_ORIGINS.join(' ')}`,
    );
    expect(FIREBASE_ORIGINS).toEqual([
      'https://firebaseinstallations.googleapis.com',
      'https://fcmregistrations.googleapis.com',
    ]);
  });
});
