// OpenTelemetry for the storefront server, started by server.mjs in each worker before express
// and the app load, and only when OTEL_EXPORTER_OTLP_ENDPOINT is set. Its fetches to the API
// carry the trace (W3C traceparent), so one trace runs from a page request to the API's queries.
import { register } from 'node:module';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK } from '@opentelemetry/sdk-node';

/** Starts the SDK; OTEL_SERVICE_NAME and the other OTEL_* variables refine it as usual. */
export function startTracing() {
  // The server is ES modules: this hook lets the instrumentations patch what they `import`.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'shop-storefront',
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new HttpInstrumentation(),
      new UndiciInstrumentation(),
      new ExpressInstrumentation(),
    ],
  });
  sdk.start();
  return sdk;
}
