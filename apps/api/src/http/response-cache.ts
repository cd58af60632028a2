import type {
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  onSendHookHandler,
} from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Database } from '#src/db/database.ts';

/** How long an answer is reused by default, and how much memory the answers may take. */
export const DEFAULT_RESPONSE_CACHE_SECONDS = 10;
export const DEFAULT_RESPONSE_CACHE_BYTES = 64 * 1024 * 1024;

/** Headers of a cached answer that are sent again with it. */
const KEPT_HEADERS = ['content-type', 'cache-control', 'etag', 'vary'] as const;

interface CachedAnswer {
  body: string;
  headers: Record<string, string>;
  /** Until when (ms since the epoch) the answer is fresh; after that it is served stale once. */
  freshUntil: number;
}

/**
 * How long past its lifetime an answer may still be served while a fresh one is built in the
 * background: the catalog's own max-age, so no caller gets an answer older than a browser may.
 */
const STALE_SECONDS = 60;

/**
 * Says where a public read came from, so a hit rate can be read from outside: `HIT` (memory),
 * `STALE` (memory, past its lifetime, being rebuilt), `MISS` (built now, then kept) or `BYPASS`
 * (the cache is off).
 */
export const CACHE_HEADER = 'x-cache';

/** Header of the background request that rebuilds a stale answer (it skips the cache). */
export const REFRESH_HEADER = 'x-response-cache-refresh';

export interface ResponseCacheOptions {
  /** How long an answer is served from memory; 0 turns the cache off. */
  seconds: number;
  /** Most bytes of bodies kept (least recently used answers go first). */
  maxBytes?: number;
}

export interface ResponseCache {
  /** onRequest hook: answers a GET from memory when a fresh copy is there. */
  serve: onRequestAsyncHookHandler;
  /** onSend hook: keeps a public 200 answer (after the ETag hook has tagged it). */
  keep: onSendHookHandler;
}

/** A cache and how many times it was cleared (an answer built across a clear is not kept). */
interface Kept {
  answers: LRUCache<string, CachedAnswer>;
  clears: number;
}

const cachesOf = new WeakMap<Database, Set<Kept>>();

/**
 * Forgets every answer kept for this database: called whenever the catalog changes, in this
 * process or (through the change feed) in another, so nothing served is older than the change.
 */
export function clearResponseCaches(db: Database): void {
  for (const kept of cachesOf.get(db) ?? []) {
    kept.answers.clear();
    kept.clears += 1;
  }
}

/**
 * The key of a request: its URL, and, when the answer varied by language, the caller's
 * Accept-Language (only `sort=name` listings do). A `vary` marker under the bare URL says so.
 */
function keyOf(request: FastifyRequest, varies: boolean): string {
  return varies ? `${request.url}\n${request.headers['accept-language'] ?? ''}` : request.url;
}

/**
 * Whether a request may be answered from, or kept in, the shared cache: any GET. Only answers a
 * route marked public are kept, and such a route answers every caller alike (it never reads the
 * customer), so an Authorization header, valid or junk, changes nothing: it must not be a way
 * to push every read to the database.
 */
function isShareable(request: FastifyRequest): boolean {
  return request.method === 'GET';
}

/** A 200 a route marked public: the same answer for every caller. */
function isPublic(reply: FastifyReply): boolean {
  return (
    reply.statusCode === 200 && String(reply.getHeader('cache-control') ?? '').startsWith('public')
  );
}

const VARY_MARKER: CachedAnswer = {
  body: '',
  headers: { vary: 'accept-language' },
  freshUntil: Number.POSITIVE_INFINITY,
};

