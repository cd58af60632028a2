import type { PayoutDetailsAnswer, PayoutDetailsInput } from '@shop/core/schemas';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { payoutDetails } from '#src/db/schema.ts';

// Payout details (issue 15): one row per customer, replaced whole by each save.

type PayoutRow = typeof payoutDetails.$inferSelect;

function detailsOf(row: PayoutRow): PayoutDetailsInput {
  return row.type === 'paypal'
    ? { type: 'paypal', paypalEmail: row.paypalEmail ?? '' }
    : {
        type: 'bank',
        accountNumber: row.accountNumber ?? '',
        bankName: row.bankName ?? '',
        holderName: row.holderName ?? '',
        swift: row.swift,
        ifsc: row.ifsc,
        iban: row.iban,
      };
}

/** The customer's payout details, or undefined before they saved any. */
export async function payoutOf(
  db: Database,
  customerId: number,
): Promise<PayoutDetailsInput | undefined> {
  const [row] = await db
    .select()
    .from(payoutDetails)
    .where(eq(payoutDetails.customerId, customerId));
  return row ? detailsOf(row) : undefined;
}

/** `GET PayoutDetails`. */
export async function readPayoutDetails(
  db: Database,
  customerId: number,
): Promise<PayoutDetailsAnswer> {
  const [row] = await db
    .select()
    .from(payoutDetails)
    .where(eq(payoutDetails.customerId, customerId));
  return row
    ? { details: detailsOf(row), updatedAt: row.updatedAt.toISOString() }
    : { details: null, updatedAt: null };
}

/** Saves the customer's details (one statement: the row is theirs, at most one). */
export async function savePayoutDetails(
  db: Database,
  customerId: number,
  details: PayoutDetailsInput,
): Promise<PayoutDetailsAnswer> {
  const columns = {
    type: details.type,
    accountNumber: details.type === 'bank' ? details.accountNumber : null,
    bankName: details.type === 'bank' ? details.bankName : null,
    holderName: details.type === 'bank' ? details.holderName : null,
    swift: details.type === 'bank' ? details.swift : null,
    ifsc: details.type === 'bank' ? details.ifsc : null,
    iban: details.type === 'bank' ? details.iban : null,
    paypalEmail: details.type === 'paypal' ? details.paypalEmail : null,
  };
  const [row] = await db
    .insert(payoutDetails)
    .values({ customerId, ...columns })
    .onConflictDoUpdate({
      target: payoutDetails.customerId,
      set: { ...columns, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('payout details upsert returned nothing');
  return { details: detailsOf(row), updatedAt: row.updatedAt.toISOString() };
}

export async function deletePayoutDetails(db: Database, customerId: number): Promise<void> {
  await db.delete(payoutDetails).where(eq(payoutDetails.customerId, customerId));
}
