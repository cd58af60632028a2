// `pnpm --filter @shop/backoffice bench`: the back office's first-load JavaScript in Chromium
// (sign-in, the order board, an order), in English and Arabic, against the built back office
// with a real API on the benchmark catalog behind it. Prints figures; exits 0 unless the harness
// itself breaks. The storefront's bench checks that the storefront's own figures do not grow.
import { randomBytes } from 'node:crypto';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { apiCatalog } from '@shop/bench/catalog';
import { hashToken, openCatalog } from '@shop/bench/catalog-db';
import { measureFirstLoadJs } from '@shop/bench/js-size';
import { acquireBenchLock } from '@shop/bench/lock';
import { machineLine } from '@shop/bench/machine';
import { startServer } from '@shop/bench/server';
import { snapshot } from '@shop/bench/snapshot';
import { table } from '@shop/bench/table';

const appDir = path.resolve(import.meta.dirname, '..');
const api = apiCatalog(realpathSync(path.join(appDir, 'node_modules/@shop/api')));
const apiPort = 18520;
const webPort = 18521;
const webUrl = `http://127.0.0.1:${webPort}`;
const apiUrl = `http://127.0.0.1:${apiPort}/api/`;
/**
 * A budget, not a figure from the issue: the storefront's for a signed-in page (its checkout's).
 * The back office loads a person's tools once and keeps them open for hours.
 */
const jsTargetKiB = 200;
const engine = process.env.BENCH_STOREFRONT_ENGINE ?? 'postgres';
const log = (line) => console.log(line);
const kib = (bytes) => (bytes / 1024).toFixed(1);

const STAFF = { email: 'bench-backoffice@example.com', name: 'Bench Support', role: 'support' };

/**
 * A support staff member with a fresh token, made straight in the catalog's database (as the
 * storefront bench's shoppers are), and the newest order's id (null when there is none).
 */
async function prepareStaff(catalogEnv) {
  const db = await openCatalog(catalogEnv);
  try {
    const [member] = await db.query(
      `insert into staff_members (email, name, role, password_hash)
       values ($1, $2, $3, 'bench-no-password')
       on conflict (email) do update set disabled_at = null
       returning id`,
      [STAFF.email, STAFF.name, STAFF.role],
    );
    await db.query('delete from staff_tokens where staff_id = $1', [member.id]);
    const token = randomBytes(32).toString('base64url');
    await db.query('insert into staff_tokens (staff_id, token_hash) values ($1, $2)', [
      member.id,
      hashToken(token),
    ]);
    const [order] = await db.query('select id from orders order by id desc limit 1');
    const session = {
      kind: 'staff',
      token,
      name: STAFF.name,
      email: STAFF.email,
      role: STAFF.role,
    };
    return {
      storage: { cookies: [], localStorage: { 'backoffice.session': JSON.stringify(session) } },
      orderId: order?.id ?? null,
    };
  } finally {
    await db.close();
  }
}

async function main() {
  log(machineLine());
  log('back office benchmark: first-load JS in Chromium (mobile viewport, brotli q11)');
  const release = await acquireBenchLock('backoffice', { log });
  const servers = [];
  try {
    const apiMain = await api.snapshotApi();
    const webDir = await snapshot(appDir, path.join(appDir, 'node_modules/.cache/shop-bench'), [
      'build',
      'server.mjs',
    ]);
    let catalog = await api.ensureCatalog(engine, { log });
    if (catalog.skip) {
      log(`${engine}: ${catalog.skip}; using PGlite instead`);
      catalog = await api.ensureCatalog('pglite', { log });
    }
    servers.push(
      await startServer({
        name: 'the API',
        args: [apiMain],
        cwd: api.apiDir,
        env: api.apiServerEnv(catalog.env, apiPort),
        readyUrl: `http://127.0.0.1:${apiPort}/health`,
        timeoutMs: 10 * 60_000,
      }),
    );
    servers.push(
      await startServer({
        name: 'the back office',
        args: ['server.mjs'],
        cwd: webDir,
        env: { ...process.env, HOST: '127.0.0.1', PORT: String(webPort), API_URL: apiUrl },
        readyUrl: `${webUrl}/healthz`,
        timeoutMs: 60_000,
      }),
    );
    const { storage, orderId } = await prepareStaff(catalog.env);
    const pages = [
      { name: 'sign-in', path: '/sign-in' },
      { name: 'board', path: '/orders', storage },
      ...(orderId === null ? [] : [{ name: 'order', path: `/orders/${orderId}`, storage }]),
    ].flatMap((page) =>
      ['en', 'ar'].map((lang) => ({
        name: `${page.name} ${lang}`,
        url: `${webUrl}${page.path}?lang=${lang}`,
        storage: page.storage,
      })),
    );
    const measured = await measureFirstLoadJs(pages);
    log(
      table(
        ['page', 'HTTP', 'scripts', 'raw KiB', 'brotli KiB', 'target KiB', 'verdict'],
        measured.map((entry) => [
          entry.name,
          String(entry.status),
          String(entry.scripts),
          kib(entry.raw),
          kib(entry.brotli),
          `≤ ${jsTargetKiB}`,
          entry.brotli <= jsTargetKiB * 1024 ? 'met' : 'MISSED',
        ]),
      ),
    );
    for (const entry of measured.filter((item) => item.name.endsWith(' en'))) {
      const largest = entry.files
        .slice(0, Number(process.env.BENCH_JS_LIST ?? 5))
        .map((file) => `${file.file} ${kib(file.brotli)}`)
        .join(', ');
      log(`  largest scripts of ${entry.name.slice(0, -3)} (brotli KiB): ${largest}`);
    }
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await release();
  }
}

main().catch((error) => {
  console.error(`the back office benchmark harness failed: ${error.stack ?? error}`);
  process.exitCode = 1;
});
