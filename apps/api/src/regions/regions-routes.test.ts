import { activityTypeListSchema, apiErrorListSchema, regionTreeSchema } from '@shop/core/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCatalogApp } from '#src/test/catalog-app.ts';

const catalog = useCatalogApp();
const typeIds = new Map<string, number>();

beforeAll(async () => {
  const types = activityTypeListSchema.parse((await catalog.get('/api/ActivityType')).json());
  for (const type of types) typeIds.set(type.nameEn, type.id);
});

/** The tree as "Country > State > City" lines, in the order the API answers. */
function lines(tree: ReturnType<typeof regionTreeSchema.parse>): string[] {
  return tree.flatMap((country) =>
    country.states.flatMap((state) =>
      state.cities.map((city) => `${country.nameEn} > ${state.nameEn} > ${city.nameEn}`),
    ),
  );
}

describe('GET /api/Region', () => {
  it('lists only the countries, states and cities where bakeries deliver', async () => {
    const response = await catalog.get(`/api/Region?activityTypeId=${typeIds.get('Bakery')}`);

    expect(response.statusCode).toBe(200);
    const tree = regionTreeSchema.parse(response.json());
    expect(lines(tree)).toEqual([
      'Saudi Arabia > Riyadh Region > Riyadh',
      'Saudi Arabia > Makkah Region > Jeddah',
      'Saudi Arabia > Eastern Province > Dammam',
      'Saudi Arabia > Eastern Province > Al Khobar',
      'Saudi Arabia > Eastern Province > Dhahran',
      'United Arab Emirates > Dubai > Dubai',
      'United Arab Emirates > Sharjah > Sharjah',
    ]);
    expect(tree[0]).toMatchObject({
      code: 'SA',
      phoneCode: '966',
      name: 'المملكة العربية السعودية',
    });
    expect(tree[0]?.states[0]?.cities[0]).toMatchObject({
      name: 'الرياض',
      stateId: tree[0]?.states[0]?.id,
    });
  });

  it('differs by activity type: butchers reach Taif but not Kuwait', async () => {
    const tree = regionTreeSchema.parse(
      (await catalog.get(`/api/Region?activityTypeId=${typeIds.get('Butcher')}`)).json(),
    );

    expect(lines(tree)).toContain('Saudi Arabia > Makkah Region > Taif');
    expect(tree.map((country) => country.code)).toEqual(['SA', 'AE']);
  });

  it('without an activity type lists every city some brand serves', async () => {
    const tree = regionTreeSchema.parse((await catalog.get('/api/Region')).json());

    expect(tree.map((country) => country.code)).toEqual(['SA', 'AE', 'KW']);
    expect(lines(tree)).toHaveLength(14);
  });

  it('answers 404 for an activity type that does not exist', async () => {
    const response = await catalog.get('/api/Region?activityTypeId=9999');

    expect(response.statusCode).toBe(404);
    expect(apiErrorListSchema.parse(response.json())).toEqual([
      { code: 'not_found', message: 'ActivityType 9999 not found', field: 'query.activityTypeId' },
    ]);
  });

  it('answers 400 for a malformed activity type', async () => {
    for (const value of ['abc', '-1', '0', '1.5']) {
      const response = await catalog.get(`/api/Region?activityTypeId=${value}`);

      expect(response.statusCode).toBe(400);
      expect(apiErrorListSchema.parse(response.json())[0]).toMatchObject({
        code: 'validation',
        field: 'query.activityTypeId',
      });
    }
  });
});
