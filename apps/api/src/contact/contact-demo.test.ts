import { describe, expect, it } from 'vitest';
import { contactMessages } from '#src/db/schema.ts';
import { DEMO_SHOPPER, seedDemoShoppers } from '#src/db/demo/seed-shoppers.ts';
import { useTestDatabase } from '#src/test/test-database.ts';
import { seedDemoContactMessages } from './contact-demo.ts';

const database = useTestDatabase('catalog');

describe('the demo Contact Us messages', () => {
  it('adds one message in each language, the Arabic one from the demo shopper, once', async () => {
    await seedDemoShoppers(database.db);
    expect(await seedDemoContactMessages(database.db)).toBe(2);
    expect(await seedDemoContactMessages(database.db)).toBe(0);
    const rows = await database.db.select().from(contactMessages);
    expect(rows.map((row) => [row.subject, row.email, row.customerId !== null])).toEqual([
      ['Do you deliver to Khobar?', 'omar.khalid@example.com', false],
      ['استفسار عن طلب متأخر', DEMO_SHOPPER.email, true],
    ]);
    expect(rows.every((row) => row.mailedAt !== null && row.handledAt === null)).toBe(true);
  });
});
