import { sql, type SQL } from 'drizzle-orm';
import { PgBoss, fromDrizzle, fromPglite } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { removeUnusedUploads } from '#src/cart/cart-uploads-store.ts';
import { deleteStaleGuestCarts } from '#src/cart/cart-cleanup.ts';
import { ensureDeliverySlots } from '#src/checkout/delivery-slots.ts';
import { pruneCustomerData } from '#src/customers/prune.ts';
import { removeUnattachedDocuments } from '#src/sellers/seller-applications-service.ts';
import type { DatabaseHandle } from '#src/db/database.ts';
import {
  deliverAccountMail,
  type AccountMailJob,
  type QueueAccountMailWithin,
  type SendAccountMail,
} from '#src/mail/account-mail-jobs.ts';
import type { Mailer } from '#src/mail/mailer.ts';
import {
  deliverDueOrderNotices,
  deliverOrderNotices,
  type OrderNoticeContext,
  type QueueOrderNotices,
} from '#src/orders/order-notices.ts';
import type { PushSender } from '#src/push/push-sender.ts';
import {
  createPaymentProviders,
  DEFAULT_STOREFRONT_URL,
  type PaymentSettings,
} from '#src/payments/payment-providers.ts';
import { reconcilePayments, type PaymentContext } from '#src/payments/payments-service.ts';
import { expirePoints } from '#src/ledgers/points-expiry.ts';
import { payDueRefunds } from '#src/refunds/refunds-service.ts';
import { jobFailures, observeJobQueues } from '#src/observability/metrics.ts';
import { nextOfferBoundary, refreshOfferPrices } from '#src/products/offer-prices.ts';

/**
 * Scheduled work, run once per interval across every API process through pg-boss, a job queue
 * kept in the store's own PostgreSQL (schema `pgboss`; see CONTRIBUTING.md for why pg-boss):
 * each run is a job row that exactly one process takes (SKIP LOCKED), and cron schedules are
 * turned into jobs by one process at a time.
 */
export const jobQueues = {
  /** Prices follow offers: at every offer start and end, and every minute as a safety net. */
  offerPrices: 'offer-prices',
  /** Spent codes, ended tokens and finished rate-limit windows, hourly. */
  pruneCustomerData: 'prune-customer-data',
  /** Verification and password-reset mails, queued by the account routes (never sent inline). */
  accountMail: 'account-mail',
  /** Customization files no cart line names, a day after they were uploaded, hourly. */
  cleanCartUploads: 'clean-cart-uploads',
  /** Guest carts untouched for 30 days (their lines and uploads with them), hourly. */
  cartCleanup: 'cart-cleanup',
  /** Every brand keeps SLOT_DAYS days of delivery slots ahead, hourly. */
  deliverySlots: 'delivery-slots',
  /** Open payment attempts asked at their provider, unpaid orders past due failed, every minute. */
  payments: 'payments-reconcile',
  /** The shopper's notices of an order's status change, queued after the move commits. */
  orderNotices: 'order-notices',
  /** Notices no job took (a process stopped before queueing one), every minute. */
  orderNoticesSweep: 'order-notices-sweep',
  /** Approved refunds to an original payment tried at their provider when due, every minute. */
  refunds: 'refunds-pay',
  /** Points left of credits past their expiry debited (oldest spent first), hourly. */
  pointsExpiry: 'points-expiry',
} as const;

export type JobQueue = (typeof jobQueues)[keyof typeof jobQueues];

export interface JobsOptions {
  handle: DatabaseHandle;
  tokenTtlDays: number;
  log: Pick<FastifyBaseLogger, 'debug' | 'warn'>;
  /** Sends the queued account mails. */
  mailer: Mailer;
  /** Work the queues here (RUN_JOBS, default true); `false` only queues jobs for others. */
  work?: boolean;
  /** The payment providers the reconciliation asks (the same settings as the app's). */
  payments?: PaymentSettings;
  /** Sends the order status pushes (the app's sender); without it no push goes out. */
  push?: PushSender;
}

