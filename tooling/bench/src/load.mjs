import autocannon from 'autocannon';
import { settings } from '#src/env.mjs';

/** Values of the API's `X-Cache` header that mean the answer came from its memory. */
const CACHE_HITS = new Set(['HIT', 'STALE']);

/** A request of a stream: a path to GET, or a method, path, headers and body. */
const asRequest = (item) => (typeof item === 'string' ? { method: 'GET', path: item } : item);

/**
 * Loads `baseUrl` with autocannon (in this process) for `duration` seconds, each request
 * taking the next of `paths` in turn (or the next that `paths(index)` returns, for an endless
 * seeded stream, from index `start`: a path, or `{ method, path, headers, body }` for writes);
 * a short unmeasured warm-up first. A function's stream goes on across the warm-up (a write is
 * never sent twice).
 * Returns `{ rps, p50, p90, p99, requests, non2xx, errors, timeouts, hitRate }` (latencies in
 * ms; `hitRate`: share of measured answers whose `X-Cache` said HIT or STALE, null when no
 * answer carried the header).
 */
export async function load({
  baseUrl,
  paths,
  headers = {},
  pickHeaders,
  start = 0,
  duration = settings.duration,
  warmup = settings.warmup,
  connections = settings.connections,
}) {
  const nextPath = typeof paths === 'function' ? paths : (index) => paths[index % paths.length];
  let next = start;
  const cache = { answers: 0, hits: 0 };
  const run = (seconds, latencies) => {
    const instance = autocannon({
      url: baseUrl,
      connections,
      pipelining: 1,
      duration: seconds,
      timeout: 10,
      headers,
      requests: [
        {
          setupRequest: (request) => {
            const index = next++;
            const { method, path, headers: own, body } = asRequest(nextPath(index));
            const extra = { ...own, ...pickHeaders?.(index) };
            return {
              ...request,
              method,
              path,
              headers: { ...request.headers, ...extra },
              ...(body === undefined ? {} : { body }),
            };
          },
          // Only while measuring: the warm-up's answers do not count towards the hit rate.
          onResponse: latencies
            ? (_status, _body, _context, responseHeaders) => {
                const value = responseHeaders['x-cache'] ?? responseHeaders['X-Cache'];
                if (value === undefined) return;
                cache.answers++;
                if (CACHE_HITS.has(String(value).toUpperCase())) cache.hits++;
              }
            : undefined,
        },
      ],
    });
    // autocannon's own histogram keeps whole milliseconds; keep the exact times instead.
    if (latencies) {
      instance.on('response', (_client, status, _bytes, time) => {
        if (status >= 200 && status < 300) latencies.push(time);
      });
    }
    return instance;
  };
  // Array paths start again from the first after the warm-up: every run measures the same list.
  if (warmup > 0) await run(warmup);
  if (typeof paths !== 'function') next = 0;
  const latencies = [];
  const result = await run(duration, latencies);
  const sorted = Float64Array.from(latencies).sort();
  const percentile = (p) =>
    sorted.length === 0
      ? NaN
      : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return {
    rps: result.requests.average,
    p50: percentile(50),
    p90: percentile(90),
    p99: percentile(99),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    hitRate: cache.answers > 0 ? cache.hits / cache.answers : null,
    bytesPerRequest:
      result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
  };
}

/**
 * Sends the first `count` of `paths` one by one: `{ ok, statuses }`, to tell an endpoint that
 * is not there yet (all 404) from one that answers.
 */
export async function preflight(baseUrl, paths, { headers = {}, count = 10 } = {}) {
  const statuses = {};
  let ok = 0;
  const probes =
    typeof paths === 'function'
      ? Array.from({ length: count }, (_, index) => paths(index))
      : paths.slice(0, count);
  for (const item of probes) {
    const { method, path, headers: own, body } = asRequest(item);
    let status;
    try {
      const response = await fetch(new URL(path, baseUrl), {
        method,
        headers: { ...headers, ...own },
        body,
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      status = response.status;
    } catch (error) {
      status = error.name === 'TimeoutError' ? 'timeout' : 'error';
    }
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (typeof status === 'number' && status >= 200 && status < 300) ok++;
  }
  return { ok, statuses, sent: probes.length };
}
