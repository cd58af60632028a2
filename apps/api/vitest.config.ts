import { reporters } from '@shop/vitest-config';
import { configDefaults, defineConfig } from 'vitest/config';

// The same suite runs on embedded PGlite and, with TEST_DATABASE_URL, on a PostgreSQL server;
// each run writes its own report so `npm test` counts both.
const suite = process.env.TEST_DATABASE_URL ? 'api-postgres' : 'api-pglite';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
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
  },
});
