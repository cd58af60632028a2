// `pnpm --filter @shop/api bench`: the catalog API under load, on embedded PGlite and on
// PostgreSQL, with the large benchmark catalog, next to its floor (bare Fastify + one query on
// the same database). Prints figures and writes them to bench-results/api.jsonl; exits 0
// unless the harness itself breaks. See README.md.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { apiCatalog } from '@shop/bench/catalog';
import { settings } from '@shop/bench/env';
import { startFloor } from '@shop/bench/floor';
import { load, preflight } from '@shop/bench/load';
import { acquireBenchLock } from '@shop/bench/lock';
import { machineLine } from '@shop/bench/machine';
import { busyText, waitForQuiet } from '@shop/bench/quiet';
import { appendResults, ratioTo } from '@shop/bench/results';
import { PUBLIC_KEY, sampleOfListing } from '@shop/bench/sample';
import { startServer } from '@shop/bench/server';
import { int, ms, table } from '@shop/bench/table';
import { addRequests, prepareCartShoppers, readRequests } from './cart.mjs';
import { checkStock, placeRequests, prepareCheckoutShoppers, quoteRequests } from './checkout.mjs';
import {
  detailPaths,
  floorPaths,
  listPaths,
  longTailPaths,
  searchPaths,
  suggestPaths,
} from './scenarios.mjs';

const api = apiCatalog(path.resolve(import.meta.dirname, '..'));

/** The targets of issue 10, for PostgreSQL on 2 cores, by `row:cache`. */
const targets = {
  'detail:off': { ratio: 0.25, p99: 20 },
  'list:off': { ratio: 0.5, p99: 15 },
  'search:off': { rps: 400, p99: 50 },
  'long-tail mix:on': { rps: 4000, p99: 25 },
  // Issue 13. The cart is never cached: its rows run once per engine (cache "—").
  'add to cart:null': { rps: 1500, p99: 25 },
  'cart read:null': { rps: 3000, p99: 15 },
  // Issue 14: cash on delivery, with zero oversell (checked after the load).
  'order placement:null': { rps: 300, p99: 100 },
};
const catalogRows = ['list', 'detail', 'search', 'suggest', 'long-tail mix'];
const cartRows = ['add to cart', 'cart read'];
const checkoutRows = ['checkout quote', 'order placement'];
/**
 * BENCH_ROWS picks rows (comma-separated names, or `catalog` / `cart` / `checkout`); all by
 * default. Floors are measured only with catalog rows, which are compared with them.
 */
const rowChoice = (process.env.BENCH_ROWS ?? '')
  .split(',')
  .map((row) => row.trim())
  .filter(Boolean);
const wanted = (row) =>
  rowChoice.length === 0 ||
  rowChoice.includes(row) ||
  (rowChoice.includes('catalog') && catalogRows.includes(row)) ||
  (rowChoice.includes('cart') && cartRows.includes(row)) ||
  (rowChoice.includes('checkout') && checkoutRows.includes(row));
/** The floor each API row is compared with; rows not named here have none. */
const floorOf = { detail: 'product by key', list: 'page of 24' };
const ports = {
  pglite: { api: 18500, floor: 18600 },
  postgres: { api: 18501, floor: 18601 },
};
const log = (line) => console.log(line);
const engineName = (engine) => (engine === 'pglite' ? 'PGlite' : 'PostgreSQL');

