import type { Database } from '#src/db/database.ts';
import { notify, welcomeNotification } from '#src/notifications/notifications-queries.ts';

/** What happens once an account is verified: a welcome notification. */
export async function welcomeCustomer(
  db: Pick<Database, 'insert'>,
  customerId: number,
): Promise<void> {
  await notify(db, customerId, welcomeNotification);
}
