// `pnpm --filter @shop/storefront bench`: server rendering under load, first-load JavaScript
// and Lighthouse mobile scores, against the built storefront with a real API behind it.
// Prints figures; exits 0 unless the harness itself breaks. See README.md.
import path from 'node:path';
// Shared with the API benchmark: catalog preparation, servers, load generator, lock.
import { apiDir, apiServerEnv, ensureCatalog, snapshotApi } from '../../api/bench/lib/catalog.mjs';
import { intFromEnv, settings } from '../../api/bench/lib/env.mjs';
import { load, preflight } from '../../api/bench/lib/load.mjs';
import { acquireBenchLock } from '../../api/bench/lib/lock.mjs';
import { machineLine } from '../../api/bench/lib/machine.mjs';
import { busyText, waitForQuiet } from '../../api/bench/lib/quiet.mjs';
import { random } from '../../api/bench/lib/random.mjs';
import { sampleCatalog } from '../../api/bench/lib/sample.mjs';
import { startServer } from '../../api/bench/lib/server.mjs';
import { snapshot } from '../../api/bench/lib/snapshot.mjs';
import { int, ms, table } from '../../api/bench/lib/table.mjs';
import { measureFirstLoadJs } from './js-size.mjs';
import { categories, lighthouseMedian, lighthouseVersion } from './lighthouse.mjs';

const appDir = path.resolve(import.meta.dirname, '..');
const apiPort = 18510;
const webPort = 18511;
const webUrl = `http://127.0.0.1:${webPort}`;
const lighthouseRuns = intFromEnv('BENCH_LIGHTHOUSE_RUNS', 5, { min: 0, max: 50 });
const engine = process.env.BENCH_STOREFRONT_ENGINE ?? 'postgres';
const log = (line) => console.log(line);

const ssrTarget = { rps: 200, p99: 150 };
const jsTargetKiB = 150;
const lighthouseTargets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const kib = (bytes) => (bytes / 1024).toFixed(1);

async function startServers() {
  // Copies of the builds, so another session's rebuild cannot change what is served.
  const apiMain = await snapshotApi();
  const webDir = await snapshot(appDir, path.join(appDir, 'node_modules/.cache/shop-bench'), [
    'build',
    'server.mjs',
  ]);
  let catalog = await ensureCatalog(engine, { log });
  if (catalog.skip) {
    log(`${engine}: ${catalog.skip}; using PGlite instead`);
    catalog = await ensureCatalog('pglite', { log });
  }
  const api = await startServer({
    name: 'the API',
    args: [apiMain],
    cwd: apiDir,
    env: apiServerEnv(catalog.env, apiPort),
    readyUrl: `http://127.0.0.1:${apiPort}/health`,
    timeoutMs: 10 * 60_000,
  });
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(webPort),
    API_URL: `http://127.0.0.1:${apiPort}/api/`,
    NODE_ENV: 'production',
  };
  delete env.PUBLIC_URL;
  let web;
  try {
    web = await startServer({
      name: 'the storefront',
      args: ['server.mjs'],
      cwd: webDir,
      env,
      readyUrl: `${webUrl}/healthz`,
      timeoutMs: 60_000,
    });
  } catch (error) {
    await api.stop();
    throw error;
  }
  const stop = async () => {
    await web.stop();
    await api.stop();
  };
  return { catalog, stop };
}

/** The pages measured: a brand and a product taken from the catalog. */
function pagesOf(sample) {
  const brandId = sample?.brandIds[0] ?? 1;
  const slug = sample?.slugs[0] ?? 'unknown-product';
  return [
    { name: 'home', path: '/' },
    { name: 'brand', path: `/brand/${brandId}` },
    { name: 'product', path: `/product/${encodeURIComponent(slug)}` },
    { name: 'search', path: '/search?q=milk', pathAr: `/search?q=${encodeURIComponent('حليب')}` },
  ];
}

const withLang = (pagePath, lang) =>
  lang === 'en' ? pagePath : `${pagePath}${pagePath.includes('?') ? '&' : '?'}lang=${lang}`;

