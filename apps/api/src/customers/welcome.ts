import type { Database } from '#src/db/database.ts';

/** What happens once an account is verified (the welcome notification comes with step 6). */
export async function welcomeCustomer(
  _db: Pick<Database, 'insert'>,
  _customerId: number,
): Promise<void> {}
