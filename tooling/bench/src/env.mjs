// Settings from the environment, each with a default that makes the full benchmark.
// Note: `turbo run bench` (what `pnpm bench` runs) hides undeclared variables from tasks;
// pass them with `pnpm bench --env-mode=loose`, or run `pnpm --filter <app> bench` directly.

export function intFromEnv(name, fallback, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}) {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function benchDatabaseName(raw) {
  if (raw === undefined || raw.trim() === '') return undefined;
  // The harness may drop and rebuild it: only a name that is clearly a benchmark's.
  if (!/^bench_[a-z0-9_]+$/.test(raw)) {
    throw new Error(`BENCH_POSTGRES_DATABASE must match bench_[a-z0-9_]+, got "${raw}"`);
  }
  return raw;
}

export const settings = {
  /** Seconds of load per scenario. */
  duration: intFromEnv('BENCH_DURATION', 10, { min: 1, max: 600 }),
  /** Seconds of unmeasured warm-up load before each scenario. */
  warmup: intFromEnv('BENCH_WARMUP', 2, { min: 0, max: 60 }),
  /** Concurrent connections of the load generator. */
  connections: intFromEnv('BENCH_CONNECTIONS', 10, { min: 1, max: 1000 }),
  /** Products in the benchmark catalog (needs the seed's --products flag). */
  products: intFromEnv('BENCH_PRODUCTS', 100_000, { min: 1, max: 5_000_000 }),
  /** Delete and rebuild the benchmark catalogs even when they exist. */
  rebuild: process.env.BENCH_REBUILD === '1',
  /** Which engines the API benchmark runs on. */
  engines: (process.env.BENCH_ENGINES ?? 'pglite,postgres')
    .split(',')
    .map((engine) => engine.trim())
    .filter(Boolean),
  /**
   * Runs with the API's in-process response cache on (its default) and/or off (every request
   * reaches the database), in that order.
   */
  responseCache: (process.env.BENCH_RESPONSE_CACHE ?? 'on,off')
    .split(',')
    .map((mode) => mode.trim())
    .filter((mode) => mode === 'on' || mode === 'off'),
  /** The PostgreSQL server the benchmark databases are created on (maintenance database). */
  postgresAdminUrl: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  /** The benchmark database's name instead of `bench_catalog_<size>` (must start with `bench_`). */
  postgresDatabase: benchDatabaseName(process.env.BENCH_POSTGRES_DATABASE),
  /** Longest wait (s) before each measurement for the machine to be idle. */
  quietWait: intFromEnv('BENCH_QUIET_WAIT', 60, { min: 0, max: 3600 }),
  /** Longest a catalog build may take before the benchmark gives up on it. */
  seedTimeoutMinutes: intFromEnv('BENCH_SEED_TIMEOUT_MIN', 180, { min: 1, max: 24 * 60 }),
};
