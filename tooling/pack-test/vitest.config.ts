import { reporters } from '@shop/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 240_000,
    hookTimeout: 240_000,
    ...reporters('pack-test'),
  },
});
