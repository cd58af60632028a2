import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Database } from '#src/db/database.ts';
import type { Mailer } from '#src/mail/mailer.ts';
import type { PushSender } from '#src/push/push-sender.ts';

/** What buildApp hands every feature's routes plugin. */
export interface FeatureDependencies {
  db: Database;
  /** Account mail (verification and reset codes). */
  mailer: Mailer;
  /** Web Push and Firebase sending. */
  push: PushSender;
  /** Days a customer's bearer token works after sign-in (TOKEN_TTL_DAYS). */
  tokenTtlDays: number;
}

/**
 * A feature folder's routes: one Fastify plugin per feature, registered by buildApp under
 * `/api` (behind the public-key check) and typed by its zod schemas. Callback style: adding
 * routes is synchronous, so the plugin just calls `done()` at the end.
 */
export type FeatureRoutes = FastifyPluginCallbackZod<FeatureDependencies>;
