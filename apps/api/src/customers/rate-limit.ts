import { sql } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { rateLimitCounters } from '#src/db/schema.ts';
import { ApiHttpError } from '#src/http/api-errors.ts';

export interface RateLimit {
  /** Calls allowed per window. */
  max: number;
  windowSeconds: number;
}

/** The account routes' limits, per key (an e-mail, a phone, a customer or an address). */
export const rateLimits = {
  /** Sign-ups from one network address. */
  signUpPerIp: { max: 30, windowSeconds: 3600 },
  /** Sign-ups naming one e-mail, or one phone (each answers 409 once it is registered). */
  signUpPerTarget: { max: 5, windowSeconds: 3600 },
  /** Sign-in attempts on one account (e-mail or phone). */
  signIn: { max: 10, windowSeconds: 900 },
  /** Sign-in attempts from one network address. */
  signInPerIp: { max: 100, windowSeconds: 900 },
  /** Codes tried on one e-mail (verification or password reset). */
  codeTries: { max: 10, windowSeconds: 600 },
  /** Mails sent to one address (resend, forgot password). */
  mails: { max: 5, windowSeconds: 3600 },
  /** Current-password checks of one customer. */
  passwordChecks: { max: 10, windowSeconds: 900 },
} satisfies Record<string, RateLimit>;

/**
 * Counts a call under `key` (a fixed window, one conditional statement, so it holds across
 * processes and on both engines) and answers 429 `rate_limited` with `Retry-After` (seconds)
 * once the window's calls exceed `max`.
 */
export async function hitRateLimit(db: Database, key: string, limit: RateLimit): Promise<void> {
  const window = sql`make_interval(secs => ${limit.windowSeconds})`;
  const expired = sql`${rateLimitCounters.windowStart} <= now() - ${window}`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimitCounters.windowStart} end`,
      },
    })
    .returning({
      hits: rateLimitCounters.hits,
      retryAfter: sql<number>`ceil(extract(epoch from ${rateLimitCounters.windowStart} + ${window} - now()))::int`,
    });
  if (row && row.hits > limit.max) {
    const retryAfter = String(Math.max(1, row.retryAfter));
    throw new ApiHttpError(
      429,
      'rate_limited',
      `Too many attempts: try again in ${retryAfter} s`,
      undefined,
      { 'retry-after': retryAfter },
    );
  }
}
