import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKindOf, openDatabase } from './database.ts';
import { activityTypes } from './schema.ts';
import { seedDemoData } from './seed.ts';

// The server's default engine, whatever TEST_DATABASE_URL says: embedded PGlite on disk.
describe('openDatabase with a PGlite data directory', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'api-pglite-')), 'data');
  });
  afterAll(() => rm(path.dirname(dataDir), { recursive: true, force: true }));

  it('keeps its rows after close and reopen, and migrates again without harm', async () => {
    const first = await openDatabase({ dataDir });
    expect(first.kind).toBe('pglite');
    expect(databaseKindOf(first.db)).toBe('pglite');
    await first.migrate();
    await seedDemoData(first.db);
    await first.db
      .insert(activityTypes)
      .values({ name: 'مكتبة', nameEn: 'Bookshop', icon: 'book', sortOrder: 7 });
    await first.close();

    const second = await openDatabase({ dataDir });
    try {
      await second.migrate();
      const rows = await second.db
        .select({ nameEn: activityTypes.nameEn })
        .from(activityTypes)
        .orderBy(asc(activityTypes.sortOrder));
      expect(rows.map((row) => row.nameEn)).toEqual([
        'Supermarket',
        'Bakery',
        'Pharmacy',
        'Butcher',
        'Fruits & Vegetables',
        'Flowers & Gifts',
        'Bookshop',
      ]);
    } finally {
      await second.close();
    }
  });

  it('refuses a second opener while the directory is in use', async () => {
    const open = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by process \d+/);
    } finally {
      await open.close();
    }
    // Closing releases it.
    await (await openDatabase({ dataDir })).close();
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    await writeFile(`${dataDir}.lock`, '999999999');

    const reopened = await openDatabase({ dataDir });
    await reopened.close();
  });
});
