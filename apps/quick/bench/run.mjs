// `pnpm --filter @shop/quick bench`: the quick shop front against the storefront's budgets, on its
// built copy (it builds nothing: run `pnpm turbo run build --filter @shop/quick...` first) with
// the built API on a fresh embedded database holding the demo data, as its e2e tests run it.
// Prints its own code's size (issue 18: under 500 lines), the first-load JavaScript of home,
// product and checkout in English and Arabic (brotli; the storefront's budget: 150 KiB, 200 for
// the checkout) and Lighthouse mobile scores (performance target 95). Exits 0 unless the harness
// itself breaks. BENCH_LIGHTHOUSE_RUNS (default 1; 0 skips Lighthouse) runs a page that often.
import { mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApiClient } from '@shop/core/api-client';
import { DELIVERY_PLACE_COOKIE } from '@shop/core/delivery-area';
import { intFromEnv } from '@shop/bench/env';
import { measureFirstLoadJs } from '@shop/bench/js-size';
import { lighthouseMedian, lighthouseVersion } from '@shop/bench/lighthouse';
import { acquireBenchLock } from '@shop/bench/lock';
import { machineLine } from '@shop/bench/machine';
import { busyText, cpuBusy } from '@shop/bench/quiet';
import { runNode, startServer } from '@shop/bench/server';
import { snapshot } from '@shop/bench/snapshot';
import { table } from '@shop/bench/table';
import { BUDGET, countOwnLines, ownFiles } from '../scripts/count-own-lines.mjs';

const appDir = path.resolve(import.meta.dirname, '..');
const apiDir = realpathSync(path.join(appDir, 'node_modules/@shop/api'));
const apiPort = Number(process.env.BENCH_QUICK_API_PORT ?? 18520);
const webPort = Number(process.env.BENCH_QUICK_PORT ?? 18521);
const webUrl = `http://127.0.0.1:${webPort}`;
const apiUrl = `http://127.0.0.1:${apiPort}/api/`;
const lighthouseRuns = intFromEnv('BENCH_LIGHTHOUSE_RUNS', 1, { min: 0, max: 50 });
/** The storefront's budgets (apps/storefront/bench): first-load JS in KiB, Lighthouse. */
const jsBudgetKiB = { home: 150, product: 150, checkout: 200 };
const performanceTarget = 95;
/** The demo shopper (apps/api's seed) and a point the demo brand serves (Kingdom Centre). */
const shopper = { method: 'email', email: 'shopper@example.com', password: 'Demo-Shopper-2026' };
const servedPoint = '24.7113,46.6744';
const brandId = Number(process.env.QUICK_BRAND_ID ?? 3);
const log = (line) => console.log(line);
const kib = (bytes) => (bytes / 1024).toFixed(1);

/** The API on a fresh embedded database with the demo data (seeded first, as in the e2e). */
async function startApi() {
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(apiPort),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-quick-api-')),
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  };
  await runNode({ args: ['dist/seed-cli.js'], cwd: apiDir, env, timeoutMs: 10 * 60_000 });
  return startServer({
    name: 'the API',
    args: ['dist/main.js'],
    cwd: apiDir,
    env,
    readyUrl: `http://127.0.0.1:${apiPort}/health`,
    timeoutMs: 5 * 60_000,
  });
}

/** The quick shop front from a copy of its build (another session's rebuild cannot change it). */
async function startWeb() {
  const webDir = await snapshot(appDir, path.join(appDir, 'node_modules/.cache/shop-bench'), [
    'build',
    'server.mjs',
  ]);
  return startServer({
    name: 'the quick shop front',
    args: ['server.mjs'],
    cwd: webDir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(webPort), API_URL: apiUrl },
    readyUrl: `${webUrl}/healthz`,
    timeoutMs: 60_000,
  });
}

/**
 * The demo shopper signed in, with a basket of ten of the brand's products (past its minimum
 * order), as the browser keeps them: the token cookie and the customer in localStorage. Also a
 * product's slug for the product page.
 */
