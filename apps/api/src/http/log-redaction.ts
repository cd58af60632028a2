import type { FastifyServerOptions } from 'fastify';

/**
 * What the log never shows (pino `redact` paths): credentials in request headers, secrets in
 * any logged object one or two levels down, and the parameters of a failed statement (drizzle's
 * query errors carry them: a password hash, a token's digest, a code's HMAC).
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  // A guest's cart id is the only key to their basket and files.
  'req.headers["x-cart-id"]',
  'res.headers["set-cookie"]',
  'err.params',
  'err.cause.params',
  ...[
    'password',
    'passwordHash',
    // Digests of seller, staff and customer tokens (seller_tokens, …).
    'tokenHash',
    'currentPassword',
    'newPassword',
    'token',
    'code',
    'codeHash',
    'cartId',
  ].flatMap((key) => [`*.${key}`, `*.*.${key}`]),
];

/** Fastify's logger setting with the redaction added (`false` stays off). */
export function withRedaction(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (logger === false || logger === undefined) return false;
  const options = logger === true ? {} : logger;
  return { ...options, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
}
