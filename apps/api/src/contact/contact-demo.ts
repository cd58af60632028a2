import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { DEMO_SHOPPER } from '#src/db/demo/seed-shoppers.ts';
import { contactMessages, customers } from '#src/db/schema.ts';

/**
 * Two demo Contact Us messages for the staff list, one in each language (the Arabic one from the
 * demo shopper when there is one), marked mailed: the seed sends no mail. Once: nothing is added
 * when the table has messages. Answers how many it added.
 */
export async function seedDemoContactMessages(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${contactMessages} in exclusive mode`);
    const [existing] = await tx.select({ rows: count() }).from(contactMessages);
    if ((existing?.rows ?? 0) > 0) return 0;
    const [shopper] = await tx
      .select({ id: customers.id, name: customers.name, email: customers.email })
      .from(customers)
      .where(eq(customers.email, DEMO_SHOPPER.email));
    const inserted = await tx
      .insert(contactMessages)
      .values([
        {
          name: 'Omar Khalid',
          email: 'omar.khalid@example.com',
          subject: 'Do you deliver to Khobar?',
          message:
            'Hello, I would like to order from the bakery near me in Khobar. Do any of your shops deliver there on Fridays?',
          customerId: null,
          clientHash: 'demo-client-1',
          mailedAt: sql`now()`,
        },
        {
          name: shopper?.name ?? 'نورة سالم',
          email: shopper?.email ?? 'noura.salem@example.com',
          subject: 'استفسار عن طلب متأخر',
          message:
            'مرحبًا، طلبت أمس من السوبر ماركت ولم يصل الطلب بعد. هل يمكنكم متابعة الأمر؟ شكرًا لكم.',
          customerId: shopper?.id ?? null,
          clientHash: 'demo-client-2',
          mailedAt: sql`now()`,
        },
      ])
      .returning({ id: contactMessages.id });
    return inserted.length;
  });
}
