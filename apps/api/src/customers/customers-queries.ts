import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { customers } from '#src/db/schema.ts';
import type { CustomerRow } from './tokens.ts';

/** E-mails are compared and stored lower-cased (the schema has trimmed them). */
export function normalizeEmail(email: string): string {
  return email.toLowerCase();
}

export async function customerByEmail(
  db: Database,
  email: string,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(eq(customers.email, normalizeEmail(email)))
    .limit(1);
  return row;
}

export async function customerByPhone(
  db: Database,
  phoneCode: string,
  phone: string,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.phoneCode, phoneCode), eq(customers.phone, phone)))
    .limit(1);
  return row;
}

export interface NewCustomer {
  name: string;
  email: string;
  phoneCode: string;
  phone: string;
  passwordHash: string;
}

/** Inserts the account, or answers undefined when its e-mail or phone is taken meanwhile. */
export async function insertCustomer(
  db: Database,
  customer: NewCustomer,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .insert(customers)
    .values({ ...customer, email: normalizeEmail(customer.email) })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function markVerified(db: Pick<Database, 'update'>, customerId: number) {
  await db
    .update(customers)
    .set({ verifiedAt: sql`coalesce(${customers.verifiedAt}, now())` })
    .where(eq(customers.id, customerId));
}
