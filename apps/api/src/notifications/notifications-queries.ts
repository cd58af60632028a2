import type { Notification } from '@shop/core/schemas';
import type { Database } from '#src/db/database.ts';
import { notifications } from '#src/db/schema.ts';

export interface NewNotification {
  name: string;
  nameEn: string;
  body: string;
  bodyEn: string;
}

/** Stores a notification for the customer; answers it. */
export async function notify(
  db: Pick<Database, 'insert'>,
  customerId: number,
  notification: NewNotification,
): Promise<Notification> {
  const [row] = await db
    .insert(notifications)
    .values({ customerId, ...notification })
    .returning();
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
