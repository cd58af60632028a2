// Tracing is started before the app's modules load (as boot.ts does), so every import of the
// app below is dynamic. Spans go over real OTLP/HTTP to a receiver in this file.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracing } from './tracing.ts';

interface ReceivedSpan {
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  scope: string;
  service: string | undefined;
}

interface OtlpBody {
  resourceSpans?: {
    resource: { attributes: { key: string; value: { stringValue?: string } }[] };
    scopeSpans?: {
      scope: { name: string };
      spans?: { name: string; traceId: string; spanId: string; parentSpanId?: string }[];
    }[];
  }[];
}

const spans: ReceivedSpan[] = [];
let receiver: Server;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        for (const resourceSpans of (JSON.parse(body) as OtlpBody).resourceSpans ?? []) {
          const service = resourceSpans.resource.attributes.find(
            (attribute) => attribute.key === 'service.name',
          )?.value.stringValue;
          for (const scopeSpans of resourceSpans.scopeSpans ?? [])
            for (const span of scopeSpans.spans ?? [])
              spans.push({ ...span, scope: scopeSpans.scope.name, service });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => receiver.close(resolve)));

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

    const caller = spans.find((span) => span.scope === '@opentelemetry/instrumentation-undici');
    expect(caller).toBeDefined();
    const trace = spans.filter((span) => span.traceId === caller?.traceId);
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
