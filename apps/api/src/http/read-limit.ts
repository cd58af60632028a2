import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createClient } from 'redis';
import type { Database } from '#src/db/database.ts';
import { rateLimitCounters } from '#src/db/schema.ts';
import { ApiHttpError } from '#src/http/api-errors.ts';

/** The public-read limit: generous, per real client (request.ip, which trusts only TRUSTED_PROXIES). */
export interface PublicReadLimitOptions {
  /** GET and HEAD calls under /api one client may make per minute; 0 turns the limit off. */
  perMinute: number;
  /** Count in Redis (one round trip per read) instead of the database. */
  redisUrl?: string | undefined;
  /** How often this process adds its counts to the database's (ms, default 1000). */
  flushMs?: number;
}

const WINDOW_MS = 60_000;
type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/**
 * Counts in the database without a statement per read (catalog reads run at thousands per
 * second): each process adds up its clients' reads in memory and, once a second, adds them to
 * the shared `rate_limit_counters` rows in one statement that answers the totals. A client is
 * seen over the limit by every process within a second; within one process at once.
 */
class DatabaseCounts {
  private readonly pending = new Map<string, number>();
  private readonly totals = new Map<string, { hits: number; resetAt: number }>();
  private readonly timer: NodeJS.Timeout;
  private flushing = false;

  constructor(
    private readonly db: Database,
    flushMs: number,
    private readonly onError: (error: unknown) => void,
  ) {
    this.timer = setInterval(() => void this.flush(), flushMs);
    this.timer.unref();
  }

  incr(key: string, callback: Callback, timeWindow: number): void {
    const now = Date.now();
    let total = this.totals.get(key);
    if (total && total.resetAt <= now) {
      this.totals.delete(key);
      total = undefined;
    }
    const pending = (this.pending.get(key) ?? 0) + 1;
    this.pending.set(key, pending);
    callback(null, {
      current: (total?.hits ?? 0) + pending,
      ttl: total ? total.resetAt - now : timeWindow,
    });
  }

  async flush(): Promise<void> {
    if (this.flushing || this.pending.size === 0) return;
    this.flushing = true;
    const rows = [...this.pending].map(([key, hits]) => ({ key, hits, windowStart: sql`now()` }));
    this.pending.clear();
    try {
      const window = sql`make_interval(secs => ${WINDOW_MS / 1000})`;
      const expired = sql`${rateLimitCounters.windowStart} <= now() - ${window}`;
      const counted = await this.db
        .insert(rateLimitCounters)
        .values(rows)
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            hits: sql`case when ${expired} then excluded.hits else ${rateLimitCounters.hits} + excluded.hits end`,
            windowStart: sql`case when ${expired} then now() else ${rateLimitCounters.windowStart} end`,
          },
        })
        .returning({
          key: rateLimitCounters.key,
          hits: rateLimitCounters.hits,
          ttl: sql<number>`ceil(extract(epoch from ${rateLimitCounters.windowStart} + ${window} - now()) * 1000)::int`,
        });
      const now = Date.now();
      for (const row of counted) {
        this.totals.set(row.key, { hits: row.hits, resetAt: now + Math.max(0, row.ttl) });
      }
      for (const [key, total] of this.totals) if (total.resetAt <= now) this.totals.delete(key);
    } catch (error) {
      // Counts lost to a failed statement only make the limit more lenient.
      this.onError(error);
    } finally {
      this.flushing = false;
    }
  }

  close(): void {
    clearInterval(this.timer);
  }
}

/** Redis: INCR, an expiry set by the window's first read, and the time left, in one round trip. */
class RedisCounts {
  readonly client;

  constructor(url: string, onError: (error: unknown) => void) {
    this.client = createClient({
      url,
      socket: {
        connectTimeout: 5_000,
        reconnectStrategy: (retries) => Math.min(retries * 250, 30_000),
      },
      // A read never waits for a Redis that is away: it goes through uncounted (skipOnError).
      disableOfflineQueue: true,
    });
    this.client.on('error', onError);
  }

  incr(key: string, callback: Callback, timeWindow: number): void {
    this.client
      .multi()
      .incr(key)
      .pExpire(key, timeWindow, 'NX')
      .pTTL(key)
      .exec()
      .then(
        ([current, , ttl]) => callback(null, { current: Number(current), ttl: Number(ttl) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
  }
}

/**
 * Limits public reads (GET and HEAD under /api) per client with @fastify/rate-limit: counted in
 * Redis when REDIS_URL is set, else in the database with per-process batching. Answers 429
 * `rate_limited` with Retry-After. Registered in the /api scope, before the response cache, so
 * answers from memory count too.
 */
export async function limitPublicReads(
  api: FastifyInstance,
  db: Database,
  options: PublicReadLimitOptions,
): Promise<void> {
  if (options.perMinute <= 0) return;
  const onError = (error: unknown) => api.log.warn({ err: error }, 'public read counting failed');
  const counts = options.redisUrl
    ? new RedisCounts(options.redisUrl, onError)
    : new DatabaseCounts(db, options.flushMs ?? 1_000, onError);
  const store: FastifyRateLimitStore = {
    incr: (key, callback, timeWindow) => counts.incr(`read:${key}`, callback, timeWindow),
    child: () => store,
  };
  await api.register(rateLimit, {
    global: false,
    max: options.perMinute,
    timeWindow: WINDOW_MS,
    // A function, not a class: the plugin calls it with `new` and takes the object it returns.
    store: function Store() {
      return store;
    } as unknown as new () => FastifyRateLimitStore,
    skipOnError: true,
    errorResponseBuilder: (_request, context) => {
      const seconds = String(Math.max(1, Math.ceil(context.ttl / 1000)));
      return new ApiHttpError(
        429,
        'rate_limited',
        `Too many requests: try again in ${seconds} s`,
        undefined,
        { 'retry-after': seconds },
      );
    },
  });
  if (counts instanceof RedisCounts) {
    // Like the change feed's Redis connection: the server starts once Redis answers.
    api.addHook('onReady', async () => {
      await counts.client.connect();
    });
    api.addHook('onClose', async () => {
      if (counts.client.isOpen) await counts.client.close();
    });
  } else {
    api.addHook('onClose', (_instance, done) => {
      counts.close();
      done();
    });
  }
  const limit = api.rateLimit();
  api.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method === 'GET' || request.method === 'HEAD')
      await limit.call(api, request, reply);
  });
}
