// Several API processes on one PostgreSQL server, as production runs them: real processes
// (`src/main.ts` through tsx), real HTTP, one database. Runs on the PostgreSQL pass of the suite
// (TEST_DATABASE_URL; see vitest.config.ts): embedded PGlite is one process by design.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInDelays } from '#src/customers/rate-limit.ts';
import { migrationsFolder } from '#src/package-paths.ts';
import { apiProcesses, type ApiProcess } from '#src/test/api-process.ts';
import { onServer } from '#src/test/test-templates.ts';
import { CHANGE_DELAY_MS } from './change-feed.ts';
import { jobQueues } from './jobs.ts';

const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const publicKey = 'pk_processes_test';
const name = `api_processes_${randomBytes(6).toString('hex')}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

const { spawnEntry, startApi, stop, stopAll } = apiProcesses(databaseUrl, publicKey);
let sql: pg.Client;

/** Runs the seed command to its end. */
async function seed(): Promise<string> {
  const child = spawnEntry('src/db/seed-cli.ts');
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (text: string) => (output += text));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  expect(code).toBe(0);
  return output;
}

async function get(api: ApiProcess, url: string) {
  const response = await fetch(`${api.url}${url}`, { headers: { 'x-public-key': publicKey } });
  return {
    status: response.status,
    cache: response.headers.get('x-cache'),
    body: await response.json(),
  };
}

async function rows<T>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await sql.query(text, values)).rows as T[];
}

beforeAll(async () => {
  await onServer(serverUrl, `create database "${name}"`);
  sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
});
afterAll(async () => {
  await stopAll();
  await sql?.end();
  await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
});

let apis: ApiProcess[] = [];

describe('API processes on one PostgreSQL server', () => {
  it('refuse to start on it without SMTP, unless the dev mailbox is asked for', async () => {
    const child = spawnEntry('src/main.ts', { DEV_MAILBOX: '' });
    let output = '';
    child.stderr?.setEncoding('utf8').on('data', (text: string) => (output += text));
    const code = await new Promise((resolve) => child.once('exit', resolve));

    expect(code).toBe(1);
    expect(output).toContain('account mail needs SMTP_URL');
  });

  it('three starting at once on an empty database migrate it once, and all serve it, without demo data', async () => {
    apis = await Promise.all([startApi(), startApi(), startApi()]);

    const migrators = apis.filter((api) =>
      api.lines.some((line) => line.includes('"database migrated"')),
    );
    expect(migrators).toHaveLength(1);
    const journal = JSON.parse(
      await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const [recorded] = await rows<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(recorded?.n).toBe(journal.entries.length);
    for (const api of apis) {
      expect(await get(api, '/api/ActivityType')).toMatchObject({ status: 200, body: [] });
    }
  });

  it('are filled by the seed command, which is harmless when run again (even at once)', async () => {
    const outputs = await Promise.all([seed(), seed()]);
    expect(outputs.filter((output) => output.includes('nothing seeded'))).toHaveLength(1);
    expect(await seed()).toContain('nothing seeded');

    const [counts] = await rows<{ types: number; products: number }>(
      'select (select count(*) from activity_types)::int as types, (select count(*) from products)::int as products',
    );
    expect(counts).toEqual({ types: 6, products: 1500 });
    // The empty answers the processes kept were forgotten when the seed committed.
    for (const api of apis) {
      expect((await get(api, '/api/ActivityType')).body).toHaveLength(6);
    }
    await stop(apis.pop()!.child);
  });

  it('serve a price or stock change from every process within the written delay', async () => {
    const [product] = await rows<{ slug: string; price: number }>(
      'select slug, price from products where id not in (select product_id from offer_products) order by id limit 1',
    );
    const detail = `/api/Product/${product!.slug}`;
    for (const api of apis) {
      await get(api, detail);
      expect((await get(api, detail)).cache).toBe('HIT');
    }

    await sql.query(
      'update products set price = price + 100, current_price = current_price + 100, stock_quantity = 3 where slug = $1',
      [product!.slug],
    );
    await vi.waitFor(
      async () => {
        for (const api of apis) {
          expect((await get(api, detail)).body).toMatchObject({
            price: product!.price + 100,
            stockQuantity: 3,
          });
        }
      },
      // The written delay, plus a second for this test's own reads from two processes, each a
      // full HTTP request, on a busy test machine.
      { timeout: CHANGE_DELAY_MS + 1_000, interval: 50 },
    );
  });

  it('apply an offer once when it starts, and every process serves its price', async () => {
    const [product] = await rows<{ id: number; slug: string; price: number }>(
      'select id, slug, price from products where id not in (select product_id from offer_products) order by id desc limit 1',
    );
    const detail = `/api/Product/${product!.slug}`;
    for (const api of apis) await get(api, detail);
    const [offer] = await rows<{ id: number }>(
      `insert into offers (name, name_en, discount_percent, starts_at, ends_at, color, art)
       values ('نصف السعر', 'Half price', 50, now() + interval '2 seconds', now() + interval '1 hour', '#0f766e', 'basket')
       returning id`,
    );
    await sql.query('insert into offer_products (offer_id, product_id) values ($1, $2)', [
      offer!.id,
      product!.id,
    ]);

    await vi.waitFor(
      async () => {
        for (const api of apis) {
          expect((await get(api, detail)).body).toMatchObject({
            price: Math.round(product!.price / 2),
          });
        }
      },
      { timeout: 2_000 + 1_000 + CHANGE_DELAY_MS + 2_000, interval: 100 },
    );
    const applied = await rows<{ key: string }>(
      `select singleton_key as key from pgboss.job where name = $1 and (output->>'updated')::int > 0`,
      [jobQueues.offerPrices],
    );
    expect(applied).toHaveLength(1);
    expect(applied[0]?.key).toMatch(/^at:/);
  });

  it('hold a rate limit of N as N across processes', async () => {
    const attempt = (api: ApiProcess) =>
      fetch(`${api.url}/api/Customer/SignIn`, {
        method: 'POST',
        headers: { 'x-public-key': publicKey, 'content-type': 'application/json' },
        body: JSON.stringify({ method: 'email', email: 'nobody@souq.example', password: 'wrong' }),
      }).then((response) => response.status);
    // One client's free sign-in attempts on one account, then a wait: N, however they are spread.
    const limit = signInDelays.freeAttempts;
    const statuses: number[] = [];
    for (let i = 0; i < limit; i += 1) statuses.push(await attempt(apis[i % apis.length]!));
    expect(statuses.filter((status) => status === 429)).toEqual([]);

    for (const api of apis) expect(await attempt(api)).toBe(429);
  });
});
