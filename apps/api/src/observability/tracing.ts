// OpenTelemetry for the API, started by boot.ts before anything else loads, and only when
// OTEL_EXPORTER_OTLP_ENDPOINT is set: then every request is a trace (HTTP in and out, Fastify's
// hooks and handler, each PostgreSQL query) sent to that OTLP/HTTP endpoint.
import { register } from 'node:module';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK } from '@opentelemetry/sdk-node';

/** Starts the SDK; OTEL_SERVICE_NAME and the other OTEL_* variables refine it as usual. */
export function startTracing(): NodeSDK {
  // The server is ES modules: this hook lets the instrumentations patch what they `import`.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'shop-api',
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new HttpInstrumentation(),
      new UndiciInstrumentation(),
      new PgInstrumentation(),
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
    ],
  });
  sdk.start();
  return sdk;
}
