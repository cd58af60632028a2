import { defineConfig } from 'tsup';

export default defineConfig({
  entry: [
    'src/api.ts',
    'src/schemas.ts',
    'src/i18n.ts',
    'src/locale.ts',
    'src/activity-types.ts',
    'src/catalog.ts',
    'src/money.ts',
    'src/currency.ts',
    'src/region.ts',
    'src/account.ts',
    'src/customer.ts',
  ],
  format: ['esm'],
  dts: true,
  // One shared chunk keeps a single RTK Query api slice across the entry points.
  splitting: true,
  sourcemap: true,
  clean: true,
  target: 'es2023',
});
