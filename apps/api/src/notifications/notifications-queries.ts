import { MAX_NOTIFICATIONS, type Notification } from '@shop/core/schemas';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { customers, notifications } from '#src/db/schema.ts';

export interface NewNotification {
  name: string;
  nameEn: string;
  body: string;
  bodyEn: string;
}

/**
 * Stores a notification for the customer and drops the oldest beyond MAX_NOTIFICATIONS; answers
 * it. Two statements, in the caller's transaction or each on its own: the first takes the
 * customer's row lock and inserts, so the second, whose snapshot comes after that lock, sees
 * every notification committed before and keeps the newest; the bound holds on both engines.
 */
export async function notify(
  db: Database,
  customerId: number,
  notification: NewNotification,
): Promise<Notification> {
  // The customer's id through a locking subquery: the lock and the insert in one statement.
  const lockedCustomer = sql<number>`(select ${customers.id} from ${customers} where ${customers.id} = ${customerId} for update)`;
  const [inserted] = await db
    .insert(notifications)
    .values({ customerId: lockedCustomer, ...notification })
    .returning();
  if (!inserted) throw new Error('notification insert returned nothing');
  const own = eq(notifications.customerId, customerId);
  const kept = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(own)
    .orderBy(sql`${notifications.createdAt} desc, ${notifications.id} desc`)
    .limit(MAX_NOTIFICATIONS);
  await db.delete(notifications).where(and(own, notInArray(notifications.id, kept)));
  return toNotification(inserted);
}

export function toNotification(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.nameEn,
    body: row.body,
    bodyEn: row.bodyEn,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}
