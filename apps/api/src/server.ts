import { buildApp } from '#src/app.ts';
import { forgetCatalog } from '#src/catalog/catalog-changed.ts';
import { startChangeFeed, type ChangeFeed } from '#src/cluster/change-feed.ts';
import { forgetSettings } from '#src/settings/settings-service.ts';
import { startJobs, type Jobs } from '#src/cluster/jobs.ts';
import type { ServerConfig } from '#src/config.ts';
import { openDatabase } from '#src/db/database.ts';
import { createMailer, type MailSettings } from '#src/mail/mailer.ts';
import { createPushSender, type PushSettings } from '#src/push/push-sender.ts';
import { runShutdownHooks } from '#src/observability/shutdown.ts';
import { checkSearchSupport } from '#src/search/search-support.ts';

/**
 * One API server process: opens the database, applies pending migrations (under an advisory
 * lock, so any number of processes may start at once), joins the change feed and the job
 * queue, then listens. Never adds demo data: that is the seed command's. Stops cleanly on
 * SIGINT / SIGTERM.
 */
export async function serve(config: ServerConfig): Promise<void> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    statementTimeoutMs: config.statementTimeoutMs,
    onIdleError: (error) => app.log.warn({ err: error }, 'idle database connection failed'),
  }).catch((error: unknown) => {
    // No logger yet: a plain line, e.g. a PGlite data directory another process holds.
    console.error(
      `the API could not start: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  });
  const mail: MailSettings = {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    supportEmail: config.supportEmail,
    storefrontUrl: config.payments.storefrontUrl,
  };
  const push: PushSettings = {
    vapidPublicKey: config.vapidPublicKey,
    vapidPrivateKey: config.vapidPrivateKey,
    vapidSubject: config.vapidSubject,
    firebaseServiceAccount: config.firebaseServiceAccount,
    endpointHosts: config.pushEndpointHosts,
  };
  const app = buildApp({
    db: database.db,
    publicKeys: config.publicKeys,
    logger: { level: config.logLevel },
    mail,
    // Requests arrive once the server listens, after the job queue has started.
    sendAccountMail: (job) => {
      if (!jobs) throw new Error('the job queue has not started');
      return jobs.sendAccountMail(job);
    },
    // Notices are queued after a move commits, so the queue has started by then.
    orderNotices: (orderId) => {
      if (!jobs) throw new Error('the job queue has not started');
      return jobs.queueOrderNotices(orderId);
    },
    queueAccountMailWithin: (tx, job) => {
      if (!jobs) throw new Error('the job queue has not started');
      return jobs.queueAccountMailWithin(tx, job);
    },
    push,
    responseCache: { seconds: config.responseCacheSeconds },
    tokenTtlDays: config.tokenTtlDays,
    refundSecondApprovalAbove: config.refundSecondApprovalAbove,
    devMailbox: config.devMailbox,
    metrics: { token: config.metricsToken, port: config.metricsPort, host: config.host },
    trustedProxies: config.trustedProxies,
    publicReads: { perMinute: config.publicReadsPerMinute, redisUrl: config.redisUrl },
    loadShedding: { maxEventLoopDelayMs: config.maxEventLoopDelayMs },
    payments: config.payments,
  });
  let changes: ChangeFeed | undefined;
  let jobs: Jobs | undefined;

  let stopping: Promise<never> | undefined;
  /** Closes Fastify, the jobs, then the database, then exits; later calls wait for the first. */
  const stop = (reason: string, code: number): Promise<never> => {
    stopping ??= (async () => {
      app.log.info(`${reason}: stopping`);
      // Never hang on a stuck connection; PGlite has had its chance to close by then.
      setTimeout(() => process.exit(code || 1), 10_000).unref();
      try {
        await app.close(); // stop taking requests and finish the ones in flight…
        await jobs?.stop(); // …let a running job finish…
        await changes?.close();
      } finally {
        await database.close(); // …then close the database (PGlite flushes its data dir)
        await runShutdownHooks();
      }
      process.exit(code);
    })();
    return stopping;
  };

  // `on`, not `once`: Ctrl-C under `tsx watch` delivers SIGINT twice (terminal, then tsx's
  // relay), and a second default SIGINT would kill the process while PGlite is still closing.
  process.on('SIGINT', () => void stop('SIGINT', 0));
  process.on('SIGTERM', () => void stop('SIGTERM', 0));

  try {
    app.log.info(
      database.kind === 'postgres'
        ? 'database: PostgreSQL server (DATABASE_URL)'
        : `database: embedded PGlite in ${config.dataDir}`,
    );
    const applied = await database.migrate();
    if (applied > 0) app.log.info({ migrations: applied }, 'database migrated');
    // Every process queues account mail; RUN_JOBS=false only stops it working the queues.
    jobs = await startJobs({
      handle: database,
      tokenTtlDays: config.tokenTtlDays,
      log: app.log,
      mailer: createMailer(database.db, mail, app.log),
      work: config.runJobs,
      payments: config.payments,
      push: createPushSender(database.db, push, app.log),
    });
    changes = await startChangeFeed({
      handle: database,
      redisUrl: config.redisUrl,
      onChange: (topic) => {
        if (topic === 'settings') {
          forgetSettings(database.db);
          return;
        }
        forgetCatalog(database.db);
        // An offer added or moved by any writer gets its start and end queued (once).
        jobs?.scheduleNextOfferBoundary().catch((error: unknown) => {
          app.log.warn({ err: error }, 'the next offer boundary could not be queued');
        });
      },
      onError: (error) => app.log.warn({ err: error }, 'change feed failed'),
    });
    const search = await checkSearchSupport(database.db).catch((error: unknown) => ({
      warning: `could not check search support: ${String(error)}`,
    }));
    if (search.warning) app.log.warn(search, search.warning);
    await app.listen({ host: config.host, port: config.port }); // logs the URL it serves
  } catch (error) {
    app.log.error({ err: error }, 'the API could not start');
    await stop('start failed', 1);
  }
}