async function benchSsr(sample) {
  const rng = random(7);
  const slugs = sample?.slugs.length ? sample.slugs : ['unknown-product'];
  const brandIds = sample?.brandIds.length ? sample.brandIds : [1];
  const queries = ['milk', 'rice', 'chiken', 'coffee', 'حليب', 'أرز', 'قهوه', 'دجاج'];
  const scenarios = [
    [
      'product',
      Array.from({ length: 1000 }, () => `/product/${encodeURIComponent(rng.pick(slugs))}`),
    ],
    ['home', ['/']],
    ['brand', Array.from({ length: 200 }, () => `/brand/${rng.pick(brandIds)}`)],
    [
      'search',
      Array.from({ length: 200 }, () => `/search?q=${encodeURIComponent(rng.pick(queries))}`),
    ],
  ];
  // Every other request in Arabic (the language cookie the site sets).
  const pickHeaders = (index) => (index % 2 ? { cookie: 'locale=ar' } : undefined);
  const headers = { 'accept-language': 'en', accept: 'text/html' };
  const rows = [];
  const results = {};
  for (const [name, paths] of scenarios) {
    const check = await preflight(webUrl, paths, { headers });
    if (check.ok === 0) {
      const statuses = Object.entries(check.statuses)
        .map(([status, count]) => `${count}× ${status}`)
        .join(', ');
      log(`  ${name}: not measured, ${check.sent} probe requests answered ${statuses}`);
      rows.push([name, 'n/a', 'n/a', 'n/a', '', '', '', `not measured (${statuses})`]);
      continue;
    }
    const busy = await waitForQuiet({ log });
    const result = await load({ baseUrl: webUrl, paths, headers, pickHeaders });
    results[name] = result;
    const failed = result.non2xx + result.errors + result.timeouts;
    log(
      `  ${name}: ${int(result.rps)} pages/s, p50 ${ms(result.p50)} ms, p99 ${ms(result.p99)} ms`,
    );
    const isTarget = name === 'product';
    const verdict = !isTarget
      ? ''
      : result.rps >= ssrTarget.rps && result.p99 <= ssrTarget.p99
        ? 'met'
        : `MISSED (${[result.rps < ssrTarget.rps && 'pages/s', result.p99 > ssrTarget.p99 && 'p99'].filter(Boolean).join(', ')})`;
    rows.push([
      name,
      int(result.rps),
      ms(result.p50),
      ms(result.p99),
      failed ? `${int(failed)} of ${int(result.requests)}` : '0',
      busyText(busy),
      isTarget ? `≥ ${ssrTarget.rps} pages/s, p99 ≤ ${ssrTarget.p99} ms` : '—',
      verdict,
    ]);
  }
  return { rows, results };
}