async function engineVersion(engine, catalogEnv) {
  if (engine === 'pglite') {
    const require = createRequire(path.join(api.apiDir, 'package.json'));
    const manifest = path.join(
      path.dirname(require.resolve('@electric-sql/pglite')),
      '../package.json',
    );
    const { version } = JSON.parse(await readFile(manifest, 'utf8'));
    return `PGlite ${version} (embedded, data dir)`;
  }
  const client = new pg.Client({ connectionString: catalogEnv.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query('show server_version');
    return `PostgreSQL ${rows[0].server_version.split(' ')[0]} (127.0.0.1, ${new URL(catalogEnv.DATABASE_URL).pathname.slice(1)})`;
  } finally {
    await client.end();
  }
}

const statusesText = (check) =>
  Object.entries(check.statuses)
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ');

/** Measures each of `scenarios` ([name, paths]) against `baseUrl`: { name: result }. */
async function measure(baseUrl, scenarios, { headers, unit = 'req/s' } = {}) {
  const results = {};
  for (const [name, paths] of scenarios) {
    const check = await preflight(baseUrl, paths, { headers });
    if (check.ok === 0) {
      log(`  ${name}: not measured, ${check.sent} probe requests answered ${statusesText(check)}`);
      results[name] = { unavailable: statusesText(check) };
      continue;
    }
    const busy = await waitForQuiet({ log });
    const result = { ...(await load({ baseUrl, paths, headers })), busy };
    results[name] = result;
    logResult(name, result, unit);
  }
  return results;
}

function logResult(name, result, unit = 'req/s') {
  log(
    `  ${name}: ${int(result.rps)} ${unit}, p50 ${ms(result.p50)} ms, p99 ${ms(result.p99)} ms` +
      (result.hitRate === null ? '' : `, ${(result.hitRate * 100).toFixed(1)} % cache hits`) +
      (result.non2xx || result.errors || result.timeouts
        ? `, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`
        : ''),
  );
}

/** The floors of `engine`, measured while no API runs: { name: result }. */
async function benchFloors(engine, catalog) {
  log(`\n== floor on ${engineName(engine)} (bare Fastify + one query, same database) ==`);
  const floor = await startFloor({ catalogEnv: catalog.env, port: ports[engine].floor });
  try {
    // Every product, straight from the benchmark's own database (the long tail needs them all).
    const listing = await floor.catalog();
    const sample = sampleOfListing(listing);
    log(
      `${int(listing.slugs.length)} products; sampled ${sample.slugs.length} slugs, ` +
        `${sample.brandIds.length} brands, ${sample.categoryIds.length} categories`,
    );
    const results = await measure(floor.baseUrl, Object.entries(floorPaths(sample)));
    return { listing, sample, results };
  } finally {
    await floor.stop();
  }
}

async function benchApi(engine, cache, catalog, { apiMain, listing, sample }) {
  log(
    `\n== API on ${engineName(engine)}, response cache ${cache} ` +
      `(${cache === 'off' ? 'RESPONSE_CACHE_SECONDS=0: every request reaches the database' : 'as the API runs by default'}) ==`,
  );
  const started = await startApi(
    engine,
    catalog,
    apiMain,
    cache === 'off' ? { RESPONSE_CACHE_SECONDS: '0' } : {},
  );
  if (started.skipped) return { skipped: started.skipped };
  const { server, baseUrl } = started;
  try {
    const scenarios = [
      ['list', () => listPaths(sample)],
      ['detail', () => detailPaths(sample)],
      ['search', () => searchPaths()],
      ['suggest', () => suggestPaths()],
      // The long tail is about the cache: with it off, it is list and detail again.
      ...(cache === 'on' ? [['long-tail mix', () => longTailPaths(listing)]] : []),
    ]
      .filter(([name]) => wanted(name))
      .map(([name, paths]) => [name, paths()]);
    const headers = { 'X-Public-Key': PUBLIC_KEY, Accept: 'application/json' };
    return { results: await measure(baseUrl, scenarios, { headers }) };
  } finally {
    await server.stop();
  }
}

/** The API started on `engine`'s catalog at its own port, with `env` added; or `{ skipped }`. */
async function startApi(engine, catalog, apiMain, env = {}) {
  const port = ports[engine].api;
  try {
    const server = await startServer({
      name: `the API (${engine})`,
      args: [apiMain],
      cwd: api.apiDir,
      env: { ...api.apiServerEnv(catalog.env, port), ...env },
      readyUrl: `http://127.0.0.1:${port}/health`,
      timeoutMs: 10 * 60_000, // the first start of a demo catalog migrates and seeds
    });
    log(`API ready in ${(server.startedInMs / 1000).toFixed(1)} s`);
    return { server, baseUrl: `http://127.0.0.1:${port}` };
  } catch (error) {
    // The API under test failing is a finding, not a harness failure.
    log(error.message.slice(0, 3000));
    return { skipped: `the API did not start (${error.message.split('\n')[0]})` };
  }
}

/**
 * Rows of never-cached requests on `engine` (cache "—"): shoppers made in its database first by
 * `prepare` (the API stopped; a catalog older than their tables is migrated by one start of the
 * API), then the API as it runs by default, and each of `scenarios(prepared)` ([row, paths])
 * probed, then loaded. Answers the rows and the names of those measured.
 */
async function benchShopperRows(engine, catalog, apiMain, { title, prepare, describe, scenarios }) {
  log(`\n== ${title} on ${engineName(engine)} (never cached) ==`);
  const rowsOf = (note) => ({ rows: [{ engine, cache: null, row: '—', note }], measured: [] });
  let prepared = await prepare(catalog.env);
  if (prepared.migrate) {
    const once = await startApi(engine, catalog, apiMain);
    if (once.skipped) return rowsOf(once.skipped);
    await once.server.stop();
    prepared = await prepare(catalog.env);
  }
  if (prepared.unavailable) return rowsOf(`${title} not measured: ${prepared.unavailable}`);
  log(describe(prepared));
  const started = await startApi(engine, catalog, apiMain);
  if (started.skipped) return rowsOf(started.skipped);
  const { server, baseUrl } = started;
  const rows = [];
  const measured = [];
  try {
    for (const [name, next] of scenarios(prepared).filter(([row]) => wanted(row))) {
      const check = await preflight(baseUrl, next, { count: 5 });
      if (check.ok === 0) {
        log(
          `  ${name}: not measured, ${check.sent} probe requests answered ${statusesText(check)}`,
        );
        rows.push({ engine, cache: null, row: name, result: { unavailable: statusesText(check) } });
        continue;
      }
      const busy = await waitForQuiet({ log });
      const result = { ...(await load({ baseUrl, paths: next, start: check.sent })), busy };
      logResult(name, result);
      rows.push({ engine, cache: null, row: name, result, floorName: null, floorRps: null });
      measured.push(name);
    }
  } finally {
    await server.stop();
  }
  return { rows, measured, prepared };
}

/** The cart rows of `engine`: adds to many customers' baskets, and reads of full baskets. */
async function benchCart(engine, catalog, apiMain) {
  const { rows } = await benchShopperRows(engine, catalog, apiMain, {
    title: 'cart',
    prepare: prepareCartShoppers,
    describe: (shoppers) =>
      `${int(shoppers.addTokens.length)} customers adding, ${int(shoppers.readTokens.length)} ` +
      `baskets of 5 lines to read, ${shoppers.groups.length} brands`,
    scenarios: (shoppers) => [
      ['add to cart', addRequests(shoppers)],
      ['cart read', readRequests(shoppers)],
    ],
  });
  return rows;
}

/**
 * The checkout rows of `engine`: quotes, then placements, then the stock checked (API stopped).
 */
async function benchCheckout(engine, catalog, apiMain) {
  const { rows, measured, prepared } = await benchShopperRows(engine, catalog, apiMain, {
    title: 'checkout',
    prepare: prepareCheckoutShoppers,
    describe: (buyers) =>
      `${int(buyers.shoppers.length)} buyers with a ready basket, ${buyers.productIds.length} products`,
    scenarios: (buyers) => [
      ['checkout quote', quoteRequests(buyers)],
      // The probes place the first baskets; the load goes on from the next.
      ['order placement', placeRequests(buyers)],
    ],
  });
  if (measured.includes('order placement')) {
    const stock = await checkStock(catalog.env, prepared);
    const exact = stock.unitsTaken === stock.unitsOrdered && stock.negative === 0;
    log(
      `  stock after placement: ${int(stock.orders)} orders hold ${int(stock.unitsOrdered)} units; ` +
        `the stock went down by ${int(stock.unitsTaken)}; products below zero: ${stock.negative} → ` +
        (exact ? 'nothing oversold or lost' : 'MISMATCH'),
    );
  }
  return rows;
}

/** Every row of one engine: { engine, cache, row, result?, note?, floorRps, floorName }. */
async function benchEngine(engine, apiMain) {
  const catalog = await api.ensureCatalog(engine, { log });
  if (catalog.skip) {
    log(`${engineName(engine)} skipped: ${catalog.skip}`);
    return [{ engine, cache: null, row: '—', note: `skipped: ${catalog.skip}` }];
  }
  const version = await engineVersion(engine, catalog.env);
  log(`\n${version}`);
  const rows = [];
  if (catalogRows.some(wanted)) rows.push(...(await benchCatalog(engine, catalog, apiMain)));
  if (cartRows.some(wanted)) rows.push(...(await benchCart(engine, catalog, apiMain)));
  if (checkoutRows.some(wanted)) rows.push(...(await benchCheckout(engine, catalog, apiMain)));
  return rows;
}

/** The floors and the catalog rows of `engine`, with the response cache on and off. */
async function benchCatalog(engine, catalog, apiMain) {
  const floors = await benchFloors(engine, catalog);
  if (catalog.products !== null && floors.listing.slugs.length < catalog.products) {
    log(
      `note: the catalog holds ${int(floors.listing.slugs.length)} products, fewer than the ${int(catalog.products)} asked for`,
    );
  }
  const rows = Object.entries(floors.results).map(([name, result]) => ({
    engine,
    cache: null,
    row: `floor: ${name}`,
    result,
  }));
  for (const cache of settings.responseCache) {
    const run = await benchApi(engine, cache, catalog, { apiMain, ...floors });
    if (run.skipped) {
      rows.push({ engine, cache, row: '—', note: run.skipped });
      continue;
    }
    for (const [name, result] of Object.entries(run.results)) {
      const floorName = floorOf[name] ?? null;
      const floorRps = floorName ? (floors.results[floorName]?.rps ?? null) : null;
      rows.push({ engine, cache, row: name, result, floorName, floorRps });
    }
  }
  return rows;
}

function targetText(target) {
  if (!target) return '—';
  const speed = target.ratio ? `≥ ${target.ratio} × floor` : `≥ ${int(target.rps)} req/s`;
  return `${speed}, p99 ≤ ${target.p99} ms`;
}

function verdict(target, { engine, result, floorRps }) {
  if (!target || !result || result.unavailable) return '';
  const misses = [];
  if (target.rps && result.rps < target.rps) misses.push('req/s');
  if (target.ratio) {
    const ratio = ratioTo(result.rps, floorRps);
    if (ratio === null) return 'no floor';
    if (ratio < target.ratio) misses.push('× floor');
  }
  if (result.p99 > target.p99) misses.push('p99');
  const text = misses.length === 0 ? 'met' : `MISSED (${misses.join(', ')})`;
  return engine === 'postgres' ? text : `(${text})`;
}

function tableRow(record) {
  const { engine, cache, row, result, floorRps } = record;
  const head = [engineName(engine), cache ?? '—', row];
  if (!result || result.unavailable) {
    const note = record.note ?? `not measured (${result?.unavailable})`;
    return [...head, 'n/a', 'n/a', 'n/a', '', '', '', '', '', note];
  }
  const target = targets[`${row}:${cache}`];
  const failed = result.non2xx + result.errors + result.timeouts;
  const ratio = ratioTo(result.rps, floorRps);
  return [
    ...head,
    int(result.rps),
    ms(result.p50),
    ms(result.p99),
    failed ? `${int(failed)} of ${int(result.requests)}` : '0',
    result.hitRate === null ? '—' : `${(result.hitRate * 100).toFixed(1)} %`,
    ratio === null ? '—' : ratio.toFixed(2),
    busyText(result.busy),
    targetText(target),
    verdict(target, record),
  ];
}

async function main() {
  log(machineLine());
  log(
    `API benchmark: autocannon in-process, ${settings.connections} connections, ` +
      `${settings.duration} s per scenario after ${settings.warmup} s warm-up, engines ${settings.engines.join(', ')}`,
  );
  const release = await acquireBenchLock('api', { log });
  const records = [];
  try {
    const apiMain = await api.snapshotApi();
    for (const engine of settings.engines) records.push(...(await benchEngine(engine, apiMain)));
  } finally {
    await release();
  }

  log(`\nAPI results (${settings.connections} connections × ${settings.duration} s)`);
  log(
    table(
      [
        'engine',
        'cache',
        'row',
        'req/s',
        'p50 ms',
        'p99 ms',
        'failed',
        'hit rate',
        '× floor',
        'busy before',
        'target (PostgreSQL)',
        'verdict',
      ],
      records.map(tableRow),
    ),
  );
  log(
    'floor: bare Fastify + pg (or PGlite) on the same database, one query: "product by key" ' +
      '(a product row by slug) and "page of 24" (a brand\'s first 24 products, in the default ' +
      'order). × floor: detail ÷ "product by key", list ÷ "page of 24" of the same engine; ' +
      "search, suggest and the long-tail mix have no floor. Cache: the API's response cache " +
      '(off: RESPONSE_CACHE_SECONDS=0, every request reaches the database); hit rate: answers ' +
      'whose X-Cache said HIT or STALE. Targets apply to PostgreSQL; PGlite verdicts in ' +
      'parentheses are for reference only. "busy before": CPU the machine spent on other work ' +
      'just before the scenario (figures taken on a busy machine are low)',
  );
  const measured = records.filter((record) => record.result && !record.result.unavailable);
  const file = await appendResults(
    'api',
    measured.map(({ row, engine, cache, result, floorRps }) => ({
      row,
      engine,
      cache,
      rps: result.rps,
      p50: result.p50,
      p99: result.p99,
      floorRps: floorRps ?? null,
      hitRate: result.hitRate,
    })),
  );
  log(`${measured.length} rows appended to ${file}`);
}

main().catch((error) => {
  console.error(`the API benchmark harness failed: ${error.stack ?? error}`);
  process.exitCode = 1;
});
