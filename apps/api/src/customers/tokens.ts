import { createHash, randomBytes } from 'node:crypto';
import type { Customer } from '@shop/core/schemas';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Database } from '#src/db/database.ts';
import { customers, customerTokens } from '#src/db/schema.ts';
import { preparedStatement } from '#src/catalog/prepared-statements.ts';
import { ApiHttpError } from '#src/http/api-errors.ts';
import { requiresBearer } from '#src/http/openapi.ts';
import { refuseToken, type LiveTokenParams } from '#src/http/role-tokens.ts';

/** Anything that runs queries: the database or a transaction of it. */
type Queryable = Pick<Database, 'insert' | 'update' | 'select'>;

export type CustomerRow = typeof customers.$inferSelect;

/** The signed-in caller of a request that passed {@link requireCustomer}. */
export interface SignedIn {
  customer: CustomerRow;
  tokenId: number;
  token: string;
}

/** How long a token works after it was issued, unless TOKEN_TTL_DAYS says otherwise. */
export const DEFAULT_TOKEN_TTL_DAYS = 30;

/** `created_at` of a token still within its lifetime: issued less than `ttlDays` ago. */
export function tokenLifetime(ttlDays: number) {
  return sql`now() - make_interval(secs => ${Math.round(ttlDays * 86_400)})`;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** A new opaque bearer token (32 random bytes, base64url) for the customer; only its hash is kept. */
export async function issueToken(db: Queryable, customerId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(customerTokens).values({ customerId, tokenHash: hashToken(token) });
  return token;
}

/** Revokes every live token of the customer (password changes). */
export async function revokeAllTokens(db: Queryable, customerId: number): Promise<void> {
  await db
    .update(customerTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(customerTokens.customerId, customerId), isNull(customerTokens.revokedAt)));
}

export async function revokeToken(db: Queryable, tokenId: number): Promise<void> {
  await db
    .update(customerTokens)
    .set({ revokedAt: sql`now()` })
    .where(eq(customerTokens.id, tokenId));
}

/** The customer as the API answers it, with `token` ("" until the e-mail is verified). */
export function toCustomer(row: CustomerRow, token: string): Customer {
  return {
    token,
    email: row.email,
    userName: row.name,
    phone: row.phone,
    phoneCode: row.phoneCode,
  };
}

const signedIn = new WeakMap<FastifyRequest, SignedIn>();

function unauthorized(message: string): ApiHttpError {
  return new ApiHttpError(401, '401', message);
}

/**
 * A live token (not revoked, within its lifetime) of the hash in the placeholders of
 * {@link liveTokenParams}, for prepared statements that start from the token.
 */
export const liveTokenCondition = and(
  eq(customerTokens.tokenHash, sql.placeholder('tokenHash')),
  isNull(customerTokens.revokedAt),
  gt(
    customerTokens.createdAt,
    sql`now() - make_interval(secs => ${sql.placeholder('tokenTtlSeconds')})`,
  ),
);

/**
 * The live token with its customer, prepared once per database: every signed-in request starts
 * with it, and PostgreSQL plans a named statement once per connection.
 */
function liveTokenStatement(db: Database) {
  return preparedStatement(db, 'customer:live-token', (name) =>
    db
      .select({ customer: customers, tokenId: customerTokens.id })
      .from(customerTokens)
      .innerJoin(customers, eq(customers.id, customerTokens.customerId))
      .where(liveTokenCondition)
      .limit(1)
      .prepare(name),
  );
}

/**
 * onRequest hook of the customer's own routes: `Authorization: Bearer <token>` must name a live
 * token (not revoked, issued less than `tokenTtlDays` ago) of a verified customer, else 401
 * (before the body is even read); a seller's live token 403 `forbidden`. An
 * expired token answers exactly as a revoked one.
 */
export function requireCustomer(
  db: Database,
  tokenTtlDays = DEFAULT_TOKEN_TTL_DAYS,
): onRequestAsyncHookHandler {
  return requiresBearer(async (request) => {
    const token = bearerToken(request);
    const params = liveTokenParams(token, tokenTtlDays);
    const [row] = await liveTokenStatement(db).execute(params);
    if (!row || row.customer.verifiedAt === null) {
      await refuseToken(db, 'customer', params, sessionEnded());
      return;
    }
    signedIn.set(request, { customer: row.customer, tokenId: row.tokenId, token });
  });
}

/**
 * Resolves when `params` name a live token of a verified customer; else throws what
 * {@link requireCustomer} answers (401, or 403 for another role's live token).
 */
export async function requireLiveCustomerToken(
  db: Database,
  params: LiveTokenParams,
): Promise<void> {
  const [row] = await liveTokenStatement(db).execute({ ...params });
  if (!row || row.customer.verifiedAt === null)
    await refuseToken(db, 'customer', params, sessionEnded());
}

/** The token of `Authorization: Bearer <token>`, else 401. */
export function bearerToken(request: FastifyRequest): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw unauthorized('Sign in first');
  return match[1];
}

/** The 401 of a token that is not (or no longer) live. */
export function sessionEnded(): ApiHttpError {
  return unauthorized('This session has ended: sign in again');
}

/** The values of {@link liveTokenCondition}'s placeholders. */
export function liveTokenParams(token: string, tokenTtlDays: number) {
  return { tokenHash: hashToken(token), tokenTtlSeconds: Math.round(tokenTtlDays * 86_400) };
}

/** The caller of a route behind {@link requireCustomer}. */
export function signedInCustomer(request: FastifyRequest): SignedIn {
  const caller = signedIn.get(request);
  if (!caller) throw new Error('signedInCustomer: the route lacks the requireCustomer hook');
  return caller;
}
