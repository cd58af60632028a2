import autocannon from 'autocannon';
import { settings } from '#src/env.mjs';

/** Values of the API's `X-Cache` header that mean the answer came from its memory. */
const CACHE_HITS = new Set(['HIT', 'STALE']);

/**
 * Loads `baseUrl` with autocannon (in this process) for `duration` seconds, each request
 * taking the next of `paths` in turn (or the next path `paths()` returns, for an endless
 * seeded stream); a short unmeasured warm-up first.
 * Returns `{ rps, p50, p90, p99, requests, non2xx, errors, timeouts, hitRate }` (latencies in
 * ms; `hitRate`: share of measured answers whose `X-Cache` said HIT or STALE, null when no
 * answer carried the header).
 */
export async function load({
  baseUrl,
  paths,
  headers = {},
  pickHeaders,
  duration = settings.duration,
  warmup = settings.warmup,
  connections = settings.connections,
}) {
  const nextPath = typeof paths === 'function' ? paths : (index) => paths[index % paths.length];
  let next = 0;
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
          method: 'GET',
          setupRequest: (request) => {
            const index = next++;
            const extra = pickHeaders?.(index);
            return {
              ...request,
              path: nextPath(index),
              headers: extra ? { ...request.headers, ...extra } : request.headers,
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
  for (const path of probes) {
    let status;
    try {
      const response = await fetch(new URL(path, baseUrl), {
        headers,
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
