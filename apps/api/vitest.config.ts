import { reporters } from '@shop/vitest-config';
import { configDefaults, defineConfig } from 'vitest/config';

// The same suite runs on embedded PGlite and, with TEST_DATABASE_URL, on a PostgreSQL server;
// each run writes its own report so `npm test` counts both.
const suite = process.env.TEST_DATABASE_URL ? 'api-postgres' : 'api-pglite';

/**
 * Files that must load the app's modules in a fresh module graph: tracing instruments modules
 * as they load (http, fastify, pg), and what it patched would stay patched for later files; the
 * metrics registry is one per process by design, and would still hold the gauges of earlier
 * files' apps, whose databases are closed.
 */
const ownModules = ['src/observability/tracing.test.ts', 'src/observability/metrics.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    // Several API processes need a PostgreSQL server (embedded PGlite is one process by design)
    // and the Redis feed a Redis server: npm test passes their URLs when they answer.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_DATABASE_URL ? [] : ['src/**/*.pg.test.ts']),
      ...(process.env.TEST_REDIS_URL ? [] : ['src/**/*.redis.test.ts']),
    ],
    // Builds the database templates every test file copies (src/test/test-templates.ts).
    globalSetup: ['src/test/global-setup.ts'],
    // PGlite's cold start takes 6-7 s on two cores (TOOLCHAIN.md).
    hookTimeout: 60_000,
    testTimeout: 60_000,
    ...reporters(suite),
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/**/*.test.ts'],
          exclude: ownModules,
          // Each file has its own database and app (useTestDatabase, buildTestApp); the app's
          // modules are loaded once per worker instead of once per file, which halves the
          // suite's time (591 → 268 s on two cores). No file mocks modules or the clock.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'api-own-modules', include: ownModules } },
    ],
  },
});
