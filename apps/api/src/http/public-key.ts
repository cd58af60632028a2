import { PUBLIC_KEY_HEADER } from '@shop/core/schemas';
import type { onRequestHookHandler } from 'fastify';
import { ApiHttpError } from './api-errors.ts';

const headerName = PUBLIC_KEY_HEADER.toLowerCase();

/**
 * onRequest hook: the call must carry one of `publicKeys` in the public-key header (spec §7),
 * else it is answered 401 before any route runs. Public keys identify a storefront; they are
 * not secrets, so a plain lookup is enough.
 */
export function requirePublicKey(publicKeys: readonly string[]): onRequestHookHandler {
  const known = new Set(publicKeys);
  return (request, _reply, done) => {
    const key = request.headers[headerName];
    if (typeof key === 'string' && known.has(key)) done();
    else done(new ApiHttpError(401, 'unknown_public_key', 'Unknown or missing public key'));
  };
}
