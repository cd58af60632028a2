import { createHash } from 'node:crypto';
import type { FastifyReply, onSendHookHandler } from 'fastify';

/** How long browsers and proxies may reuse a catalog answer. */
export const CATALOG_MAX_AGE_SECONDS = 60;

/** Marks a read as cacheable by anyone for `seconds` (the ETag hook then validates it). */
export function cachePublicly(reply: FastifyReply, seconds = CATALOG_MAX_AGE_SECONDS): void {
  reply.header('cache-control', `public, max-age=${seconds}`);
}

/** A hash of the body: the same answer always carries the same tag. */
export function bodyHash(payload: string | Buffer): string {
  return createHash('sha1').update(payload).digest('base64url').slice(0, 27);
}

/** Whether an If-None-Match header names `etag` (weak comparison, RFC 9110 §13.1.2). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/**
 * onSend hook: a successful GET or HEAD that a route marked `public` (see cachePublicly) gets
 * a weak ETag of its body, and a request whose If-None-Match names it gets 304 with no body.
 */
export const validateCachedReads: onSendHookHandler = (request, reply, payload, done) => {
  const cacheControl = String(reply.getHeader('cache-control') ?? '');
  if (
    (request.method !== 'GET' && request.method !== 'HEAD') ||
    reply.statusCode !== 200 ||
    !cacheControl.startsWith('public') ||
    !(typeof payload === 'string' || Buffer.isBuffer(payload))
  ) {
    done(null, payload);
    return;
  }
  const etag = reply.getHeader('etag')
    ? String(reply.getHeader('etag'))
    : `W/"${bodyHash(payload)}"`;
  reply.header('etag', etag);
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
    reply.code(304);
    reply.removeHeader('content-length');
    done(null, '');
    return;
  }
  done(null, payload);
};

/**
 * onSend hook of the shopper's own answers (cart, checkout, orders), refusals included: never
 * kept by a browser, a proxy or the API's response cache (which keeps only answers marked public).
 */
export const neverCached: onSendHookHandler = (_request, reply, payload, done) => {
  void reply.header('cache-control', 'private, no-store');
  done(null, payload);
};
