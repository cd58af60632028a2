import { defineConfig } from 'drizzle-kit';

// `pnpm db:generate` diffs src/db/schema.ts against drizzle/meta and writes the next migration.
// The SQL is committed and applied at start by drizzle's migrator (src/db/database.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
