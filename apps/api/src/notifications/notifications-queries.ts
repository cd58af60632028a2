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
 * it. The customer's row lock orders concurrent notifications, so the bound holds on both engines.
 */
export async function notify(
  db: Database,
  customerId: number,
  notification: NewNotification,
): Promise<Notification> {
  const row = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select 1 from ${customers} where ${customers.id} = ${customerId} for update`,
    );
    const [inserted] = await tx
      .insert(notifications)
      .values({ customerId, ...notification })
      .returning();
    const own = eq(notifications.customerId, customerId);
    const kept = tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(own)
      .orderBy(sql`${notifications.createdAt} desc, ${notifications.id} desc`)
      .limit(MAX_NOTIFICATIONS);
    await tx.delete(notifications).where(and(own, notInArray(notifications.id, kept)));
    return inserted;
  });
  if (!row) throw new Error('notification insert returned nothing');
  return toNotification(row);
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
