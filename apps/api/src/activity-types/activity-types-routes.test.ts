import { activityTypeListSchema } from '@shop/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#src/app.ts';
import { activityTypes } from '#src/db/schema.ts';
import { seedDemoData } from '#src/db/seed.ts';
import { buildTestApp, storefrontHeaders } from '#src/test/test-app.ts';
import { useTestDatabase } from '#src/test/test-database.ts';

const database = useTestDatabase();
let app: App;

beforeAll(async () => {
  await seedDemoData(database.db);
  app = buildTestApp(database.db);
});
afterAll(() => app.close());

describe('GET /api/ActivityType', () => {
  it('lists the demo activity types in order, in Arabic and English', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/ActivityType',
      headers: storefrontHeaders,
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = activityTypeListSchema.parse(response.json());
    expect(body.map(({ name, nameEn, icon }) => ({ name, nameEn, icon }))).toEqual([
      { name: 'سوبر ماركت', nameEn: 'Supermarket', icon: 'basket' },
      { name: 'مخبز', nameEn: 'Bakery', icon: 'bread' },
      { name: 'صيدلية', nameEn: 'Pharmacy', icon: 'pill' },
      { name: 'ملحمة', nameEn: 'Butcher', icon: 'meat' },
      { name: 'خضار وفواكه', nameEn: 'Fruits & Vegetables', icon: 'leaf' },
      { name: 'زهور وهدايا', nameEn: 'Flowers & Gifts', icon: 'flower' },
    ]);
    // Exactly the contract's fields: no database columns leak out.
    expect(Object.keys(response.json<object[]>()[0] ?? {}).sort()).toEqual([
      'icon',
      'id',
      'name',
      'nameEn',
      'sortOrder',
    ]);
  });

  it('lets browsers and proxies cache the list for a minute', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/ActivityType',
      headers: storefrontHeaders,
    });

    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });

  it('orders by sortOrder, then by id', async () => {
    await database.db.insert(activityTypes).values([
      { name: 'إلكترونيات', nameEn: 'Electronics', icon: 'plug', sortOrder: 2 },
      { name: 'مقهى', nameEn: 'Coffee', icon: 'cup', sortOrder: 0 },
    ]);

    const response = await app.inject({
      method: 'GET',
      url: '/api/ActivityType',
      headers: storefrontHeaders,
    });

    const body = activityTypeListSchema.parse(response.json());
    expect(body.map((type) => type.nameEn)).toEqual([
      'Coffee',
      'Supermarket',
      'Bakery',
      'Electronics',
      'Pharmacy',
      'Butcher',
      'Fruits & Vegetables',
      'Flowers & Gifts',
    ]);
  });
});
