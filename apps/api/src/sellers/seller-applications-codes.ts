import { and, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import {
  CODE_MAX_ATTEMPTS,
  CODE_TTL_MINUTES,
  pepperedCodeHash,
  randomCode,
} from '#src/customers/codes.ts';
import type { Database } from '#src/db/database.ts';
import { sellerApplications } from '#src/db/schema.ts';

// An application's e-mail code lives on its row (code_hash, code_expires_at, code_attempts),
// peppered and bound like the customers' codes, with their validity and attempts.

/** The peppered hash of `code` as the application `applicationId` keeps it. */
export function applicationCodeHash(db: Database, applicationId: number, code: string) {
  return pepperedCodeHash(db, `seller-application:${applicationId}`, code);
}

/**
 * A new code for an unconfirmed application, replacing any earlier one; undefined once the
 * application is confirmed (or gone): nothing is mailed then.
 */
export async function issueApplicationCode(
  db: Database,
  applicationId: number,
): Promise<string | undefined> {
  const code = randomCode();
  const codeHash = await applicationCodeHash(db, applicationId, code);
  const [row] = await db
    .update(sellerApplications)
    .set({
      codeHash,
      codeExpiresAt: sql`now() + make_interval(mins => ${CODE_TTL_MINUTES})`,
      codeAttempts: 0,
    })
    .where(
      and(eq(sellerApplications.id, applicationId), eq(sellerApplications.status, 'unconfirmed')),
    )
    .returning({ id: sellerApplications.id });
  return row ? code : undefined;
}

/**
 * Confirms the unconfirmed application `applicationId` when `codeHash` (of the code sent, see
 * {@link applicationCodeHash}) is its live code's: one
 * conditional statement moves it to `submitted` and uses the code up, and counts the try either
 * way (five wrong tries or ten minutes end a code). Answers whether this call confirmed it.
 */
export async function confirmWithCode(
  tx: Database,
  applicationId: number,
  codeHash: string,
): Promise<boolean> {
  const matches = sql`${sellerApplications.codeHash} = ${codeHash}`;
  const [row] = await tx
    .update(sellerApplications)
    .set({
      codeAttempts: sql`${sellerApplications.codeAttempts} + 1`,
      status: sql`case when ${matches} then 'submitted'::seller_application_status else ${sellerApplications.status} end`,
      codeHash: sql`case when ${matches} then null else ${sellerApplications.codeHash} end`,
      codeExpiresAt: sql`case when ${matches} then null else ${sellerApplications.codeExpiresAt} end`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(sellerApplications.id, applicationId),
        eq(sellerApplications.status, 'unconfirmed'),
        isNotNull(sellerApplications.codeHash),
        gt(sellerApplications.codeExpiresAt, sql`now()`),
        lt(sellerApplications.codeAttempts, CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ status: sellerApplications.status });
  return row?.status === 'submitted';
}
