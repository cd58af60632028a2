import { fileURLToPath } from 'node:url';
import { reporters } from '@shop/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    ...reporters('storefront'),
  },
});
