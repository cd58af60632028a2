import { fileURLToPath } from 'node:url';

// This module sits one folder below the package root, like the bundles in dist/ (see
// tsup.config.ts), so the same relative URL works under tsx, vitest and `node dist/main.js`.

/** The SQL migrations that `pnpm db:generate` writes (committed, applied at start). */
export const migrationsFolder = fileURLToPath(new URL('../drizzle/', import.meta.url));