export interface Jobs {
  boss: PgBoss;
  /** Queues the offer-price refresh for the next moment an offer starts or ends (if any). */
  scheduleNextOfferBoundary(): Promise<void>;
  /** Queues an account mail (a job row: it survives this process and is retried). */
  sendAccountMail: SendAccountMail;
  /** Queues the notices of an order's status change (never throws: the sweep makes up). */
  queueOrderNotices: QueueOrderNotices;
  /** Queues an account mail in a transaction of the API's: the job row commits with it. */
  queueAccountMailWithin: QueueAccountMailWithin;
  stop(): Promise<void>;
}

/** What a statement answers on either engine (node-postgres and PGlite both give `rows`). */
type Rows = { rows: unknown[] };

/** How often an idle worker looks for due jobs: an offer's price applies within about this. */
const POLLING_SECONDS = 1;

/**
 * Starts the queue in this process: creates its schema and queues (idempotent, under the
 * database's set-up lock), registers the schedules and works the jobs. Every process may call it;
 * each job still runs once. Queues use the `exclusive` policy: one job per key waiting or
 * running, so N processes queueing the same offer boundary make one job.
 */
export async function startJobs({
  handle,
  tokenTtlDays,
  log,
  mailer,
  work = true,
  payments = {},
  push,
}: JobsOptions): Promise<Jobs> {
  const { pool, pglite } = handle;
  // A process that only queues jobs leaves maintenance and cron to the ones that work them.
  const roles = { supervise: work, schedule: work };
  // The queue shares the API's connections: its statements are few and short.
  const boss = pglite
    ? new PgBoss({ db: fromPglite(pglite), backend: 'pglite', ...roles })
    : new PgBoss({ db: { executeSql: (text, values) => pool!.query(text, values) }, ...roles });
  boss.on('error', (error) => log.warn({ err: error }, 'job queue error'));
  // pg-boss creates its schema with no lock of its own: processes starting together take turns.
  await handle.whileSettingUp(async () => {
    await boss.start();
    await boss.createQueue(jobQueues.offerPrices, {
      policy: 'exclusive',
      retryLimit: 3,
      expireInSeconds: 120,
    });
    await boss.createQueue(jobQueues.pruneCustomerData, {
      policy: 'exclusive',
      retryLimit: 3,
      expireInSeconds: 900,
    });
    await boss.createQueue(jobQueues.cleanCartUploads, {
      policy: 'exclusive',
      retryLimit: 3,
      expireInSeconds: 900,
    });
    await boss.createQueue(jobQueues.cartCleanup, {
      policy: 'exclusive',
      retryLimit: 3,
      expireInSeconds: 900,
    });
    await boss.createQueue(jobQueues.deliverySlots, {
      policy: 'exclusive',
      retryLimit: 3,
      expireInSeconds: 300,
    });
    await boss.createQueue(jobQueues.payments, {
      policy: 'exclusive',
      retryLimit: 1,
      expireInSeconds: 120,
    });
    // Retries send nothing twice: each notice is claimed before it goes (order-notices.ts).
    await boss.createQueue(jobQueues.orderNotices, { retryLimit: 3, expireInSeconds: 120 });
    await boss.createQueue(jobQueues.orderNoticesSweep, {
      policy: 'exclusive',
      retryLimit: 1,
      expireInSeconds: 300,
    });
    await boss.createQueue(jobQueues.refunds, {
      policy: 'exclusive',
      retryLimit: 1,
      expireInSeconds: 300,
    });
    await boss.createQueue(jobQueues.pointsExpiry, {
      policy: 'exclusive',
      retryLimit: 3,
      expireInSeconds: 900,
    });
    await boss.createQueue(jobQueues.accountMail, {
      retryLimit: 3,
      expireInSeconds: 120,
      // A code lives 10 minutes: a mail not sent by then is of no use.
      retentionSeconds: 600,
    });
    if (work) {
      await boss.schedule(jobQueues.offerPrices, '* * * * *');
      await boss.schedule(jobQueues.pruneCustomerData, '17 * * * *');
      await boss.schedule(jobQueues.cleanCartUploads, '43 * * * *');
      await boss.schedule(jobQueues.cartCleanup, '41 * * * *');
      await boss.schedule(jobQueues.deliverySlots, '5 * * * *');
      await boss.schedule(jobQueues.payments, '* * * * *');
      await boss.schedule(jobQueues.orderNoticesSweep, '* * * * *');
      await boss.schedule(jobQueues.refunds, '* * * * *');
      await boss.schedule(jobQueues.pointsExpiry, '29 * * * *');
    }
  });

  const { db } = handle;
  const scheduleNextOfferBoundary = async () => {
    const boundary = await nextOfferBoundary(db);
    if (boundary === undefined) return;
    // A millisecond late: the database keeps microseconds and a Date drops them, so the job
    // must not start before the moment it is for.
    const at = new Date(boundary + 1);
    // The key makes the boundary one job however many processes queue it.
    await boss.send(jobQueues.offerPrices, null, {
      startAfter: at,
      singletonKey: `at:${at.toISOString()}`,
    });
  };

  /** A job's work, counted in `job_failures_total` when it throws (pg-boss then retries it). */
  const counted =
    <T>(queue: JobQueue, work: () => Promise<T>) =>
    async (): Promise<T> => {
      try {
        return await work();
      } catch (error) {
        jobFailures.inc({ queue });
        log.warn({ err: error, queue }, 'job failed');
        throw error;
      }
    };
  const sendAccountMail: SendAccountMail = async (job) => {
    await boss.send(jobQueues.accountMail, job);
  };
  const queueOrderNotices: QueueOrderNotices = async (orderId) => {
    try {
      await boss.send(jobQueues.orderNotices, { orderId });
    } catch (error) {
      // The move has committed: its notice waits for the sweep rather than failing the answer.
      log.warn({ err: error, orderId }, 'order notices could not be queued');
    }
  };
  // pg-boss writes the job through the transaction (never the outer connection, which on PGlite
  // would wait for the transaction to end). The queue's row is cached since createQueue.
  const queueAccountMailWithin: QueueAccountMailWithin = async (tx, job) => {
    const statements = { execute: async (query: SQL) => (await tx.execute(query)) as Rows };
    await boss.send(jobQueues.accountMail, job, { db: fromDrizzle(statements, sql) });
  };
  const stop = () => boss.stop({ graceful: true, timeout: 5_000 });
  const queueing = {
    boss,
    scheduleNextOfferBoundary,
    sendAccountMail,
    queueOrderNotices,
    queueAccountMailWithin,
  };
  if (!work) return { ...queueing, stop };

  await boss.work(
    jobQueues.offerPrices,
    { pollingIntervalSeconds: POLLING_SECONDS },
    counted(jobQueues.offerPrices, async () => {
      const updated = await refreshOfferPrices(db);
      await scheduleNextOfferBoundary();
      log.debug({ updated }, 'offer prices refreshed');
      return { updated };
    }),
  );
  await boss.work(
    jobQueues.pruneCustomerData,
    counted(jobQueues.pruneCustomerData, async () => {
      const pruned = await pruneCustomerData(db, tokenTtlDays);
      log.debug(pruned, 'customer data pruned');
      return pruned;
    }),
  );
  await boss.work(
    jobQueues.cleanCartUploads,
    counted(jobQueues.cleanCartUploads, async () => {
      const removed = await removeUnusedUploads(db);
      // Seller applicants' documents no application took are files of the same kind.
      const sellerDocuments = await removeUnattachedDocuments(db);
      log.debug({ removed, sellerDocuments }, 'unused cart uploads and seller documents removed');
      return { removed, sellerDocuments };
    }),
  );
  await boss.work(
    jobQueues.cartCleanup,
    counted(jobQueues.cartCleanup, async () => {
      const carts = await deleteStaleGuestCarts(db);
      log.debug({ carts }, 'stale guest carts deleted');
      return { carts };
    }),
  );
  await boss.work(
    jobQueues.deliverySlots,
    counted(jobQueues.deliverySlots, async () => {
      const added = await ensureDeliverySlots(db);
      log.debug({ added }, 'delivery slots added');
      return { added };
    }),
  );
  const paymentContext: PaymentContext = {
    db,
    providers: createPaymentProviders(db, payments),
    storefrontUrl: payments.storefrontUrl ?? DEFAULT_STOREFRONT_URL,
    sendMail: sendAccountMail,
    log: {
      info: (o, m) => log.debug(o, m),
      warn: (o, m) => log.warn(o, m),
      error: (o, m) => log.warn(o, m),
    },
  };
  await boss.work(
    jobQueues.payments,
    counted(jobQueues.payments, async () => {
      const done = await reconcilePayments(paymentContext);
      log.debug(done, 'payments reconciled');
      // Orders failed for want of payment: their shoppers are told now, not at the next sweep.
      if (done.expired > 0) await boss.send(jobQueues.orderNoticesSweep, {});
      return done;
    }),
  );
  const notices: OrderNoticeContext = {
    db,
    mailer,
    // Without a sender (a tool that starts jobs alone) pushes are skipped, never failed.
    push: push ?? {
      vapidPublicKey: () => Promise.reject(new Error('no push sender')),
      allows: () => false,
      send: () => Promise.resolve('skipped'),
    },
    storefrontUrl: payments.storefrontUrl ?? DEFAULT_STOREFRONT_URL,
    log,
  };
  await boss.work<{ orderId: number }>(
    jobQueues.orderNotices,
    { pollingIntervalSeconds: POLLING_SECONDS / 2 },
    async ([job]) => {
      if (job) {
        const { orderId } = job.data;
        await counted(jobQueues.orderNotices, () => deliverOrderNotices(notices, orderId))();
      }
    },
  );
  await boss.work(
    jobQueues.orderNoticesSweep,
    counted(jobQueues.orderNoticesSweep, async () => {
      const sent = await deliverDueOrderNotices(notices);
      log.debug({ sent }, 'order notices swept');
      return { sent };
    }),
  );
  await boss.work(
    jobQueues.refunds,
    counted(jobQueues.refunds, async () => {
      const tried = await payDueRefunds(paymentContext);
      log.debug({ tried }, 'due refunds tried');
      return { tried };
    }),
  );
  await boss.work(
    jobQueues.pointsExpiry,
    counted(jobQueues.pointsExpiry, async () => {
      const expired = await expirePoints(db);
      log.debug(expired, 'points expired');
      return expired;
    }),
  );
  await boss.work<AccountMailJob>(
    jobQueues.accountMail,
    { pollingIntervalSeconds: POLLING_SECONDS / 2 },
    async ([job]) => {
      if (job)
        await counted(jobQueues.accountMail, () => deliverAccountMail(db, mailer, job.data))();
    },
  );
  // Read at each scrape of /metrics: jobs waiting (ready or deferred) per queue, counted now
  // (pg-boss's own queue counts are refreshed by its monitor, a minute or so behind).
  observeJobQueues(async () => {
    const result: unknown = await db.execute(sql`
      select name, count(*)::int as waiting from pgboss.job
      where state in ('created', 'retry') group by name`);
    const waiting = new Map(
      (result as { rows: { name: string; waiting: number }[] }).rows.map((row) => [
        row.name,
        row.waiting,
      ]),
    );
    return Object.fromEntries(
      Object.values(jobQueues).map((queue) => [queue, waiting.get(queue) ?? 0]),
    );
  });
  // Prices may have gone stale while no process ran: refresh now (once, whoever asks first).
  await boss.send(jobQueues.offerPrices, null, { singletonKey: 'start' });
  // A database that has just been migrated (or stood still) gets its slots now, not at :05.
  await boss.send(jobQueues.deliverySlots, null, { singletonKey: 'start' });

  return { ...queueing, stop };
}
