// `pnpm migrate` (root) or `node dist/migrate-cli.js`: applies the pending migrations to the
// configured database (DATABASE_URL, else the PGlite data directory DATA_DIR) and exits. Safe
// beside running servers and other migrators: it waits on the same advisory lock.
import { readConfig } from '#src/config.ts';
import { openDatabase } from './database.ts';

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const applied = await database.migrate();
  const where = database.kind === 'postgres' ? 'the PostgreSQL server' : config.dataDir;
  console.log(applied > 0 ? `applied ${applied} migrations to ${where}` : `${where} is up to date`);
} finally {
  await database.close();
}
