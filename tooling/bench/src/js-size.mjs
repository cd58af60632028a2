import { brotliCompressSync, constants } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@shop/vitest-config';

const brotli = (buffer) =>
  brotliCompressSync(buffer, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  }).length;

/**
 * Loads each page in Chromium (mobile viewport, cold cache) and sums the brotli-compressed size
 * of every script it loads until the network is idle. `pages` is [{ name, url, storage? }]:
 * `storage` ({ cookies, localStorage }) is the signed-in shopper a page needs.
 * Returns [{ name, url, scripts, raw, brotli, status }] (bytes).
 */
export async function measureFirstLoadJs(pages) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const results = [];
  try {
    for (const { name, url, storage } of pages) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      if (storage) await signIn(context, url, storage);
      const page = await context.newPage();
      const bodies = [];
      page.on('response', (response) => {
        const request = response.request();
        const type = response.headers()['content-type'] ?? '';
        if (request.resourceType() === 'script' || /javascript/.test(type)) {
          bodies.push(
            response
              .body()
              .then((body) => ({ url: response.url(), body }))
              .catch(() => null),
          );
        }
      });
      const response = await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
      const loaded = (await Promise.all(bodies)).filter(Boolean);
      const unique = new Map(loaded.map((entry) => [entry.url, entry.body]));
      let raw = 0;
      let compressed = 0;
      const files = [];
      for (const [scriptUrl, body] of unique) {
        const size = brotli(body);
        raw += body.length;
        compressed += size;
        files.push({
          file: new URL(scriptUrl).pathname.split('/').pop(),
          raw: body.length,
          brotli: size,
        });
      }
      files.sort((a, b) => b.brotli - a.brotli);
      results.push({
        name,
        url,
        status: response?.status() ?? 0,
        scripts: unique.size,
        raw,
        brotli: compressed,
        files,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** Gives a browser context the shopper's cookies and localStorage, as a sign-in leaves them. */
export async function signIn(context, url, { cookies, localStorage }) {
  const { origin } = new URL(url);
  await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: origin })));
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    }
  }, localStorage);
}
