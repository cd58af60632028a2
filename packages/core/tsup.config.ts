import { defineConfig } from 'tsup';

export default defineConfig({
  entry: [
    'src/api.ts',
    'src/api-client.ts',
    'src/schemas.ts',
    'src/i18n.ts',
    'src/i18n-loader.ts',
    'src/locale.ts',
    'src/activity-types.ts',
    'src/catalog.ts',
    'src/catalog-constants.ts',
    'src/money.ts',
    'src/currency.ts',
    'src/region.ts',
    'src/account.ts',
    'src/customer.ts',
    'src/customer-state.ts',
  ],
  format: ['esm'],
  dts: true,
  // One shared chunk keeps a single RTK Query api slice across the entry points.
  splitting: true,
  sourcemap: true,
  clean: true,
  target: 'es2023',
  // Arabic text as UTF-8, not \uXXXX escapes (three times the bytes, and compresses worse).
  esbuildOptions(options) {
    options.charset = 'utf8';
  },
});
