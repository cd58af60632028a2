// `pnpm --filter @shop/api seed`: migrates and fills an empty database with the demo data,
// using the same DATABASE_URL / DATA_DIR as the server (stop a PGlite server first: its data
// directory takes one process at a time).
import { readConfig } from '#src/config.ts';
import { openDatabase } from './database.ts';
import { seedDemoData } from './seed.ts';

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const seeded = await seedDemoData(database.db);
  const where = database.kind === 'postgres' ? 'the PostgreSQL server' : config.dataDir;
  console.log(
    seeded.activityTypes > 0
      ? `seeded ${where}: ${seeded.activityTypes} activity types`
      : `${where} already has data: nothing seeded`,
  );
} finally {
  await database.close();
}
