// Tracing is started before the app's modules load (as boot.ts does), so every import of the
// app below is dynamic. Spans go over real OTLP/HTTP to a receiver (src/test/otlp-receiver.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOtlpReceiver, type OtlpReceiver } from '#src/test/otlp-receiver.ts';
import { startTracing } from './tracing.ts';

let receiver: OtlpReceiver;
beforeAll(async () => {
  receiver = await startOtlpReceiver();
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT = receiver.url;
});
afterAll(() => receiver.close());

describe('tracing (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  it('sends a request’s spans, down to its PostgreSQL queries, in the trace of the caller’s fetch', async () => {
    const sdk = startTracing();
    const { createTestDatabase } = await import('#src/test/test-database.ts');
    const { buildTestApp, storefrontHeaders } = await import('#src/test/test-app.ts');
    const database = await createTestDatabase();
    const app = buildTestApp(database.db);
    try {
      const url = await app.listen({ host: '127.0.0.1', port: 0 });
      // Traced like the storefront's own calls to the API: fetch is a client span.
      const response = await fetch(`${url}/api/ActivityType`, { headers: storefrontHeaders });
      expect(response.status).toBe(200);
    } finally {
      await app.close();
      await database.close();
      await sdk.shutdown(); // sends what is left
    }

    const caller = receiver.spans.find(
      (span) => span.scope === '@opentelemetry/instrumentation-undici',
    );
    expect(caller).toBeDefined();
    const trace = receiver.spans.filter((span) => span.traceId === caller?.traceId);
    expect(trace.find((span) => span.name === 'GET /api/ActivityType')).toMatchObject({
      scope: '@opentelemetry/instrumentation-http',
      parentSpanId: caller?.spanId,
      service: 'shop-api',
    });
    expect(trace).toContainEqual(
      expect.objectContaining({ scope: '@fastify/otel', name: 'handler - activityTypesRoutes' }),
    );
    const queries = trace.filter((span) => span.scope === '@opentelemetry/instrumentation-pg');
    // Embedded PGlite is no driver: only a PostgreSQL server's queries are spans.
    if (process.env.TEST_DATABASE_URL)
      expect(queries.map((span) => span.name)).toContainEqual(
        expect.stringMatching(/^pg\.query:SELECT/),
      );
    else expect(queries).toEqual([]);
  });
});
