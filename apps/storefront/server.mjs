// The storefront's production server (`pnpm start`, `npm start`, the e2e tests and the
// benchmark): React Router's request handler behind express, with compression, the built
// assets cached for a year and the public files for an hour, as react-router-serve does,
// and two differences:
// - one worker process per core (node:cluster, WEB_CONCURRENCY): server rendering is CPU
//   work, and a single Node process would use one core of the machine;
// - static files are looked up in a list made at start, not on disk per request, so a page
//   request costs no file-system call; and no line is logged per request.
// Each request gets an id (a sane incoming x-request-id, else a new one), passed on to the API
// and sent back; metrics and tracing are described in the README. `/__version` answers the
// build's version, which open tabs poll to notice a deployment (README: "Deployments").
// and sent back; metrics and tracing are described in the README. Security headers and the
// pages' Content-Security-Policy (with its report endpoint): server/security-headers.mjs.
// Settings: HOST (default all interfaces), PORT (3000), WEB_CONCURRENCY (cores, at most 4),
// METRICS_PORT, METRICS_TOKEN, OTEL_EXPORTER_OTLP_ENDPOINT (all off by default), TRUSTED_PROXIES
// (none), PROXY_BODY_LIMIT_BYTES (1 MiB), plus what the app reads (API_URL, PUBLIC_URL …).
import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REQUEST_ID_HEADER, saneRequestId } from '@shop/core/api-client';

const appDir = import.meta.dirname;
/** Answers the build's version, for open tabs to notice a deployment (app/lib/new-build.ts). */
const VERSION_PATH = '/__version';
const clientDir = path.join(appDir, 'build/client');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST || undefined;
const workers = Math.max(
  1,
  Number(process.env.WEB_CONCURRENCY ?? Math.min(os.availableParallelism(), 4)) || 1,
);
const metricsPort = process.env.METRICS_PORT ? Number(process.env.METRICS_PORT) : undefined;
if (metricsPort !== undefined && !(Number.isInteger(metricsPort) && metricsPort > 0)) {
  console.error(
    `[storefront] METRICS_PORT must be a port number, got "${process.env.METRICS_PORT}"`,
  );
  process.exit(1);
}
const metricsToken = process.env.METRICS_TOKEN || undefined;
if (metricsToken !== undefined && metricsToken.length < 16) {
  console.error('[storefront] METRICS_TOKEN must be at least 16 characters long');
  process.exit(1);
}
// Loaded only when served, so a server without them pays nothing.
const metrics =
  metricsPort !== undefined || metricsToken !== undefined
    ? await import('./server/metrics.mjs')
    : undefined;

/** Every file under `dir` as a URL path ("/icon.svg", "/assets/app-x.css" …). */
async function filesUnder(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) =>
        `/${path.relative(dir, path.join(entry.parentPath, entry.name))}`.replaceAll(path.sep, '/'),
      ),
  );
}

/** What a request is, for the metrics: a file, the probe, the API or media proxy, loader data or a page. */
function kindOf(files, request) {
  if (files.has(request.path)) return 'asset';
  if (request.path === '/healthz' || request.path === VERSION_PATH) return 'health';
  if (request.path.startsWith('/api/')) return 'api';
  if (request.path.startsWith('/media/')) return 'media';
  if (request.path.endsWith('.data')) return 'data';
  return 'page';
}

async function serve() {
  // Loaded here, after tracing has started (when configured), so its hooks can patch them.
  const [{ createRequestHandler }, { default: compression }, { default: express }, build] =
    await Promise.all([
      import('@react-router/express'),
      import('compression'),
      import('express'),
      import(path.join(appDir, 'build/server/index.js')),
    ]);
  const { apiProxy } = await import('./server/api-proxy.mjs');
  const { answerExpectations, clientRequests } = await import('./server/client-requests.mjs');
  const security = await import('./server/security-headers.mjs');
  const files = await filesUnder(clientDir);
  const assets = express.static(path.join(clientDir, 'assets'), {
    immutable: true,
    maxAge: '1y',
    index: false,
  });
  const publicFiles = express.static(clientDir, { maxAge: '1h', index: false });

  const app = express();
  app.disable('x-powered-by');
  // Proxy-style targets answer 400; X-Forwarded-For becomes the one client address believed.
  app.use(clientRequests(app));
  app.use((request, response, next) => {
    // The app reads it from the request: its API calls and the /api proxy pass it on.
    const id = saneRequestId(request.headers[REQUEST_ID_HEADER]) ?? randomUUID();
    request.headers[REQUEST_ID_HEADER] = id;
    response.setHeader(REQUEST_ID_HEADER, id);
    next();
  });
  app.use(security.securityHeaders({ isFile: (urlPath) => files.has(urlPath) }));
  if (metrics) app.use(metrics.countRequests((request) => kindOf(files, request)));
  if (metrics && metricsToken) app.get('/metrics', metrics.metricsBehindToken(metricsToken));
  app.use(compression());
  app.use((request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (!files.has(request.path)) return next();
    if (request.path.startsWith('/assets/')) {
      request.url = request.url.slice('/assets'.length);
      return assets(request, response, next);
    }
    return publicFiles(request, response, next);
  });
  // Never cached: an open tab compares it with its own build's (React Router's manifest version).
  app.get(VERSION_PATH, (request, response) => {
    response.set('Cache-Control', 'no-store').json({ version: build.assets.version });
  });
  // /api/* and /media/*, streamed to the API with a body limit (React Router never sees them).
  app.use(apiProxy());
  app.use(security.cspReportRoute());
  // app.use, not a route: a path that is not valid percent-encoding ("/product/%E0%A4%A") goes
  // to the app's own error page instead of Express's bare 400 from decoding route parameters.
  app.use(
    createRequestHandler({
      build,
      mode: process.env.NODE_ENV,
      getLoadContext: security.loadContextWithNonce(build),
    }),
  );

  const server = app.listen(port, host, () => {
    if (cluster.isPrimary) console.log(`[storefront] http://${host ?? 'localhost'}:${port}`);
  });
  server.keepAliveTimeout = 65_000;
  answerExpectations(server);
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

const forks = workers > 1 && cluster.isPrimary;
metrics?.startMetrics({ forks });
// The primary (or a lone process) serves the whole server's metrics on their own port.
if (metrics && metricsPort !== undefined && cluster.isPrimary) {
  metrics.serveMetrics(metricsPort, host).unref();
}

if (forks) {
  let stopping = false;
  const listening = new Set();
  for (let i = 0; i < workers; i += 1) cluster.fork();
  cluster.on('listening', (worker) => {
    if (listening.size === 0) {
      console.log(`[storefront] http://${host ?? 'localhost'}:${port} (${workers} workers)`);
    }
    listening.add(worker.id);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    if (!listening.has(worker.id)) {
      // It never started (a missing build, a port in use …): restarting would only repeat it.
      console.error(`[storefront] a worker could not start (${signal ?? code}); stopping`);
      stopAll(1);
      return;
    }
    console.error(
      `[storefront] worker ${worker.process.pid} ended (${signal ?? code}); restarting`,
    );
    cluster.fork();
  });
  function stopAll(code = 0) {
    if (stopping) return;
    stopping = true;
    process.exitCode = code;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(code);
    // Workers finish their requests; never hang on a stuck one.
    setTimeout(() => process.exit(code), 10_000).unref();
  }
  process.once('SIGTERM', () => stopAll());
  process.once('SIGINT', () => stopAll());
} else {
  if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
    const { startTracing } = await import('./server/tracing.mjs');
    startTracing();
  }
  await serve();
}
