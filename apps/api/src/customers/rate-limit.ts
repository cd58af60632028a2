import { eq, sql } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { rateLimitCounters } from '#src/db/schema.ts';
import { ApiHttpError } from '#src/http/api-errors.ts';

export interface RateLimit {
  /** Calls allowed per window. */
  max: number;
  windowSeconds: number;
}

/**
 * The account routes' limits, per key: a real client's address (request.ip, see TRUSTED_PROXIES),
 * an account (e-mail or phone), or both. What one client does to an account costs only that
 * client: an attacker's address runs out, the owner's does not (the per-account ceilings sit
 * above what one client can reach).
 */
export const rateLimits = {
  /** Sign-ups from one client. */
  signUpPerIp: { max: 30, windowSeconds: 3600 },
  /** Sign-ups naming one e-mail, or one phone (each answers 409 once it is registered). */
  signUpPerTarget: { max: 5, windowSeconds: 3600 },
  /**
   * Sign-in attempts on one account from all clients together; one client is held far below it
   * by {@link signInDelays}, so only many addresses at once reach it (the owner then signs in
   * with an e-mailed reset code).
   */
  signInPerAccount: { max: 100, windowSeconds: 900 },
  /** Sign-in attempts from one client, whichever accounts. */
  signInPerIp: { max: 100, windowSeconds: 900 },
  /** Codes tried on one e-mail from one client (verification or password reset). */
  codeTriesPerClient: { max: 10, windowSeconds: 600 },
  /** Codes tried on one e-mail from all clients (each code dies after 5 wrong tries anyway). */
  codeTries: { max: 50, windowSeconds: 600 },
  /** Mails to one address asked for by one client (resend, forgot password). */
  mailsPerClient: { max: 5, windowSeconds: 3600 },
  /** Mails sent to one address, whoever asks. */
  mails: { max: 10, windowSeconds: 3600 },
  /** Current-password checks of one customer. */
  passwordChecks: { max: 10, windowSeconds: 900 },
} satisfies Record<string, RateLimit>;

/**
 * Sign-in attempts on one account from one client: the first few are free, then each waits
 * twice as long as the one before (1 s, 2 s, 4 s … at most 15 minutes). A success clears them.
 */
export const signInDelays = { freeAttempts: 5, longestSeconds: 900 };

/**
 * Counts a call under `key` (a fixed window, one conditional statement, so it holds across
 * processes and on both engines) and answers 429 `rate_limited` with `Retry-After` (seconds)
 * once the window's calls exceed `max`.
 */
export async function hitRateLimit(db: Database, key: string, limit: RateLimit): Promise<void> {
  await hitRateLimits(db, [[key, limit]]);
}

/**
 * Counts a call under each key with its limit (e.g. the account's and the client's) in one
 * statement, and answers 429 `rate_limited` (with the longest wait) when any is past its `max`.
 * The limits must share their window. Every key is counted, even one whose sibling is already
 * past: so only for keys of one caller (a signed-in account and its client), never where it would
 * let one client use up an account's limit (the account routes count their keys in turn). The statement's commit does not wait for the disk
 * (`synchronous_commit = off` for its own transaction): a server crash may forget the last
 * fraction of a second of counts, which only makes a limit more lenient for that moment.
 */
export async function hitRateLimits(
  db: Database,
  counted: readonly (readonly [key: string, limit: RateLimit])[],
): Promise<void> {
  const windowSeconds = counted[0]?.[1].windowSeconds;
  if (counted.some(([, limit]) => limit.windowSeconds !== windowSeconds)) {
    throw new Error('hitRateLimits: the limits of one statement share their window');
  }
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const expired = sql`${rateLimitCounters.windowStart} <= now() - ${window}`;
  const rows = await db
    .insert(rateLimitCounters)
    .values(counted.map(([key]) => ({ key, windowStart: sql`now()`, hits: asyncCommitOne })))
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimitCounters.windowStart} end`,
      },
    })
    .returning({
      key: rateLimitCounters.key,
      hits: rateLimitCounters.hits,
      retryAfter: sql<number>`ceil(extract(epoch from ${rateLimitCounters.windowStart} + ${window} - now()))::int`,
    });
  const maxOf = new Map(counted.map(([key, limit]) => [key, limit.max]));
  const over = rows.filter((row) => row.hits > (maxOf.get(row.key) ?? Infinity));
  if (over.length > 0) throw tooManyAttempts(Math.max(...over.map((row) => row.retryAfter)));
}

/**
 * The number 1, computed by turning off the wait for the disk at this statement's commit (a
 * setting local to its transaction): one statement, no round trip of its own.
 */
const asyncCommitOne = sql<number>`(select 1 from (select set_config('synchronous_commit', 'off', true)) as async_commit)`;

/**
 * Gives back one call counted under `key` (a call that turned out not to be the kind the limit
 * is about, e.g. a coupon check that found a valid coupon). Never below 0.
 */
export async function takeBackHit(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
    .where(eq(rateLimitCounters.key, key));
}

/**
 * Takes one sign-in attempt of `key` (account + client), or answers 429 `rate_limited` with the
 * seconds left when the last attempt was too recent for the count so far. One conditional
 * statement: an attempt is counted (and its time kept) only when it is allowed, so a burst of
 * parallel tries gets no more through than a patient one.
 */
export async function takeSignInAttempt(db: Database, key: string): Promise<void> {
  const { freeAttempts, longestSeconds } = signInDelays;
  const hits = rateLimitCounters.hits;
  const delay = sql`case when ${hits} < ${freeAttempts} then 0 else least(power(2, ${hits} - ${freeAttempts}), ${longestSeconds}) end`;
  const allowed = sql`${rateLimitCounters.windowStart} + make_interval(secs => ${delay}) <= now()`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${allowed} then ${hits} + 1 else ${hits} end`,
        windowStart: sql`case when ${allowed} then now() else ${rateLimitCounters.windowStart} end`,
      },
    })
    .returning({
      // Taken now: the row carries this statement's time (now() is the transaction's).
      taken: sql<boolean>`${rateLimitCounters.windowStart} = now()`,
      retryAfter: sql<number>`ceil(extract(epoch from ${rateLimitCounters.windowStart} + make_interval(secs => ${delay}) - now()))::int`,
    });
  if (row && !row.taken) throw tooManyAttempts(row.retryAfter);
}

/** Forgets the attempts of `key` after a successful sign-in. */
export async function clearSignInAttempts(db: Database, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/** 429 `rate_limited`, saying in `Retry-After` how many seconds are left (at least 1). */
function tooManyAttempts(secondsLeft: number): ApiHttpError {
  const retryAfter = String(Math.max(1, secondsLeft));
  return new ApiHttpError(
    429,
    'rate_limited',
    `Too many attempts: try again in ${retryAfter} s`,
    undefined,
    { 'retry-after': retryAfter },
  );
}
