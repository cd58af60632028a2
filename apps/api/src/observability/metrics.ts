import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import cluster from 'node:cluster';
import {
  AggregatorRegistry,
  Counter,
  Gauge,
  Histogram,
  Registry,
  collectDefaultMetrics,
} from 'prom-client';
import { databaseKindOf, type Database } from '#src/db/database.ts';
import { CACHE_HEADER, REFRESH_HEADER } from '#src/http/response-cache.ts';

// Prometheus metrics of this process: one registry, as Prometheus scrapes one process at a time.
// A job queue feeds `jobQueueDepth` and `jobFailures` (see observeJobQueues).

export const metricsRegistry = new Registry();
let collectingDefaults = false;

const requestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by route pattern, method and status class: count and time to answer',
  labelNames: ['route', 'method', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

const cacheLookups = new Counter({
  name: 'response_cache_lookups_total',
  help: 'Public reads by where the answer came from: hit, stale (served, then rebuilt) or miss',
  labelNames: ['route', 'result'] as const,
  registers: [metricsRegistry],
});

/** Waiting jobs per queue; set it, or let observeJobQueues read the queues at scrape time. */
export const jobQueueDepth = new Gauge({
  name: 'job_queue_depth',
  help: 'Jobs waiting in each queue',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
  // Every process reads the same shared queues: summed over processes it would multiply.
  aggregator: 'max',
  async collect() {
    if (!readJobQueues) return;
    this.reset();
    for (const [queue, depth] of Object.entries(await readJobQueues())) this.set({ queue }, depth);
  },
});

/** Jobs that failed, per queue: `jobFailures.inc({ queue })` where a job fails. */
export const jobFailures = new Counter({
  name: 'job_failures_total',
  help: 'Jobs that failed, per queue',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
});

let readJobQueues: (() => Promise<Record<string, number>>) | undefined;

/**
 * Reads the depth of every queue each time the metrics are scraped (e.g. from pg-boss's
 * `getQueues()`), instead of setting `jobQueueDepth` by hand.
 */
export function observeJobQueues(read: () => Promise<Record<string, number>>): void {
  readJobQueues = read;
}

/** The node-postgres pool the gauges read (PGlite has no pool: then there are no gauges). */
let pool: pg.Pool | undefined;

function observePool(observed: pg.Pool): void {
  if (!pool) {
    for (const [name, help, read] of [
      ['db_pool_connections', 'Connections the database pool holds', (p: pg.Pool) => p.totalCount],
      ['db_pool_idle_connections', 'Pool connections not in use', (p: pg.Pool) => p.idleCount],
      [
        'db_pool_waiting_requests',
        'Queries waiting for a connection',
        (p: pg.Pool) => p.waitingCount,
      ],
    ] as const) {
      new Gauge({
        name,
        help,
        registers: [metricsRegistry],
        collect() {
          if (pool) this.set(read(pool));
        },
      });
    }
  }
  pool = observed;
}

/** `2xx`, `4xx` …: a status class keeps the number of series small. */
const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** The route pattern (`/api/Product/:id`), never the URL, so ids do not become series. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

export interface MetricsOptions {
  /** Serve `GET /metrics` on the app's own port to callers sending `Authorization: Bearer <token>`. */
  token?: string | undefined;
  /** Serve `GET /metrics` on this port too, without a token (keep that port off the internet). */
  port?: number | undefined;
  /** Interface of that port (the app's HOST). */
  host?: string | undefined;
}

/**
 * When the metrics are served (`options.port`, and/or `/metrics` behind `options.token`;
 * anyone else gets the app's 404): counts every request by route, method and status class,
 * and public reads by their X-Cache result, and reports `db`'s pool. Otherwise costs nothing.
 */
export function useMetrics(app: FastifyInstance, db: Database, options: MetricsOptions): void {
  if (!options.token && options.port === undefined) return;
  if (!collectingDefaults) collectDefaultMetrics({ register: metricsRegistry });
  collectingDefaults = true;
  if (databaseKindOf(db) === 'postgres')
    observePool((db as unknown as { $client: pg.Pool }).$client);

  app.addHook('onResponse', async (request, reply) => {
    // A stale answer's background rebuild is not a caller's request.
    if (request.headers[REFRESH_HEADER] !== undefined) return;
    const route = routeOf(request);
    requestDuration.observe(
      { route, method: request.method, status_class: statusClass(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    const cache = reply.getHeader(CACHE_HEADER);
    if (typeof cache === 'string') cacheLookups.inc({ route, result: cache.toLowerCase() });
  });

  if (options.token) {
    const expected = Buffer.from(`Bearer ${options.token}`);
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return reply.callNotFound();
      return reply
        .header('content-type', metricsRegistry.contentType)
        .header('cache-control', 'no-store')
        .send(await metricsRegistry.metrics());
    });
  }

  if (options.port !== undefined && cluster.isWorker) {
    // API_CONCURRENCY: the primary serves the port and asks every process for its metrics.
    AggregatorRegistry.setRegistries([metricsRegistry]);
    new AggregatorRegistry(); // answers the primary's requests
  } else if (options.port !== undefined) {
    const port = options.port;
    let server: Server | undefined;
    app.addHook('onReady', async () => {
      server = serveMetrics(() => metricsRegistry.metrics());
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject).listen(port, options.host, resolve);
      });
      app.log.info(`metrics: http://${options.host ?? 'localhost'}:${port}/metrics`);
    });
    app.addHook('onClose', async () => {
      if (server?.listening) await new Promise((resolve) => server!.close(resolve));
    });
  }
}

/**
 * The primary of API_CONCURRENCY processes: serves `GET /metrics` on `port` with every
 * process's metrics summed (prom-client's AggregatorRegistry over cluster messages).
 */
export function serveClusterMetrics(port: number, host: string | undefined): Server {
  const aggregator = new AggregatorRegistry();
  return serveMetrics(() => aggregator.clusterMetrics()).listen(port, host);
}

/** A bare HTTP server answering `GET /metrics` (anything else: 404). */
function serveMetrics(metrics: () => Promise<string>): Server {
  return createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text);
      },
      () => response.writeHead(500).end(),
    );
  });
}
