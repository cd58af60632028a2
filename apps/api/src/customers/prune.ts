import { isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { customerCodes, customerTokens, rateLimitCounters } from '#src/db/schema.ts';
import { CODE_MAX_ATTEMPTS } from './codes.ts';
import { rateLimits } from './rate-limit.ts';
import { tokenLifetime } from './tokens.ts';

/** How often the API process prunes (main.ts). */
export const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/** A counter whose window ended longer ago than the longest window counts nothing any more. */
const longestWindowSeconds = Math.max(...Object.values(rateLimits).map((l) => l.windowSeconds));

export interface Pruned {
  rateLimits: number;
  codes: number;
  tokens: number;
}

/**
 * Deletes what can no longer be used: rate-limit counters whose window is over, codes that are
 * used, expired or tried too often, and tokens that are revoked or older than `tokenTtlDays`.
 * Answers how many rows of each went.
 */
export async function pruneCustomerData(db: Database, tokenTtlDays: number): Promise<Pruned> {
  const counters = await db
    .delete(rateLimitCounters)
    .where(
      lte(
        rateLimitCounters.windowStart,
        sql`now() - make_interval(secs => ${longestWindowSeconds})`,
      ),
    )
    .returning({ key: rateLimitCounters.key });
  const codes = await db
    .delete(customerCodes)
    .where(
      or(
        isNotNull(customerCodes.usedAt),
        lte(customerCodes.expiresAt, sql`now()`),
        sql`${customerCodes.attempts} >= ${CODE_MAX_ATTEMPTS}`,
      ),
    )
    .returning({ customerId: customerCodes.customerId });
  const tokens = await db
    .delete(customerTokens)
    .where(
      or(
        isNotNull(customerTokens.revokedAt),
        lte(customerTokens.createdAt, tokenLifetime(tokenTtlDays)),
      ),
    )
    .returning({ id: customerTokens.id });
  return { rateLimits: counters.length, codes: codes.length, tokens: tokens.length };
}
