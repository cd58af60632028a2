import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Database } from '#src/db/database.ts';
import type { QueueAccountMailWithin, SendAccountMail } from '#src/mail/account-mail-jobs.ts';
import type { QueueOrderNotices } from '#src/orders/order-notices.ts';
import type { PaymentContext } from '#src/payments/payments-service.ts';
import type { PushSender } from '#src/push/push-sender.ts';

/** What buildApp hands every feature's routes plugin. */
export interface FeatureDependencies {
  db: Database;
  /** Queues verification and reset mails (never sent while a request waits). */
  accountMail: SendAccountMail;
  /**
   * Queues a mail in a transaction of the API's, so the job commits with the row it is about
   * (the server's pg-boss queue); undefined without one: then queue with `accountMail` after.
   */
  queueMailWithin?: QueueAccountMailWithin | undefined;
  /** Web Push and Firebase sending. */
  push: PushSender;
  /** Days a customer's bearer token works after sign-in (TOKEN_TTL_DAYS). */
  tokenTtlDays: number;
  /** Refunds above this many minor units need a second staff member's approval. */
  refundSecondApprovalAbove: number;
  /** Payment providers and what applying their word needs. */
  payments: PaymentContext;
  /** Queues the shopper's notices of an order's status changes, after the move committed. */
  orderNotices: QueueOrderNotices;
}

/**
 * A feature folder's routes: one Fastify plugin per feature, registered by buildApp under
 * `/api` (behind the public-key check) and typed by its zod schemas. Callback style: adding
 * routes is synchronous, so the plugin just calls `done()` at the end.
 */
export type FeatureRoutes = FastifyPluginCallbackZod<FeatureDependencies>;
