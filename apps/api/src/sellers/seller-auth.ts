import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type {
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { hitRateLimits, type RateLimit } from '#src/customers/rate-limit.ts';
import {
  bearerToken,
  DEFAULT_TOKEN_TTL_DAYS,
  hashToken,
  liveTokenParams,
} from '#src/customers/tokens.ts';
import type { Database } from '#src/db/database.ts';
import { sellers, sellerTokens } from '#src/db/schema.ts';
import { ApiHttpError } from '#src/http/api-errors.ts';
import { requiresBearer } from '#src/http/openapi.ts';
import { liveTokenIn, refuseToken } from '#src/http/role-tokens.ts';

// Seller sign-in and the guard of every `Seller/*` route (issue 16, R6.03). Seller tokens live
// in their own table (http/role-tokens.ts): a customer's or staff member's token is never a
// seller's, and a seller's opens no customer or staff route. Every seller route then scopes its
// queries by the signed-in seller's store (seller-scope.ts).

export type SellerRow = typeof sellers.$inferSelect;

/** The signed-in seller of a request that passed {@link requireSeller}. */
export interface SignedInSeller {
  seller: SellerRow;
  tokenId: number;
}

const signedIn = new WeakMap<FastifyRequest, SignedInSeller>();

/** A new opaque bearer token (32 random bytes, base64url) for the seller; only its hash is kept. */
export async function issueSellerToken(db: Database, sellerId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sellerTokens).values({ sellerId, tokenHash: hashToken(token) });
  return token;
}

export async function revokeSellerToken(db: Database, tokenId: number): Promise<void> {
  await db
    .update(sellerTokens)
    .set({ revokedAt: sql`now()` })
    .where(eq(sellerTokens.id, tokenId));
}

/** The 403 of a suspended seller: signed in, but their store is closed until reinstated. */
export function sellerSuspended(): ApiHttpError {
  return new ApiHttpError(403, 'seller_suspended', 'This seller account is suspended');
}

/**
 * onRequest hook of a seller route: `Authorization: Bearer <token>` must name a live seller token
 * (not revoked, issued less than `tokenTtlDays` ago). A suspended seller answers 403
 * `seller_suspended`; a customer's or staff member's live token 403 `forbidden`; an unknown or
 * ended one 401.
 */
export function requireSeller(
  db: Database,
  tokenTtlDays = DEFAULT_TOKEN_TTL_DAYS,
): onRequestAsyncHookHandler {
  return requiresBearer(async (request) => {
    const params = liveTokenParams(bearerToken(request), tokenTtlDays);
    const [row] = await db
      .select({ seller: sellers, tokenId: sellerTokens.id })
      .from(sellerTokens)
      .innerJoin(sellers, eq(sellers.id, sellerTokens.sellerId))
      .where(liveTokenIn(sellerTokens, params))
      .limit(1);
    if (!row) {
      await refuseToken(
        db,
        'seller',
        params,
        new ApiHttpError(401, '401', 'This seller session has ended: sign in again'),
      );
      return;
    }
    if (row.seller.suspendedAt !== null) throw sellerSuspended();
    signedIn.set(request, row);
  });
}

/** The caller of a route behind {@link requireSeller}. */
export function signedInSeller(request: FastifyRequest): SignedInSeller {
  const caller = signedIn.get(request);
  if (!caller) throw new Error('signedInSeller: the route lacks the requireSeller hook');
  return caller;
}

/**
 * Writes one seller may make an hour (products, stock, slots, order moves), and one client
 * whichever sellers: each change empties caches and may tell shoppers, so a stolen token
 * cannot churn the catalog (a busy day's changes fit easily).
 */
export const sellerWriteLimits = {
  perSeller: { max: 1200, windowSeconds: 3600 },
  perClient: { max: 2400, windowSeconds: 3600 },
} satisfies Record<string, RateLimit>;

/** preHandler of a seller write: counts it for the seller and the client (429 past either). */
export function limitSellerWrites(db: Database): preHandlerAsyncHookHandler {
  return async (request) => {
    const { seller } = signedInSeller(request);
    await hitRateLimits(db, [
      [`seller-writes:${seller.id}`, sellerWriteLimits.perSeller],
      [`seller-writes-ip:${request.ip}`, sellerWriteLimits.perClient],
    ]);
  };
}
