import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { customerTokens, sellerTokens, staffTokens } from '#src/db/schema.ts';
import { ApiHttpError } from '#src/http/api-errors.ts';

// The three signed-in roles (customer, staff, seller) keep their bearer tokens in tables of
// their own, so one role's token never opens another's routes. What a refused token answers is
// decided here, once: a live token of another role is 403 `forbidden` (known, but not this
// role's), anything else 401.

export const roleTokenTables = {
  customer: customerTokens,
  staff: staffTokens,
  seller: sellerTokens,
} as const;
export type TokenRole = keyof typeof roleTokenTables;

/** A token's hash and lifetime, as `liveTokenParams` (customers/tokens.ts) makes them. */
export interface LiveTokenParams {
  tokenHash: string;
  tokenTtlSeconds: number;
}

/** The row of `table` is a live token of that hash: not revoked, issued within the lifetime. */
export function liveTokenIn(
  table: (typeof roleTokenTables)[TokenRole],
  { tokenHash, tokenTtlSeconds }: LiveTokenParams,
): SQL | undefined {
  return and(
    eq(table.tokenHash, tokenHash),
    isNull(table.revokedAt),
    gt(table.createdAt, sql`now() - make_interval(secs => ${tokenTtlSeconds})`),
  );
}

/**
 * The other roles whose live token each guard answers 403: a seller's token is refused that way
 * everywhere but `Seller/*` (R6.03), a customer's on staff and seller routes (issue 15). A staff
 * token on a customer route stays the 401 of any unknown customer token, as issue 15 made it.
 */
const knownOthers: Readonly<Record<TokenRole, readonly TokenRole[]>> = {
  customer: ['seller'],
  staff: ['customer', 'seller'],
  seller: ['customer', 'staff'],
};

export function forbidden(message: string): ApiHttpError {
  return new ApiHttpError(403, 'forbidden', message);
}

/**
 * Refuses a token that is not a usable one of `role`: 403 `forbidden` when it is a live token of
 * one of its {@link knownOthers}, else `ended` (the role's 401). Only refused requests pay for
 * this lookup.
 */
export async function refuseToken(
  db: Database,
  role: TokenRole,
  params: LiveTokenParams,
  ended: ApiHttpError,
): Promise<never> {
  for (const other of knownOthers[role]) {
    const table = roleTokenTables[other];
    const [live] = await db
      .select({ id: table.id })
      .from(table)
      .where(liveTokenIn(table, params))
      .limit(1);
    if (live) throw forbidden(`A ${other}'s token cannot use the ${role} routes`);
  }
  throw ended;
}
