import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#src/app.ts';
import { demoProductSlugs } from '#src/db/demo/demo-products.ts';
import { jobFailures, observeJobQueues } from '#src/observability/metrics.ts';
import { buildTestApp, storefrontHeaders } from '#src/test/test-app.ts';
import { useTestDatabase } from '#src/test/test-database.ts';
import { freePort } from '#src/test/free-port.ts';

const database = useTestDatabase('catalog');
const token = 'metrics-token-for-the-tests';
let app: App;
beforeAll(() => {
  app = buildTestApp(database.db, { responseCache: { seconds: 60 }, metrics: { token } });
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...storefrontHeaders, ...headers } });
const scrape = async () => {
  const response = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
};

/** The value of one sample (`name{labels} value`), or undefined when there is none. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics behind METRICS_TOKEN', () => {
  it('answers a caller without the token, or with a wrong one, as if there were no such route', async () => {
    const plain = buildTestApp(database.db);
    try {
      const unknown = await plain.inject({ method: 'GET', url: '/metrics' });
      expect(unknown.statusCode).toBe(404);
      for (const authorization of [
        undefined,
        'Bearer wrong',
        `Bearer ${token}x`,
        token,
        'Bearer ',
      ]) {
        const response = await app.inject({
          method: 'GET',
          url: '/metrics',
          headers: authorization === undefined ? {} : { authorization },
        });
        expect(response.statusCode).toBe(404);
        expect(response.body).toBe(unknown.body);
      }
    } finally {
      await plain.close();
    }
  });

  it('counts requests per route pattern, method and status class, with their time', async () => {
    const series = (route: string, status: string) =>
      `http_request_duration_seconds_count{route="${route}",method="GET",status_class="${status}"}`;
    const before = await scrape();
    await get(`/api/Product/${demoProductSlugs.milk}`);
    await get(`/api/Product/${demoProductSlugs.milk}`);
    await get('/api/Product/no-such-product');
    await get('/api/NoSuchRoute');
    const after = await scrape();

    const grew = (name: string) => (sample(after, name) ?? 0) - (sample(before, name) ?? 0);
    expect(grew(series('/api/Product/:slug', '2xx'))).toBe(2);
    expect(grew(series('/api/Product/:slug', '4xx'))).toBe(1);
    expect(grew(series('unmatched', '4xx'))).toBe(1);
    // Routes, never URLs: a slug never becomes a series of its own.
    expect(after).not.toContain(demoProductSlugs.milk);
    expect(after).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.005",route="\/api\/Product\/:slug"/m,
    );
    expect(after).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it('counts public reads by their X-Cache result', async () => {
    const series = (result: string) =>
      `response_cache_lookups_total{route="/api/ActivityType",result="${result}"}`;
    const before = await scrape();
    const first = await get('/api/ActivityType');
    const second = await get('/api/ActivityType');
    const third = await get('/api/ActivityType');
    expect([first, second, third].map((response) => response.headers['x-cache'])).toEqual([
      'MISS',
      'HIT',
      'HIT',
    ]);
    const after = await scrape();
    expect((sample(after, series('miss')) ?? 0) - (sample(before, series('miss')) ?? 0)).toBe(1);
    expect((sample(after, series('hit')) ?? 0) - (sample(before, series('hit')) ?? 0)).toBe(2);
  });

  it('reports the pool of a PostgreSQL server, and none for embedded PGlite', async () => {
    await get('/api/ActivityType?page=1');
    const text = await scrape();
    const connections = sample(text, 'db_pool_connections');
    if (process.env.TEST_DATABASE_URL) {
      expect(connections).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'db_pool_idle_connections')).toBeLessThanOrEqual(connections ?? 0);
      expect(sample(text, 'db_pool_waiting_requests')).toBe(0);
    } else {
      expect(connections).toBeUndefined();
    }
  });

  it('reports the job queues a queue feeds it', async () => {
    observeJobQueues(() => Promise.resolve({ mail: 3, 'push-send': 0 }));
    jobFailures.inc({ queue: 'mail' });
    jobFailures.inc({ queue: 'mail' });
    const text = await scrape();
    expect(sample(text, 'job_queue_depth{queue="mail"}')).toBe(3);
    expect(sample(text, 'job_queue_depth{queue="push-send"}')).toBe(0);
    expect(sample(text, 'job_failures_total{queue="mail"}')).toBe(2);
  });
});

describe('METRICS_PORT', () => {
  it('serves /metrics on a port of its own while the app runs, and nothing else there', async () => {
    const port = await freePort();
    const own = buildTestApp(database.db, { metrics: { port, host: '127.0.0.1' } });
    await own.ready();
    try {
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.status).toBe(200);
      expect(await response.text()).toMatch(/^process_cpu_user_seconds_total \d/m);
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(
        404,
      );
      // The main app does not serve them without a token.
      expect((await own.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await own.close();
    }
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});
