import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '#src/test/test-database.ts';
import { activityTypes } from './schema.ts';
import { seedDemoData } from './seed.ts';

const database = useTestDatabase();

async function activityTypeCount(): Promise<number> {
  const [row] = await database.db.select({ rows: count() }).from(activityTypes);
  return row?.rows ?? 0;
}

describe('seedDemoData', () => {
  it('fills an empty database once; running it again changes nothing', async () => {
    expect(await seedDemoData(database.db)).toEqual({ activityTypes: 6 });
    expect(await seedDemoData(database.db)).toEqual({ activityTypes: 0 });

    expect(await activityTypeCount()).toBe(6);
  });

  it('leaves a table alone once the store has its own rows', async () => {
    await database.db.delete(activityTypes);
    await database.db
      .insert(activityTypes)
      .values({ name: 'مكتبة', nameEn: 'Bookshop', icon: 'book', sortOrder: 1 });

    expect(await seedDemoData(database.db)).toEqual({ activityTypes: 0 });
    expect(await activityTypeCount()).toBe(1);
  });
});
