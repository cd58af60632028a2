import { test as plainTest, type APIResponse } from '@playwright/test';
import type { ProductPage } from '@shop/core/catalog';
import { localizedName } from '@shop/core/i18n';
import { apiHeaders, asCustomer, mailServerOfFile } from './account-helpers';
import { expect, fromApi, test } from './fixtures';

const mail = mailServerOfFile();

/** The headers every answer of the storefront carries, whatever it is. */
function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['permissions-policy']).toContain('camera=()');
  // Served over plain HTTP (no https PUBLIC_URL): no HSTS, which only means something over TLS.
  expect(headers['strict-transport-security']).toBeUndefined();
  const csp = headers['content-security-policy'] ?? '';
  for (const directive of [
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "connect-src 'self'",
    "worker-src 'self'",
    'report-uri /csp-report',
    'report-to csp',
  ])
    expect(csp, directive).toContain(directive);
  expect(csp).not.toContain('unsafe-inline;');
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  return csp;
}

/** The nonce of a page's policy. */
function nonceOf(csp: string): string {
  const nonce = /script-src 'nonce-([^']+)' 'strict-dynamic'/.exec(csp)?.[1];
  expect(nonce, csp).toBeTruthy();
  return nonce!;
}

test.describe('a signed-in shopper’s pages', () => {
  test('never carry the token, in the HTML or the .data answers, and no cache keeps them', async ({
    request,
  }) => {
    const customer = await mail.verifiedCustomer(request);
    const product = (await fromApi<ProductPage>('Product?pageSize=1')).items[0]!;
    const cookie = { Cookie: `token=${encodeURIComponent(customer.token)}` };
    for (const path of [
      '/',
      '/account',
      '/account/addresses',
      '/my-favorite',
      `/product/${product.slug}`,
      '/_.data',
      '/account.data',
      `/product/${product.slug}.data`,
      '/search.data?q=milk',
    ]) {
      const response = await request.get(path, { headers: cookie, maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).not.toContain(customer.token);
      expect(response.headers()['cache-control'], path).toBe('private, no-store');
      expect(response.headers()['vary'], path).toMatch(/\bCookie\b/);
    }
    // The guard's redirect of a signed-in shopper is personal too.
    const redirect = await request.get('/auth/login', { headers: cookie, maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expect(redirect.headers()['cache-control']).toBe('private, no-store');
  });

  test('work in the browser: the store takes the token from local storage', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const customer = await mail.signedIn(context, request, baseURL!);
    const product = (await fromApi<ProductPage>('Product?pageSize=1')).items[0]!;
    await asCustomer(request, customer, 'POST', 'Favorite', { productId: product.id });
    const html = await (await page.goto('/my-favorite'))!.text();
    expect(html).not.toContain(customer.token);
    // The list comes from the API, asked with the token the browser keeps.
    await expect(page.getByRole('main')).toContainText(localizedName(product, 'en'));
  });
});

test('a guest’s public pages stay cacheable, keyed by the cookies', async ({ request }) => {
  for (const path of ['/', '/_.data']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control'] ?? '', path).not.toContain('no-store');
    expect(response.headers()['vary'], path).toMatch(/\bCookie\b/);
  }
});

test.describe('security headers', () => {
  test('every answer has them; a page’s scripts all carry its own fresh nonce', async ({
    request,
  }) => {
    const first = await request.get('/');
    const nonce = nonceOf(expectSecurityHeaders(first));
    const html = await first.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(2);
    // Data blocks (JSON-LD, the start-up texts) never run, so they need no nonce.
    const dataBlock = /type="application\/(?:ld\+)?json"/;
    for (const tag of scripts.filter((tag) => !dataBlock.test(tag)))
      expect(tag).toContain(`nonce="${nonce}"`);
    // A nonce guessed from an earlier page is worth nothing.
    expect(nonceOf(expectSecurityHeaders(await request.get('/')))).not.toBe(nonce);

    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    // A product picture, through the /media proxy.
    const picture = new URL(
      (await fromApi<ProductPage>('Product?pageSize=1')).items[0]!.image,
      'http://x',
    ).pathname;
    expect(picture).toMatch(/^\/media\//);
    for (const path of [asset!, '/firebase-messaging-sw.js', '/_.data', '/api/Currency', picture]) {
      // The key is what the browser's calls through the /api proxy carry.
      const response = await request.get(path, { headers: apiHeaders });
      expect(response.status(), path).toBe(200);
      expectSecurityHeaders(response);
    }
    // The service worker's own policy lets it load scripts of this origin.
    const worker = await request.get('/firebase-messaging-sw.js');
    expect(worker.headers()['content-security-policy']).toContain("script-src 'self'");
  });

  // Playwright's own test: the suite's fails on any violation, and this one makes one on purpose.
  plainTest(
    'the policy is enforced: markup injected into a page runs no script, and says so',
    async ({ page }) => {
      await page.goto('/');
      const violation = page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            document.addEventListener('securitypolicyviolation', (event) =>
              resolve(event.effectiveDirective),
            );
            document.body.insertAdjacentHTML(
              'beforeend',
              '<img src="/no-such-picture.png" onerror="window.__injected = true">',
            );
          }),
      );
      expect(await violation).toBe('script-src-attr');
      expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBe(
        undefined,
      );
    },
  );
});

test.describe('POST /csp-report', () => {
  const report = {
    'csp-report': {
      'document-uri': 'http://127.0.0.1/auth/update-password?code=123456',
      'violated-directive': 'script-src-elem',
      'effective-directive': 'script-src-elem',
      'blocked-uri': 'inline',
      disposition: 'enforce',
    },
  };

  test('takes both report formats and answers 204', async ({ request }) => {
    const legacy = await request.post('/csp-report', {
      headers: { 'Content-Type': 'application/csp-report' },
      data: JSON.stringify(report),
    });
    expect(legacy.status()).toBe(204);
    const reportingApi = await request.post('/csp-report', {
      headers: { 'Content-Type': 'application/reports+json' },
      data: JSON.stringify([
        {
          type: 'csp-violation',
          url: 'http://127.0.0.1/',
          body: { documentURL: 'http://127.0.0.1/', effectiveDirective: 'img-src' },
        },
      ]),
    });
    expect(reportingApi.status()).toBe(204);
  });

  test('refuses what is no report (400) and a body over 16 KB (413)', async ({ request }) => {
    const garbage = await request.post('/csp-report', {
      headers: { 'Content-Type': 'application/csp-report' },
      data: 'not json',
    });
    expect(garbage.status()).toBe(400);
    const huge = await request.post('/csp-report', {
      headers: { 'Content-Type': 'application/csp-report' },
      data: JSON.stringify({ 'csp-report': { 'document-uri': 'x'.repeat(20_000) } }),
    });
    expect(huge.status()).toBe(413);
  });
});
