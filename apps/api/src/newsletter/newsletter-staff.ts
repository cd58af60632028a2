import type { NewsletterStatus, StaffNewsletterPage } from '@shop/core/schemas';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { newsletterSubscriptions } from '#src/db/schema.ts';

/** `%` and `_` of an address taken literally in a LIKE pattern. */
const literal = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * A page of the newsletter's subscriptions for support (newest first): of one status or all,
 * optionally those whose address contains `q`; with the count of each status in all.
 */
export async function readStaffSubscribers(
  db: Database,
  {
    status,
    q,
    page,
    pageSize,
  }: { status: NewsletterStatus | 'all'; q?: string | undefined; page: number; pageSize: number },
): Promise<StaffNewsletterPage> {
  const conditions: SQL[] = [];
  if (status !== 'all') conditions.push(eq(newsletterSubscriptions.status, status));
  if (q) {
    conditions.push(
      sql`${newsletterSubscriptions.email} like ${`%${literal(q.toLowerCase())}%`} escape '\\'`,
    );
  }
  const where = and(...conditions);
  const [rows, [counted], byStatus] = await Promise.all([
    db
      .select()
      .from(newsletterSubscriptions)
      .where(where)
      .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(newsletterSubscriptions).where(where),
    db
      .select({ status: newsletterSubscriptions.status, n: count() })
      .from(newsletterSubscriptions)
      .groupBy(newsletterSubscriptions.status),
  ]);
  const total = counted?.n ?? 0;
  const counts = { pending: 0, subscribed: 0, unsubscribed: 0 };
  for (const row of byStatus) counts[row.status] = row.n;
  return {
    items: rows.map((row) => ({
      id: row.id,
      email: row.email,
      locale: row.locale === 'ar' ? 'ar' : 'en',
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
      unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
      couponIssued: row.couponId !== null,
    })),
    page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
    counts,
  };
}