/**
 * An in-process cache of the catalog's public reads (those a route marked `public` with
 * cachePublicly: the same answer for every caller). The catalog changes rarely and is read
 * constantly, so a popular product, listing or search is built from the database once per
 * lifetime instead of once per request. The ETag stays that of the body, so callers'
 * If-None-Match keep answering 304; browsers already reuse these answers for longer
 * (max-age 60), so the cache adds no staleness that clients do not already accept.
 *
 * Past its lifetime an answer is served once more while the same request runs again in the
 * background (stale-while-revalidate), so popular answers never make a caller wait for the
 * database; an answer nobody asked for within a minute after that is dropped.
 */
export function createResponseCache(db: Database, options: ResponseCacheOptions): ResponseCache {
  const off: ResponseCache = {
    serve: async () => {},
    keep: (request, reply, payload, done) => {
      if (isShareable(request) && isPublic(reply)) void reply.header(CACHE_HEADER, 'BYPASS');
      done(null, payload);
    },
  };
  if (options.seconds <= 0) return off;

  const cache = new LRUCache<string, CachedAnswer>({
    maxSize: options.maxBytes ?? DEFAULT_RESPONSE_CACHE_BYTES,
    sizeCalculation: (answer, key) => answer.body.length * 2 + key.length * 2 + 200,
    ttl: (options.seconds + STALE_SECONDS) * 1000,
    ttlAutopurge: false,
  });
  let caches = cachesOf.get(db);
  if (!caches) {
    caches = new Set();
    cachesOf.set(db, caches);
  }
  const kept: Kept = { answers: cache, clears: 0 };
  caches.add(kept);
  const served = new WeakSet<FastifyRequest>();
  /** The clear count when each request began: one that read before a change is not kept. */
  const begunAt = new WeakMap<FastifyRequest, number>();
  const refreshing = new Set<string>();

  /** Runs the request again through the app (skipping the cache); its answer is kept. */
  const refresh = (request: FastifyRequest) => {
    const key = `${request.url}\n${request.headers['accept-language'] ?? ''}`;
    if (refreshing.has(key)) return;
    refreshing.add(key);
    const headers: Record<string, string> = { [REFRESH_HEADER]: '1' };
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && name !== 'if-none-match') headers[name] = value;
    }
    request.server
      .inject({ method: 'GET', url: request.url, headers })
      .catch((error: unknown) => request.log.warn({ err: error }, 'response cache refresh failed'))
      .finally(() => refreshing.delete(key));
  };

  const lookup = (request: FastifyRequest): CachedAnswer | undefined => {
    const answer = cache.get(keyOf(request, false));
    return answer === VARY_MARKER ? cache.get(keyOf(request, true)) : answer;
  };

  return {
    serve: async (request: FastifyRequest, reply: FastifyReply) => {
      begunAt.set(request, kept.clears);
      if (!isShareable(request) || request.headers[REFRESH_HEADER] !== undefined) return;
      const answer = lookup(request);
      if (!answer) return;
      const stale = answer.freshUntil < Date.now();
      if (stale) refresh(request);
      served.add(request);
      void reply.header(CACHE_HEADER, stale ? 'STALE' : 'HIT');
      // The ETag hook sees the etag header and answers 304 to a matching If-None-Match.
      return reply.headers(answer.headers).send(answer.body);
    },
    keep: (request, reply, payload, done) => {
      if (
        !served.has(request) &&
        isShareable(request) &&
        isPublic(reply) &&
        typeof payload === 'string'
      ) {
        const headers: Record<string, string> = {};
        for (const name of KEPT_HEADERS) {
          const value = reply.getHeader(name);
          if (value !== undefined) headers[name] = String(value);
        }
        void reply.header(CACHE_HEADER, 'MISS');
        // Read before the catalog last changed: serve it, but do not keep it.
        if (begunAt.get(request) === kept.clears) {
          const varies = /accept-language/i.test(headers.vary ?? '');
          if (varies) cache.set(keyOf(request, false), VARY_MARKER);
          cache.set(keyOf(request, varies), {
            body: payload,
            headers,
            freshUntil: Date.now() + options.seconds * 1000,
          });
        }
      }
      done(null, payload);
    },
  };
}
