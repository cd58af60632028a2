import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A span as an OTLP/HTTP JSON export carries it, with its scope and service added. */
export interface ReceivedSpan {
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  kind: number;
  scope: string;
  service: string | undefined;
}

interface OtlpBody {
  resourceSpans?: {
    resource: { attributes: { key: string; value: { stringValue?: string } }[] };
    scopeSpans?: { scope: { name: string }; spans?: Omit<ReceivedSpan, 'scope' | 'service'>[] }[];
  }[];
}

export interface OtlpReceiver {
  /** What to set OTEL_EXPORTER_OTLP_ENDPOINT to. */
  url: string;
  /** Every span received so far. */
  spans: ReceivedSpan[];
  close(): Promise<void>;
}

/**
 * An OTLP/HTTP trace receiver on 127.0.0.1 (a collector's `/v1/traces`, JSON encoding), for the
 * tracing tests of the API and of the storefront server.
 */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        for (const resourceSpans of (JSON.parse(body || '{}') as OtlpBody).resourceSpans ?? []) {
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
