import { expect, test } from '@playwright/test';
import { metricsToken, metricsUrl } from '../playwright.config';

const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/;

/** The value of one sample (`name{labels} value`) in a Prometheus text, 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}
const pages = 'http_request_duration_seconds_count{kind="page",method="GET",status_class="2xx"}';
const proxied = 'http_request_duration_seconds_count{kind="api",method="GET",status_class="2xx"}';
const assets = 'http_request_duration_seconds_count{kind="asset",method="GET",status_class="2xx"}';

test.describe('operating the storefront server', () => {
  test('keeps a sane x-request-id and gives a request without one, or with an odd one, a new id', async ({
    request,
  }) => {
    const kept = await request.get('/', { headers: { 'x-request-id': 'e2e-page-1' } });
    expect(kept.status()).toBe(200);
    expect(kept.headers()['x-request-id']).toBe('e2e-page-1');
    const replaced = await request.get('/', { headers: { 'x-request-id': 'two words' } });
    expect(replaced.headers()['x-request-id']).toMatch(UUID);
    const fresh = await request.get('/');
    expect(fresh.headers()['x-request-id']).toMatch(UUID);
  });

  test('passes the id through the /api proxy to the API, and sends it back once', async ({
    request,
  }) => {
    const response = await request.get('/api/ActivityType', {
      headers: { 'x-request-id': 'e2e-proxied-2', 'x-public-key': 'pk_demo_storefront' },
    });
    expect(response.status()).toBe(200);
    expect(response.headersArray().filter((header) => header.name === 'x-request-id')).toEqual([
      { name: 'x-request-id', value: 'e2e-proxied-2' },
    ]);
  });

  test('counts the requests of every worker by kind on METRICS_PORT', async ({ request }) => {
    const before = await (await request.get(metricsUrl)).text();
    const home = await request.get('/');
    const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(await home.text())?.[1];
    expect(stylesheet).toBeDefined();
    // Spread over both workers by the primary (round robin): a sum of one worker would fall short.
    for (let i = 0; i < 5; i += 1) await request.get('/');
    for (let i = 0; i < 4; i += 1) await request.get(stylesheet ?? '');
    for (let i = 0; i < 4; i += 1)
      await request.get('/api/ActivityType', { headers: { 'x-public-key': 'pk_demo_storefront' } });
    const response = await request.get(metricsUrl);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const after = await response.text();

    // The tests run one at a time (tooling/playwright), so these are exactly ours.
    expect(sample(after, pages) - sample(before, pages)).toBe(6);
    expect(sample(after, assets) - sample(before, assets)).toBe(4);
    expect(sample(after, proxied) - sample(before, proxied)).toBe(4);
    expect(after).toMatch(/^process_cpu_user_seconds_total \d/m);
  });

  test('serves /metrics on the main port only to a caller with the token', async ({ request }) => {
    for (const authorization of [undefined, 'Bearer wrong', metricsToken]) {
      const response = await request.get('/metrics', {
        headers: authorization ? { authorization } : {},
      });
      expect(response.status()).toBe(404);
      expect(await response.text()).not.toContain('http_request_duration_seconds');
    }
    const response = await request.get('/metrics', {
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/^http_request_duration_seconds_count\{kind="page"/m);
  });
});