async function prepareShopper() {
  const client = createApiClient({ baseUrl: apiUrl, publicKey: 'pk_demo_storefront' });
  const { value: customer } = await client.request('Customer/SignIn', {
    method: 'POST',
    body: shopper,
    throwOnError: true,
  });
  const { token } = customer;
  const { value: page } = await client.request('Product', {
    params: { brandId, pageSize: 24 },
    throwOnError: true,
  });
  const available = page.items.filter((product) => product.stockState === 'available');
  for (const product of available.slice(0, 10)) {
    await client.request('Cart/Line', {
      method: 'POST',
      body: { productId: product.id, quantity: 1 },
      token,
      throwOnError: true,
    });
  }
  const place = { name: DELIVERY_PLACE_COOKIE, value: encodeURIComponent(servedPoint) };
  const saved = {
    token,
    email: customer.email,
    userName: customer.userName,
    phone: customer.phone,
    phoneCode: customer.phoneCode,
  };
  return {
    slug: available[0]?.slug ?? page.items[0]?.slug,
    guest: { cookies: [place], localStorage: {} },
    signedIn: {
      cookies: [place, { name: 'token', value: token }],
      localStorage: { 'storefront.customer': JSON.stringify(saved) },
    },
  };
}

async function main() {
  log(machineLine());
  const lines = countOwnLines();
  log(
    `quick shop front benchmark: own code, first-load JS in Chromium, Lighthouse ${lighthouseVersion} ×${lighthouseRuns}`,
  );
  log(`own code: ${lines} lines in ${ownFiles().length} files (budget: under ${BUDGET})`);
  const release = await acquireBenchLock('quick', { log });
  let api;
  let web;
  const rows = [];
  try {
    api = await startApi();
    web = await startWeb();
    const { slug, guest, signedIn } = await prepareShopper();
    const pages = ['en', 'ar'].flatMap((lang) => [
      { name: 'home', lang, path: `/?lang=${lang}`, storage: guest },
      { name: 'product', lang, path: `/product/${slug}?lang=${lang}`, storage: guest },
      { name: 'checkout', lang, path: `/checkout?lang=${lang}`, storage: signedIn },
    ]);
    const sizes = await measureFirstLoadJs(
      pages.map((page) => ({
        name: page.name,
        url: `${webUrl}${page.path}`,
        storage: page.storage,
      })),
    );
    for (const [index, page] of pages.entries()) {
      const size = sizes[index];
      const busy = await cpuBusy();
      const lighthouse =
        lighthouseRuns > 0
          ? await lighthouseMedian(`${webUrl}${page.path}`, lighthouseRuns, page.storage)
          : null;
      rows.push({ ...page, size, lighthouse, busy });
    }
  } finally {
    await web?.stop();
    await api?.stop();
    await release();
  }
  log('\nfirst-load JS (brotli, scripts loaded until the network is idle) and Lighthouse mobile');
  log(
    table(
      [
        'page',
        'lang',
        'status',
        'scripts',
        'JS KiB',
        'budget',
        'perf',
        'a11y',
        'bp',
        'seo',
        'CPU busy',
      ],
      rows.map(({ name, lang, size, lighthouse, busy }) => [
        name,
        lang,
        String(size.status),
        String(size.scripts),
        kib(size.brotli),
        `${jsBudgetKiB[name]}${size.brotli / 1024 > jsBudgetKiB[name] ? ' MISSED' : ''}`,
        ...['performance', 'accessibility', 'best-practices', 'seo'].map((id) =>
          lighthouse?.scores[id] == null ? '-' : String(lighthouse.scores[id]),
        ),
        busyText(busy),
      ]),
    ),
  );
  const overJs = rows.filter((row) => row.size.brotli / 1024 > jsBudgetKiB[row.name]);
  const slow = rows.filter(
    (row) => (row.lighthouse?.scores.performance ?? performanceTarget) < performanceTarget,
  );
  const errors = rows.flatMap((row) => row.lighthouse?.errors ?? []);
  if (errors.length > 0) log(`Lighthouse errors: ${[...new Set(errors)].join('; ')}`);
  log(
    `\nverdict: own code ${lines < BUDGET ? 'within' : 'OVER'} budget (${lines} < ${BUDGET}); ` +
      `first-load JS ${overJs.length === 0 ? 'within budget' : `MISSED on ${overJs.map((r) => `${r.name} ${r.lang}`).join(', ')}`}; ` +
      `Lighthouse performance ${slow.length === 0 ? `≥ ${performanceTarget}` : `under ${performanceTarget} on ${slow.map((r) => `${r.name} ${r.lang}`).join(', ')} (a loaded machine lowers it: see CPU busy)`}`,
  );
}

await main();
