import { defineConfig } from 'tsup';

export default defineConfig({
  // Named entries put both bundles directly in dist/, one level below the package root like
  // src/package-paths.ts, so `new URL('../drizzle/', import.meta.url)` finds the migrations.
  // main.js is boot.ts: it starts tracing (when configured) before main.ts's imports load.
  // The demo data (word lists, 2,300 lines) is imported by seed-cli only: main.js never holds it.
  entry: {
    main: 'src/boot.ts',
    'migrate-cli': 'src/db/migrate-cli.ts',
    'seed-cli': 'src/db/seed-cli.ts',
    // `node dist/staff-cli.js --email … --name … --role …`: staff:create without tsx.
    'staff-cli': 'src/staff/staff-cli.ts',
  },
  format: ['esm'],
  target: 'node24',
  platform: 'node',
  sourcemap: true,
  clean: true,
  // tsup leaves every package.json dependency (and @shop/core) external: node_modules at run time.
});
