// `node dist/main.js`: starts tracing first when OTEL_EXPORTER_OTLP_ENDPOINT is set, so its
// hooks see every module the server loads; without it nothing more is loaded than main.ts.
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  const { startTracing } = await import('#src/observability/tracing.ts');
  const { onShutdown } = await import('#src/observability/shutdown.ts');
  const sdk = startTracing();
  onShutdown(() => sdk.shutdown()); // sends the spans still batched
}
await import('#src/main.ts');