async function main() {
  log(machineLine());
  log(
    `storefront benchmark: SSR with autocannon (${settings.connections} connections, ${settings.duration} s ` +
      `after ${settings.warmup} s warm-up), first-load JS in Chromium, Lighthouse ×${lighthouseRuns}`,
  );
  const release = await acquireBenchLock('storefront', { log });
  let servers;
  const report = [];
  try {
    log('\n== storefront ==');
    try {
      servers = await startServers();
    } catch (error) {
      // The servers under test failing to start is a finding, not a harness failure.
      log(error.message.slice(0, 3000));
      report.push(`\nnot measured: ${error.message.split('\n')[0]}`);
      return;
    }
    let sample = null;
    try {
      sample = await sampleCatalog(`http://127.0.0.1:${apiPort}/api/`);
      log(
        `API on ${servers.catalog.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} with ${int(sample.total)} products; ` +
          `storefront ${webUrl} (server.mjs, ${process.env.WEB_CONCURRENCY ?? 'one worker per core'}, NODE_ENV=production)`,
      );
    } catch (error) {
      if (error.status !== 404) throw error;
      log(
        'note: the API has no product list yet: brand, product and search pages cannot show products',
      );
    }
    const pages = pagesOf(sample);

    log(
      '\nSSR (autocannon against the storefront server; half the requests with cookie locale=ar)',
    );
    const ssr = await benchSsr(sample);
    report.push(
      '\nSSR results',
      table(
        ['page', 'pages/s', 'p50 ms', 'p99 ms', 'failed', 'busy before', 'target', 'verdict'],
        ssr.rows,
      ),
    );

    log(
      '\nfirst-load JavaScript (Chromium, mobile viewport, every script until network idle, brotli q11)',
    );
    const jsPages = pages.flatMap((page) =>
      ['en', 'ar'].map((lang) => ({
        name: `${page.name} ${lang}`,
        url: webUrl + withLang(lang === 'ar' && page.pathAr ? page.pathAr : page.path, lang),
      })),
    );
    const js = await measureFirstLoadJs(jsPages);
    const jsRows = js.map((entry) => [
      entry.name,
      String(entry.status),
      String(entry.scripts),
      kib(entry.raw),
      kib(entry.brotli),
      `≤ ${jsTargetKiB}`,
      entry.brotli <= jsTargetKiB * 1024 ? 'met' : 'MISSED',
    ]);
    report.push(
      '\nfirst-load JavaScript (KiB)',
      table(['page', 'HTTP', 'scripts', 'raw KiB', 'brotli KiB', 'target KiB', 'verdict'], jsRows),
    );
    log(
      table(['page', 'HTTP', 'scripts', 'raw KiB', 'brotli KiB', 'target KiB', 'verdict'], jsRows),
    );
    for (const entry of js.filter((item) => item.name.endsWith(' en'))) {
      const largest = entry.files
        .slice(0, 5)
        .map((file) => `${file.file} ${kib(file.brotli)}`)
        .join(', ');
      log(`  largest scripts of ${entry.name.slice(0, -3)} (brotli KiB): ${largest}`);
    }

    if (lighthouseRuns > 0) {
      log(
        `\nLighthouse ${lighthouseVersion} mobile, median of ${lighthouseRuns} runs per page and language`,
      );
      const rows = [];
      const failing = new Set();
      for (const page of pages) {
        for (const lang of ['en', 'ar']) {
          const url =
            webUrl + withLang(lang === 'ar' && page.pathAr ? page.pathAr : page.path, lang);
          await waitForQuiet({ log });
          const started = Date.now();
          const result = await lighthouseMedian(url, lighthouseRuns);
          const misses = categories.filter(
            (id) => result.scores[id] === null || result.scores[id] < lighthouseTargets[id],
          );
          const cells = categories.map((id) =>
            result.scores[id] === null ? 'n/a' : String(result.scores[id]),
          );
          const metrics = `FCP ${ms(result.metrics.fcp ?? 0)} ms, LCP ${ms(result.metrics.lcp ?? 0)} ms, TBT ${ms(result.metrics.tbt ?? 0)} ms, CLS ${(result.metrics.cls ?? 0).toFixed(3)}`;
          rows.push([
            `${page.name} ${lang}`,
            ...cells,
            `${result.runs}/${lighthouseRuns}`,
            result.runs === 0
              ? `not measured (${result.errors[0]?.split(':')[0] ?? 'no run'})`
              : misses.length === 0
                ? 'met'
                : `MISSED (${misses.join(', ')})`,
          ]);
          log(
            `  ${page.name} ${lang}: ${categories.map((id, i) => `${id} ${cells[i]}`).join(', ')}` +
              (result.runs > 0 ? `; ${metrics}` : '') +
              ` (${Math.round((Date.now() - started) / 1000)} s)` +
              (result.failing.length ? `; below 100%: ${result.failing.join(', ')}` : '') +
              (result.notes.length ? `\n      ${result.notes.join('\n      ')}` : '') +
              (result.errors.length
                ? `; ${result.errors.length} failed runs: ${result.errors[0].slice(0, 160)}`
                : ''),
          );
          for (const audit of result.failing) failing.add(audit);
        }
      }
      report.push(
        `\nLighthouse mobile, median of ${lighthouseRuns} (targets: performance ≥ 95, others 100)`,
        table(['page', 'perf', 'a11y', 'best practices', 'SEO', 'runs', 'verdict'], rows),
      );
      if (failing.size > 0) {
        report.push(`audits below 100% in some run: ${[...failing].sort().join(', ')}`);
      }
    } else {
      report.push('\nLighthouse: skipped (BENCH_LIGHTHOUSE_RUNS=0)');
    }
  } finally {
    await servers?.stop();
    await release();
    // Also after a failure: whatever was measured until then.
    log(`\nstorefront results (machine above)`);
    for (const line of report) log(line);
  }
}

main().catch((error) => {
  console.error(`the storefront benchmark harness failed: ${error.stack ?? error}`);
  process.exitCode = 1;
});
