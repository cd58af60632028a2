// `pnpm --filter @shop/api bench`: the catalog API under load, on embedded PGlite and on
// PostgreSQL, with the large benchmark catalog. Prints figures; exits 0 unless the harness
// itself breaks. See README.md.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { apiDir, apiServerEnv, ensureCatalog, snapshotApi } from './lib/catalog.mjs';
import { settings } from './lib/env.mjs';
import { load, preflight } from './lib/load.mjs';
import { acquireBenchLock } from './lib/lock.mjs';
import { machineLine } from './lib/machine.mjs';
import { busyText, waitForQuiet } from './lib/quiet.mjs';
import { PUBLIC_KEY, sampleCatalog } from './lib/sample.mjs';
import { startServer } from './lib/server.mjs';
import { int, ms, table } from './lib/table.mjs';
import { detailPaths, listPaths, searchPaths, suggestPaths } from './scenarios.mjs';

/** The targets of the catalog issue, for PostgreSQL. */
const targets = {
  list: { rps: 3000, p99: 20 },
  detail: { rps: 5000, p99: 10 },
  search: { rps: 400, p99: 50 },
};
const ports = { pglite: 18500, postgres: 18501 };
const log = (line) => console.log(line);

async function engineVersion(engine, catalogEnv) {
  if (engine === 'pglite') {
    const require = createRequire(path.join(apiDir, 'package.json'));
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

function verdict(name, result, engine) {
  const target = targets[name];
  if (!target || !result) return '';
  const misses = [];
  if (result.rps < target.rps) misses.push('req/s');
  if (result.p99 > target.p99) misses.push('p99');
  const text = misses.length === 0 ? 'met' : `MISSED (${misses.join(', ')})`;
  return engine === 'postgres' ? text : `(${text})`;
}

/** "PostgreSQL", or "PostgreSQL, no cache" when the response cache is off. */
function engineLabel(engine, cache) {
  return `${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'}${cache === 'off' ? ', no cache' : ''}`;
}

async function benchEngine(engine, cache, apiMain) {
  log(
    `\n== API on ${engineLabel(engine, cache)} ` +
      `(response cache ${cache === 'off' ? 'off: every request reaches the database' : 'on, as the API runs by default'}) ==`,
  );
  const catalog = await ensureCatalog(engine, { log });
  if (catalog.skip) {
    log(`skipped: ${catalog.skip}`);
    return { engine, cache, skipped: catalog.skip };
  }
  const port = ports[engine];
  let server;
  try {
    server = await startServer({
      name: `the API (${engine})`,
      args: [apiMain],
      cwd: apiDir,
      env: {
        ...apiServerEnv(catalog.env, port),
        ...(cache === 'off' ? { RESPONSE_CACHE_SECONDS: '0' } : {}),
      },
      readyUrl: `http://127.0.0.1:${port}/health`,
      timeoutMs: 10 * 60_000, // the first start of a demo catalog migrates and seeds
    });
  } catch (error) {
    // The API under test failing is a finding, not a harness failure.
    log(error.message.slice(0, 3000));
    return { engine, cache, skipped: `the API did not start (${error.message.split('\n')[0]})` };
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const apiUrl = `${baseUrl}/api/`;
  try {
    const version = await engineVersion(engine, catalog.env);
    let sample;
    try {
      sample = await sampleCatalog(apiUrl);
    } catch (error) {
      if (error.status === 404) {
        log(`skipped: the API has no product list yet (${error.message.split('\n')[0]})`);
        return { engine, cache, version, skipped: 'no GET /api/Product yet' };
      }
      throw error;
    }
    log(
      `${version}; ${int(sample.total)} products; API ready in ${(server.startedInMs / 1000).toFixed(1)} s; ` +
        `sampled ${sample.slugs.length} slugs, ${sample.brandIds.length} brands, ` +
        `${sample.categoryIds.length} categories`,
    );
    if (catalog.products !== null && sample.total < catalog.products) {
      log(
        `note: the catalog holds ${int(sample.total)} products, fewer than the ${int(catalog.products)} asked for`,
      );
    }
    const scenarios = [
      ['list', listPaths(sample)],
      ['detail', detailPaths(sample)],
      ['search', searchPaths()],
      ['suggest', suggestPaths()],
    ];
    const headers = { 'X-Public-Key': PUBLIC_KEY, Accept: 'application/json' };
    const results = {};
    for (const [name, paths] of scenarios) {
      const check = await preflight(baseUrl, paths, { headers });
      if (check.ok === 0) {
        const statuses = Object.entries(check.statuses)
          .map(([status, count]) => `${count}× ${status}`)
          .join(', ');
        log(`  ${name}: not measured, ${check.sent} probe requests answered ${statuses}`);
        results[name] = { unavailable: statuses };
        continue;
      }
      const busy = await waitForQuiet({ log });
      const result = { ...(await load({ baseUrl, paths, headers })), busy };
      results[name] = result;
      log(
        `  ${name}: ${int(result.rps)} req/s, p50 ${ms(result.p50)} ms, p99 ${ms(result.p99)} ms` +
          (result.non2xx || result.errors || result.timeouts
            ? `, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`
            : ''),
      );
    }
    return { engine, cache, version, total: sample.total, results };
  } finally {
    await server.stop();
  }
}

async function main() {
  log(machineLine());
  log(
    `API benchmark: autocannon in-process, ${settings.connections} connections, ` +
      `${settings.duration} s per scenario after ${settings.warmup} s warm-up, engines ${settings.engines.join(', ')}`,
  );
  const release = await acquireBenchLock('api', { log });
  const outcomes = [];
  try {
    const apiMain = await snapshotApi();
    for (const engine of settings.engines) {
      for (const cache of settings.responseCache) {
        outcomes.push(await benchEngine(engine, cache, apiMain));
      }
    }
  } finally {
    await release();
  }

  const rows = [];
  for (const outcome of outcomes) {
    const engineName = engineLabel(outcome.engine, outcome.cache);
    if (outcome.skipped) {
      rows.push([engineName, '—', 'n/a', 'n/a', 'n/a', '', '', '', `skipped: ${outcome.skipped}`]);
      continue;
    }
    for (const [name, result] of Object.entries(outcome.results)) {
      const target = targets[name];
      const targetText = target ? `≥ ${int(target.rps)} req/s, p99 ≤ ${target.p99} ms` : '—';
      if (result.unavailable) {
        rows.push([
          engineName,
          name,
          'n/a',
          'n/a',
          'n/a',
          '',
          '',
          targetText,
          `not measured (${result.unavailable})`,
        ]);
        continue;
      }
      const failed = result.non2xx + result.errors + result.timeouts;
      rows.push([
        engineName,
        name,
        int(result.rps),
        ms(result.p50),
        ms(result.p99),
        failed ? `${int(failed)} of ${int(result.requests)}` : '0',
        busyText(result.busy),
        targetText,
        verdict(name, result, outcome.engine),
      ]);
    }
  }
  const sizes = outcomes
    .filter((outcome) => outcome.total !== undefined && outcome.cache === settings.responseCache[0])
    .map(
      (outcome) => `${outcome.engine === 'pglite' ? 'PGlite' : 'PostgreSQL'} ${int(outcome.total)}`,
    )
    .join(', ');
  log(
    `\nAPI results (products: ${sizes || 'n/a'}; ${settings.connections} connections × ${settings.duration} s)`,
  );
  log(
    table(
      [
        'engine',
        'scenario',
        'req/s',
        'p50 ms',
        'p99 ms',
        'failed',
        'busy before',
        'target (PostgreSQL)',
        'verdict',
      ],
      rows,
    ),
  );
  log(
    'targets apply to PostgreSQL; PGlite verdicts in parentheses are for reference only. ' +
      '"no cache": RESPONSE_CACHE_SECONDS=0, every request reaches the database. "busy before": CPU the machine spent on other work just before the scenario (figures ' +
      'taken on a busy machine are low)',
  );
}

main().catch((error) => {
  console.error(`the API benchmark harness failed: ${error.stack ?? error}`);
  process.exitCode = 1;
});
