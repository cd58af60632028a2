// A second storefront server, traced (OTEL_EXPORTER_OTLP_ENDPOINT), sends its spans to an
// OTLP/HTTP receiver started here. The API side of the trace is tested in apps/api
// (src/observability/tracing.test.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startOtlpReceiver, type OtlpReceiver } from '@shop/api/test/otlp-receiver';
import { apiUrl } from '../playwright.config';

const SERVER = 2;
const CLIENT = 3;
const port = Number(process.env.E2E_PORT ?? 13000) + 2;
let receiver: OtlpReceiver;
let storefront: ChildProcess;

test.beforeAll(async () => {
  receiver = await startOtlpReceiver();
  storefront = spawn(process.execPath, ['server.mjs'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      API_URL: apiUrl,
      NODE_ENV: 'production',
      WEB_CONCURRENCY: '1',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_BSP_SCHEDULE_DELAY: '100',
    },
    stdio: 'ignore',
  });
  await expect(async () => {
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  }).toPass({ timeout: 30_000 });
});

test.afterAll(async () => {
  if (storefront.exitCode === null) {
    const gone = new Promise((resolve) => storefront.once('exit', resolve));
    storefront.kill('SIGTERM');
    await gone;
  }
  await receiver.close();
});

test('a page request is one trace: the request, express, and each call to the API', async () => {
  const response = await fetch(`http://127.0.0.1:${port}/`);
  expect(response.status).toBe(200);

  const pageSpan = () =>
    receiver.spans.find((span) => span.kind === SERVER && span.name === 'GET /');
  await expect.poll(pageSpan, { timeout: 10_000 }).toBeDefined();
  const page = pageSpan();
  const trace = receiver.spans.filter((span) => span.traceId === page?.traceId);
  expect(page).toMatchObject({
    service: 'shop-storefront',
    scope: '@opentelemetry/instrumentation-http',
  });
  expect(trace.some((span) => span.scope === '@opentelemetry/instrumentation-express')).toBe(true);
  // The root loader asks the API for the currencies, the home page for the activity types.
  const calls = trace.filter(
    (span) => span.kind === CLIENT && span.scope === '@opentelemetry/instrumentation-undici',
  );
  expect(calls.length).toBeGreaterThanOrEqual(2);
  const inTrace = new Set(trace.map((span) => span.spanId));
  for (const call of calls) expect(inTrace.has(call.parentSpanId ?? '')).toBe(true);
});
