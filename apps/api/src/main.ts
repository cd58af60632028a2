// The API server: `node dist/main.js` (or `pnpm dev`). Configuration comes from the environment;
// see readConfig and the README. With API_CONCURRENCY=N (PostgreSQL only) it forks N server
// processes sharing the port (node:cluster hands connections out in turn), the same way the
// storefront's server.mjs runs its workers: every piece of shared state lives in the database.
import cluster from 'node:cluster';
import { mailSetupProblem, readConfig } from '#src/config.ts';
import { serveClusterMetrics } from '#src/observability/metrics.ts';
import { serve } from '#src/server.ts';

const config = readConfig();
const problem = mailSetupProblem(config);
if (problem) {
  console.error(`the API could not start: ${problem}`);
  process.exit(1);
}

if (config.apiConcurrency > 1 && cluster.isPrimary) {
  let stopping = false;
  const listening = new Set<number>();
  for (let i = 0; i < config.apiConcurrency; i += 1) cluster.fork();
  cluster.on('listening', (worker) => {
    listening.add(worker.id);
    if (listening.size === config.apiConcurrency) {
      console.log(`[api] ${config.apiConcurrency} processes on port ${config.port}`);
    }
  });
  const stopAll = (code = 0) => {
    if (stopping) return;
    stopping = true;
    process.exitCode = code;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(code), 12_000).unref();
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    if (!listening.has(worker.id)) {
      // It never started (database unreachable, port in use …): restarting would only repeat it.
      console.error(`[api] a process could not start (${signal ?? code}); stopping`);
      stopAll(1);
      return;
    }
    console.error(`[api] process ${worker.process.pid} ended (${signal ?? code}); restarting`);
    cluster.fork();
  });
  process.once('SIGTERM', () => stopAll());
  process.once('SIGINT', () => stopAll());
  // METRICS_PORT: every process's metrics, summed, on one port (METRICS_TOKEN on the main port
  // answers the process that takes the connection).
  if (config.metricsPort !== undefined) {
    serveClusterMetrics(config.metricsPort, config.host).unref();
  }
} else {
  await serve(config);
}
