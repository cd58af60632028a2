import autocannon from 'autocannon';
import { settings } from './env.mjs';

/**
 * Loads `baseUrl` with autocannon (in this process) for `duration` seconds, each request
 * taking the next of `paths` in turn; a short unmeasured warm-up first.
 * Returns `{ rps, p50, p90, p99, requests, non2xx, errors, timeouts }` (latencies in ms).
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
  const run = (seconds, latencies) => {
    let next = 0;
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
            const index = next++ % paths.length;
            const extra = pickHeaders?.(index);
            return {
              ...request,
              path: paths[index],
              headers: extra ? { ...request.headers, ...extra } : request.headers,
            };
          },
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
  if (warmup > 0) await run(warmup);
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
  for (const path of paths.slice(0, count)) {
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
  return { ok, statuses, sent: Math.min(count, paths.length) };
}
