// Prometheus metrics of the storefront server (server.mjs), summed over its worker processes:
// each worker counts its own requests, and the primary gathers them with prom-client's
// AggregatorRegistry whenever they are asked for. Served on METRICS_PORT (by the primary)
// and/or at /metrics on the main port to callers with `Authorization: Bearer <METRICS_TOKEN>`.
import cluster from 'node:cluster';
import { timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import client from 'prom-client';

const { AggregatorRegistry, collectDefaultMetrics, Histogram, register } = client;

/** What a worker sends the primary to get the whole cluster's metrics, and the answer's type. */
const ASK = 'storefront:metrics';

/** Set by startMetrics in a primary with workers. */
let aggregator;

/**
 * Starts this process's part, once, before forking or serving: in a primary that `forks`
 * workers, the aggregation; in a worker or a lone process, the default metrics.
 */
export function startMetrics({ forks }) {
  if (forks) {
    aggregator = new AggregatorRegistry();
    // A worker asks for the cluster's metrics on behalf of a caller with the token.
    cluster.on('message', (worker, message) => {
      if (message?.type !== ASK) return;
      aggregator.clusterMetrics().then(
        (text) => worker.send({ type: ASK, id: message.id, text }),
        () => worker.send({ type: ASK, id: message.id, text: null }),
      );
    });
    return;
  }
  collectDefaultMetrics();
  // In a worker: answers the primary's requests for this worker's metrics.
  if (cluster.isWorker) new AggregatorRegistry();
}

const requestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Storefront requests by kind (page, data, asset, api, media), method and status class',
  labelNames: ['kind', 'method', 'status_class'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

/**
 * Express middleware timing every request, labelled by `kindOf(request)`: the kind of route
 * (never the URL, so the number of series stays small).
 */
export function countRequests(kindOf) {
  return (request, response, next) => {
    const started = performance.now();
    const kind = kindOf(request);
    response.once('finish', () => {
      requestDuration.observe(
        {
          kind,
          method: request.method,
          status_class: `${Math.floor(response.statusCode / 100)}xx`,
        },
        (performance.now() - started) / 1000,
      );
    });
    next();
  };
}

/** The metrics of the whole server: every worker's, summed (or this lone process's). */
function clusterMetrics() {
  if (aggregator) return aggregator.clusterMetrics();
  if (!cluster.isWorker) return register.metrics();
  // A worker asks the primary, which asks every worker (itself included).
  return new Promise((resolve, reject) => {
    const id = `${process.pid}-${performance.now()}`;
    const timer = setTimeout(() => {
      process.off('message', onAnswer);
      reject(new Error('the primary did not answer'));
    }, 5000);
    function onAnswer(message) {
      if (message?.type !== ASK || message.id !== id) return;
      clearTimeout(timer);
      process.off('message', onAnswer);
      if (message.text === null) reject(new Error('the primary could not gather the metrics'));
      else resolve(message.text);
    }
    process.on('message', onAnswer);
    process.send({ type: ASK, id });
  });
}

function answer(response, text) {
  response.writeHead(200, {
    'content-type': register.contentType,
    'cache-control': 'no-store',
  });
  response.end(text);
}

/**
 * Express handler for `GET /metrics` on the main port: the metrics for a caller with the
 * token; anyone else goes on to the app, which answers its 404 page.
 */
export function metricsBehindToken(token) {
  const expected = Buffer.from(`Bearer ${token}`);
  return (request, response, next) => {
    const given = Buffer.from(request.get('authorization') ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return next();
    clusterMetrics().then(
      (text) => answer(response, text),
      (error) => next(error),
    );
  };
}

/** A bare HTTP server answering `GET /metrics` on `port` (anything else: 404). */
export function serveMetrics(port, host) {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    clusterMetrics().then(
      (text) => answer(response, text),
      () => response.writeHead(503).end(),
    );
  });
  server.listen(port, host);
  return server;
}
