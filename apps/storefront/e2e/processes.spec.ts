// Two API processes and two storefront workers on one PostgreSQL server, started the way the
// README's recipe runs them (API_CONCURRENCY, WEB_CONCURRENCY), each behind node:cluster's
// round-robin balancer: a change written to the database is served by every process within
// the change feed's written delay (1 s). Runs when npm test finds PostgreSQL (E2E_DATABASE_URL).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { freePort } from '@shop/api/test/free-port';

const serverUrl = process.env.E2E_DATABASE_URL ?? '';
const name = `e2e_processes_${randomBytes(6).toString('hex')}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
const apiDir = path.resolve(import.meta.dirname, '../../api');
const webDir = path.resolve(import.meta.dirname, '..');
/** The change feed's written delay (apps/api/src/cluster/change-feed.ts, README). */
const CHANGE_DELAY_MS = 1_000;

const children: ChildProcess[] = [];
let sql: pg.Client;
let web = '';
let apiMetrics = '';

function start(command: string[], cwd: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, command, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

async function healthy(url: string): Promise<void> {
  await expect
    .poll(
      () =>
        fetch(url).then(
          (response) => response.ok,
          () => false,
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
}

/** A page over a new connection each time, so the balancers hand it to each worker in turn. */
function page(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(`${web}${url}`, { agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}

/** The price a product page states in its JSON-LD, in major units ("6.70"). */
async function statedPrices(url: string, times: number): Promise<string[]> {
  const pages = await Promise.all(Array.from({ length: times }, () => page(url)));
  return pages.map((html) => /"price":"([\d.]+)"/.exec(html)?.[1] ?? 'none');
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();

  const seed = start(['dist/seed-cli.js'], apiDir, { DATABASE_URL: databaseUrl });
  expect(await new Promise((resolve) => seed.once('exit', resolve))).toBe(0);
  const [apiPort, webPort, metricsPort] = [await freePort(), await freePort(), await freePort()];
  apiMetrics = `http://127.0.0.1:${metricsPort}/metrics`;
  start(['dist/main.js'], apiDir, {
    DATABASE_URL: databaseUrl,
    API_CONCURRENCY: '2',
    DEV_MAILBOX: 'true', // no mail is read here; a server without SMTP needs it to start
    HOST: '127.0.0.1',
    PORT: String(apiPort),
    METRICS_PORT: String(metricsPort),
    LOG_LEVEL: 'warn',
  });
  await healthy(`http://127.0.0.1:${apiPort}/health`);
  start(['server.mjs'], webDir, {
    WEB_CONCURRENCY: '2',
    HOST: '127.0.0.1',
    PORT: String(webPort),
    API_URL: `http://127.0.0.1:${apiPort}/api/`,
    NODE_ENV: 'production',
  });
  web = `http://127.0.0.1:${webPort}`;
  await healthy(`${web}/healthz`);
});

test.afterAll(async () => {
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve(null);
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
  await sql?.end();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
});

test('a price changed in the database is on every worker’s product page within a second', async () => {
  const {
    rows: [product],
  } = await sql.query<{ slug: string; price: number }>(
    'select slug, price from products where id not in (select product_id from offer_products) order by id limit 1',
  );
  const url = `/product/${product!.slug}`;
  // Both API processes now keep the product's answer.
  expect(new Set(await statedPrices(url, 8))).toEqual(new Set([(product!.price / 100).toFixed(2)]));

  const price = product!.price + 250;
  await sql.query('update products set price = $1, current_price = $1 where slug = $2', [
    price,
    product!.slug,
  ]);
  await new Promise((resolve) => setTimeout(resolve, CHANGE_DELAY_MS));
  expect(new Set(await statedPrices(url, 8))).toEqual(new Set([(price / 100).toFixed(2)]));
});

test('the API’s metrics port sums what both of its processes did', async () => {
  const {
    rows: [product],
  } = await sql.query<{ slug: string }>('select slug from products order by id desc limit 1');
  await statedPrices(`/product/${product!.slug}`, 6);

  const text = await (await fetch(apiMetrics)).text();
  const count = (pattern: RegExp) =>
    [...text.matchAll(pattern)].reduce((sum, match) => sum + Number(match[1]), 0);
  // Each API process built the detail once (miss), then answered from memory (hit).
  expect(
    count(/^response_cache_lookups_total\{route="\/api\/Product\/:slug",result="miss"\} (\d+)/gm),
  ).toBeGreaterThanOrEqual(2);
  expect(
    count(/^response_cache_lookups_total\{route="\/api\/Product\/:slug",result="hit"\} (\d+)/gm),
  ).toBeGreaterThanOrEqual(1);
  expect(count(/^db_pool_connections (\d+)/gm)).toBeGreaterThanOrEqual(2);
  expect(text).toMatch(/^job_queue_depth\{queue="offer-prices"\} \d+/m);
});
