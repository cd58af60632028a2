import { reporters } from '@shop/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { environment: 'node', ...reporters('bench') },
});
