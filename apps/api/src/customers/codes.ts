import { createHmac, randomInt } from 'node:crypto';
import { CODE_LENGTH } from '@shop/core/schemas';
import { and, eq, isNull, lt, gt, sql } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { customerCodes } from '#src/db/schema.ts';
import { serverSecret } from '#src/db/server-secrets.ts';

export type CodePurpose = (typeof customerCodes.$inferSelect)['purpose'];

/** How long an e-mailed code is valid. */
export const CODE_TTL_MINUTES = 10;
/** Wrong tries after which a code is dead. */
export const CODE_MAX_ATTEMPTS = 5;

/** A new random code of CODE_LENGTH digits, for a mail. */
export function randomCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

/**
 * HMAC-SHA256 of the code with the server's pepper (CODE_PEPPER or a generated secret kept in
 * the database), bound to what it is for (`binding`: whose code, which purpose): a stolen table
 * does not give the codes away, and a code is good for one purpose only. Customers' codes and
 * seller applications' codes are kept this way.
 */
export async function pepperedCodeHash(
  db: Database,
  binding: string,
  code: string,
): Promise<string> {
  const pepper = process.env.CODE_PEPPER || (await serverSecret(db, 'code_pepper'));
  return createHmac('sha256', pepper).update(`${binding}:${code}`).digest('base64url');
}

function hashCode(db: Database, customerId: number, purpose: CodePurpose, code: string) {
  return pepperedCodeHash(db, `${customerId}:${purpose}`, code);
}

/** A new random code for the customer; it replaces (invalidates) any earlier one. */
export async function issueCode(
  db: Database,
  customerId: number,
  purpose: CodePurpose,
): Promise<string> {
  const code = randomCode();
  const codeHash = await hashCode(db, customerId, purpose, code);
  const expiresAt = sql`now() + make_interval(mins => ${CODE_TTL_MINUTES})`;
  await db
    .insert(customerCodes)
    .values({ customerId, purpose, codeHash, expiresAt })
    .onConflictDoUpdate({
      target: [customerCodes.customerId, customerCodes.purpose],
      set: { codeHash, expiresAt, attempts: 0, usedAt: null, createdAt: sql`now()` },
    });
  return code;
}

/**
 * Uses up the customer's live code when `code` is it. Every try counts; a used, expired or
 * five-times-wrong code matches nothing. One conditional statement: concurrent tries cannot
 * both use a code or exceed the attempts.
 */
export async function consumeCode(
  db: Database,
  customerId: number,
  purpose: CodePurpose,
  code: string,
): Promise<boolean> {
  const codeHash = await hashCode(db, customerId, purpose, code);
  const matches = sql`${customerCodes.codeHash} = ${codeHash}`;
  const [row] = await db
    .update(customerCodes)
    .set({
      attempts: sql`${customerCodes.attempts} + 1`,
      usedAt: sql`case when ${matches} then now() else null end`,
    })
    .where(
      and(
        eq(customerCodes.customerId, customerId),
        eq(customerCodes.purpose, purpose),
        isNull(customerCodes.usedAt),
        gt(customerCodes.expiresAt, sql`now()`),
        lt(customerCodes.attempts, CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ used: sql<boolean>`${customerCodes.usedAt} is not null` });
  return row?.used === true;
}
