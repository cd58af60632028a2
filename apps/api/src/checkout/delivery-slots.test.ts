import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBrand } from '#src/cart/cart-test-kit.ts';
import { ensureDeliverySlots, slotWindows } from '#src/checkout/delivery-slots.ts';
import { brands, deliverySlots } from '#src/db/schema.ts';
import { useTestDatabase } from '#src/test/test-database.ts';

const database = useTestDatabase('catalog');

describe('delivery slots', () => {
  it('are four three-hour windows a day, 09–21 Riyadh time (UTC+3)', () => {
    // 23:30 UTC is already the next day in Riyadh.
    const windows = slotWindows(new Date('2026-03-01T23:30:00Z'), 1);
    expect(windows).toEqual([
      { s: '2026-03-02T06:00:00.000Z', e: '2026-03-02T09:00:00.000Z' },
      { s: '2026-03-02T09:00:00.000Z', e: '2026-03-02T12:00:00.000Z' },
      { s: '2026-03-02T12:00:00.000Z', e: '2026-03-02T15:00:00.000Z' },
      { s: '2026-03-02T15:00:00.000Z', e: '2026-03-02T18:00:00.000Z' },
    ]);
  });

  it('are seeded for every demo brand and kept 7 days ahead without duplicates', async () => {
    const { db } = database;
    const [seeded] = await db
      .select({ brands: sql<number>`count(distinct ${deliverySlots.brandId})::int` })
      .from(deliverySlots);
    const [brandCount] = await db.select({ n: count() }).from(brands);
    expect(seeded?.brands).toBe(brandCount?.n);

    const brandId = await createBrand(db);
    const added = await ensureDeliverySlots(db);
    const again = await ensureDeliverySlots(db);
    const [own] = await db
      .select({ n: count() })
      .from(deliverySlots)
      .where(eq(deliverySlots.brandId, brandId));
    // 8 store days (today and 7 more) of 4 windows, less today's that have begun.
    expect(own?.n).toBeGreaterThanOrEqual(28);
    expect(own?.n).toBeLessThanOrEqual(32);
    expect(added).toBeGreaterThanOrEqual(own?.n ?? 0);
    expect(again).toBe(0);
  });
});
