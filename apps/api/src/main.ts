// The API server: `node dist/main.js` (or `pnpm dev`). Configuration comes from the environment;
// see readConfig and the README.
import { PRUNE_INTERVAL_MS, pruneAccountData } from '#src/accounts/prune.ts';
import { buildApp } from '#src/app.ts';
import { readConfig } from '#src/config.ts';
import { openDatabase } from '#src/db/database.ts';
import { seedDemoCatalog } from '#src/db/demo/seed-catalog.ts';
import { seedDemoData } from '#src/db/seed.ts';
import { checkSearchSupport } from '#src/search/search-support.ts';

const config = readConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  onIdleError: (error) => app.log.warn({ err: error }, 'idle database connection failed'),
}).catch((error: unknown) => {
  // No logger yet: a plain line, e.g. a PGlite data directory another process holds.
  console.error(
    `the API could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
const app = buildApp({
  db: database.db,
  publicKeys: config.publicKeys,
  logger: { level: config.logLevel },
  mail: { smtpUrl: config.smtpUrl, from: config.mailFrom },
  push: {
    vapidPublicKey: config.vapidPublicKey,
    vapidPrivateKey: config.vapidPrivateKey,
    vapidSubject: config.vapidSubject,
    firebaseServiceAccount: config.firebaseServiceAccount,
  },
  responseCache: { seconds: config.responseCacheSeconds },
  tokenTtlDays: config.tokenTtlDays,
  metrics: { token: config.metricsToken, port: config.metricsPort, host: config.host },
});

// Hourly, delete spent codes, revoked or expired tokens and finished rate-limit windows.
// unref'd: it never keeps the process alive on its own.
const pruning = setInterval(() => {
  pruneAccountData(database.db, config.tokenTtlDays).then(
    (pruned) => app.log.debug(pruned, 'account data pruned'),
    (error: unknown) => app.log.warn({ err: error }, 'account data could not be pruned'),
  );
}, PRUNE_INTERVAL_MS).unref();

let stopping: Promise<never> | undefined;
/** Closes Fastify, then the database, then exits; later calls wait for the first one. */
function stop(reason: string, code: number): Promise<never> {
  stopping ??= (async () => {
    app.log.info(`${reason}: stopping`);
    clearInterval(pruning);
    // Never hang on a stuck connection; PGlite has had its chance to close by then.
    setTimeout(() => process.exit(code || 1), 10_000).unref();
    try {
      await app.close(); // stop taking requests and finish the ones in flight…
    } finally {
      await database.close(); // …then close the database (PGlite flushes its data dir)
    }
    process.exit(code);
  })();
  return stopping;
}

// `on`, not `once`: Ctrl-C under `tsx watch` delivers SIGINT twice (terminal, then tsx's relay),
// and a second default SIGINT would kill the process while PGlite is still closing.
process.on('SIGINT', () => void stop('SIGINT', 0));
process.on('SIGTERM', () => void stop('SIGTERM', 0));

try {
  app.log.info(
    database.kind === 'postgres'
      ? 'database: PostgreSQL server (DATABASE_URL)'
      : `database: embedded PGlite in ${config.dataDir}`,
  );
  await database.migrate();
  const started = performance.now();
  const seeded = await seedDemoData(database.db);
  const catalog = await seedDemoCatalog(database.db);
  if (seeded.activityTypes > 0 || catalog.products > 0) {
    const seconds = Math.round(performance.now() - started) / 1000;
    app.log.info({ ...seeded, ...catalog, seconds }, 'empty database: demo data inserted');
  }
  const search = await checkSearchSupport(database.db).catch((error: unknown) => ({
    warning: `could not check search support: ${String(error)}`,
  }));
  if (search.warning) app.log.warn(search, search.warning);
  await app.listen({ host: config.host, port: config.port }); // logs the URL it serves
} catch (error) {
  app.log.error({ err: error }, 'the API could not start');
  await stop('start failed', 1);
}
