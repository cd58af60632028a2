import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { settings } from '#src/env.mjs';
import { runNode } from '#src/server.mjs';
import { snapshot } from '#src/snapshot.mjs';

// The benchmark catalogs: built once with the seed generator (`seed --products N`), kept
// (a PGlite data dir under apps/api/bench/.data, a PostgreSQL database `bench_catalog_<size>`)
// and reused by every later run; rebuilt only when missing or with BENCH_REBUILD=1.

/**
 * The catalogs of the API package at `apiDir` (each bench passes the folder of its
 * `@shop/api`): `{ apiDir, snapshotApi, ensureCatalog, apiServerEnv }`.
 */
export function apiCatalog(apiDir) {
  const dataRoot = path.join(apiDir, 'bench/.data');
  const seedCli = path.join(apiDir, 'src/db/seed-cli.ts');
  const tsxCli = createRequire(path.join(apiDir, 'package.json')).resolve('tsx/cli');
  let apiCopy;

  /**
   * The built API as of now (dist/ and the migrations next to it, see src/package-paths.ts),
   * copied so a rebuild during the benchmark cannot pull files from under it. Returns the path
   * of the copied main.js; the copy's seed-cli.js builds the catalogs.
   */
  async function snapshotApi() {
    // Under node_modules: out of reach of lint and git, and node_modules still resolve.
    const target = path.join(apiDir, 'node_modules/.cache/shop-bench/api-build');
    apiCopy = await snapshot(apiDir, target, ['dist', 'drizzle']);
    return path.join(apiCopy, 'dist/main.js');
  }

  /** Whether the seed generator takes `--products N` yet (it is being written alongside). */
  async function seedTakesProductCount() {
    if (process.env.BENCH_SEED_PRODUCTS_FLAG) return process.env.BENCH_SEED_PRODUCTS_FLAG === '1';
    const text = await readFile(seedCli, 'utf8').catch(() => '');
    return /--products|['"`]products['"`]|\bproducts\s*:\s*\{/.test(text);
  }

  /** Changes when the migrations or the seed code change: a kept catalog may then be stale. */
  async function sourceFingerprint() {
    const hash = createHash('sha256');
    const walk = async (dir) => {
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) await walk(full);
        else if (!/\.test\.ts$/.test(entry.name)) {
          hash.update(path.relative(apiDir, full));
          hash.update(await readFile(full));
        }
      }
    };
    await walk(path.join(apiDir, 'drizzle'));
    await walk(path.join(apiDir, 'src/db'));
    return hash.digest('hex').slice(0, 16);
  }

  function sizeLabel(products) {
    if (products === null) return 'demo';
    return products % 1000 === 0 ? `${products / 1000}k` : String(products);
  }

  function cleanEnv(extra) {
    const env = { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production' };
    delete env.DATABASE_URL;
    delete env.DATA_DIR;
    delete env.PORT;
    delete env.HOST;
    return { ...env, ...extra };
  }

  async function seed(env, products, log) {
    log(
      `building the ${products.toLocaleString('en')}-product catalog (once; kept for later runs)…`,
    );
    const started = Date.now();
    // The built seed of the copied API when there is one (it matches the API measured), else
    // the source through tsx, as `pnpm --filter @shop/api seed -- --products N` runs it.
    const builtSeed = apiCopy && path.join(apiCopy, 'dist/seed-cli.js');
    const seedArgs = builtSeed && existsSync(builtSeed) ? [builtSeed] : [tsxCli, seedCli];
    await runNode({
      args: [...seedArgs, '--products', String(products)],
      cwd: apiDir,
      env: cleanEnv(env),
      timeoutMs: settings.seedTimeoutMinutes * 60_000,
    });
    const seconds = Math.round((Date.now() - started) / 1000);
    log(`catalog built in ${seconds} s`);
    return seconds;
  }

  /**
   * Makes sure the catalog of `engine` ('pglite' | 'postgres') exists and returns the
   * environment the API needs to serve it, or `{ skip: reason }` when the engine is unavailable.
   */
  async function ensureCatalog(engine, { log = console.log } = {}) {
    const products = (await seedTakesProductCount()) ? settings.products : null;
    if (products === null) {
      log(
        'note: the seed has no --products flag yet: benchmarking the demo catalog the API seeds ' +
          'on its first start (the large catalog is built automatically once the flag exists)',
      );
    }
    const label = sizeLabel(products);
    const fingerprint = await sourceFingerprint();
    const warnIfStale = (built) => {
      if (built && built !== fingerprint) {
        log(
          'note: migrations or seed code changed since this catalog was built; ' +
            'BENCH_REBUILD=1 rebuilds it',
        );
      }
    };

    if (engine === 'pglite') {
      const dataDir = path.join(dataRoot, `pglite-${label}`);
      const marker = `${dataDir}.complete.json`;
      const env = { DATA_DIR: dataDir };
      await mkdir(dataRoot, { recursive: true });
      if (products === null) {
        if (settings.rebuild) await rm(dataDir, { recursive: true, force: true });
        return { env, label, products };
      }
      if (!settings.rebuild && existsSync(marker) && existsSync(dataDir)) {
        const info = JSON.parse(await readFile(marker, 'utf8'));
        log(`reusing ${path.relative(apiDir, dataDir)} (built ${info.builtAt})`);
        warnIfStale(info.fingerprint);
        return { env, label, products };
      }
      await rm(marker, { force: true });
      await rm(dataDir, { recursive: true, force: true });
      await rm(`${dataDir}.lock`, { force: true });
      const seconds = await seed(env, products, log);
      await writeFile(
        marker,
        `${JSON.stringify({ products, builtAt: new Date().toISOString(), seconds, fingerprint }, null, 2)}\n`,
      );
      return { env, label, products };
    }

    if (engine === 'postgres') {
      const adminUrl = new URL(settings.postgresAdminUrl);
      // BENCH_POSTGRES_DATABASE: a database of one's own (e.g. a copy of bench_catalog_100k made
      // with `create database … template …`), so sessions sharing the server never share data.
      const database = settings.postgresDatabase ?? `bench_catalog_${label}`;
      const url = new URL(adminUrl);
      url.pathname = `/${database}`;
      const env = { DATABASE_URL: url.toString() };
      const admin = new pg.Client({ connectionString: adminUrl.toString() });
      try {
        await admin.connect();
      } catch (error) {
        return { skip: `no PostgreSQL at ${adminUrl.host} (${error.message})` };
      }
      try {
        const { rows } = await admin.query(
          "select shobj_description(oid, 'pg_database') as note from pg_database where datname = $1",
          [database],
        );
        const exists = rows.length > 0;
        const note = rows[0]?.note ?? '';
        const complete = note.startsWith('shop-bench complete');
        if (exists && !settings.rebuild && (products === null || complete)) {
          log(`reusing PostgreSQL database ${database}${complete ? ` (${note.slice(20)})` : ''}`);
          warnIfStale(/fingerprint=(\w+)/.exec(note)?.[1]);
          return { env, label, products };
        }
        // Only ever our own database, named bench_catalog_<size> (or BENCH_POSTGRES_DATABASE).
        if (exists) await admin.query(`drop database "${database}" with (force)`);
        await admin.query(`create database "${database}"`);
        if (products === null) return { env, label, products };
        const seconds = await seed(env, products, log);
        const stamp = `shop-bench complete products=${products} built=${new Date().toISOString()} seconds=${seconds} fingerprint=${fingerprint}`;
        await admin.query(`comment on database "${database}" is '${stamp}'`);
        return { env, label, products };
      } finally {
        await admin.end();
      }
    }
    throw new Error(`unknown engine "${engine}" (pglite or postgres)`);
  }

  function apiServerEnv(catalogEnv, port) {
    // No account mail is sent: the local outbox stands in for SMTP on any database. The bench
    // is one client far above a shopper's read limit: the limit still counts every read (its
    // cost is measured) but never refuses one.
    return cleanEnv({
      ...catalogEnv,
      HOST: '127.0.0.1',
      PORT: String(port),
      DEV_MAILBOX: 'true',
      PUBLIC_READS_PER_MINUTE: '10000000',
    });
  }

  return { apiDir, snapshotApi, ensureCatalog, apiServerEnv };
}
