import {
  activityTypeListSchema,
  apiErrorListSchema,
  brandSchema,
  regionTreeSchema,
} from '@shop/core/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useCatalogApp } from '#src/test/catalog-app.ts';

const catalog = useCatalogApp();
const typeIds = new Map<string, number>();
const cityIds = new Map<string, number>();

beforeAll(async () => {
  const types = activityTypeListSchema.parse((await catalog.get('/api/ActivityType')).json());
  for (const type of types) typeIds.set(type.nameEn, type.id);
  const tree = regionTreeSchema.parse((await catalog.get('/api/Region')).json());
  for (const city of tree.flatMap((country) => country.states.flatMap((state) => state.cities))) {
    cityIds.set(city.nameEn, city.id);
  }
});

const brandList = z.array(brandSchema);

describe('GET /api/Brand', () => {
  it('lists the supermarkets that deliver to Riyadh, with speeds, cities and product counts', async () => {
    const response = await catalog.get(
      `/api/Brand?activityTypeId=${typeIds.get('Supermarket')}&cityId=${cityIds.get('Riyadh')}`,
    );

    expect(response.statusCode).toBe(200);
    const brands = brandList.parse(response.json());
    expect(brands.map((brand) => brand.nameEn)).toEqual(['Nakheel Markets', 'Khaleej Fresh']);
    const [nakheel] = brands;
    expect(nakheel).toMatchObject({
      name: 'أسواق النخيل',
      activityTypeId: typeIds.get('Supermarket'),
      currency: 'SAR',
      minimumOrder: 5000,
      productCount: 330,
      logo: `/media/brands/${nakheel?.id}.svg`,
    });
    expect(nakheel?.cityIds).toContain(cityIds.get('Riyadh'));
    expect(nakheel?.deliverySpeeds.map((speed) => speed.code)).toEqual([
      'standard',
      'express',
      'scheduled',
    ]);
    expect(nakheel?.deliverySpeeds[1]).toMatchObject({
      name: 'توصيل سريع',
      nameEn: 'Express delivery',
      fee: 2500,
      etaMinutes: 45,
    });
  });

  it('lists other brands for another city', async () => {
    const brands = brandList.parse(
      (
        await catalog.get(
          `/api/Brand?activityTypeId=${typeIds.get('Supermarket')}&cityId=${cityIds.get('Dubai')}`,
        )
      ).json(),
    );

    expect(brands.map((brand) => brand.nameEn)).toEqual(['Waha Hypermarket', 'Khaleej Fresh']);
  });

  it('answers an empty list for a city no brand of the type serves', async () => {
    const response = await catalog.get(
      `/api/Brand?activityTypeId=${typeIds.get('Bakery')}&cityId=${cityIds.get('Salmiya')}`,
    );

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('answers 404 for an unknown city or activity type, 400 for malformed ones', async () => {
    const unknownCity = await catalog.get('/api/Brand?activityTypeId=1&cityId=5000');
    const unknownType = await catalog.get('/api/Brand?activityTypeId=5000&cityId=1');
    const malformed = await catalog.get('/api/Brand?activityTypeId=x&cityId=-2');

    expect(unknownCity.statusCode).toBe(404);
    expect(apiErrorListSchema.parse(unknownCity.json())).toEqual([
      { code: 'not_found', message: 'City 5000 not found', field: 'query.cityId' },
    ]);
    expect(unknownType.statusCode).toBe(404);
    expect(malformed.statusCode).toBe(400);
    expect(apiErrorListSchema.parse(malformed.json()).map((error) => error.field)).toEqual([
      'query.activityTypeId',
      'query.cityId',
    ]);
  });
});

describe('GET /api/Brand/{id}', () => {
  it('answers one brand', async () => {
    const response = await catalog.get('/api/Brand/1');

    expect(response.statusCode).toBe(200);
    expect(brandSchema.parse(response.json())).toMatchObject({ id: 1, nameEn: 'Nakheel Markets' });
  });

  it('answers 404 for an unknown id, even one beyond any integer column', async () => {
    for (const id of ['9999', '99999999999']) {
      const response = await catalog.get(`/api/Brand/${id}`);

      expect(response.statusCode).toBe(404);
      expect(apiErrorListSchema.parse(response.json())).toEqual([
        { code: 'not_found', message: `Brand ${id} not found` },
      ]);
    }
  });

  it('answers 400 for an id that is not a positive whole number', async () => {
    const response = await catalog.get('/api/Brand/abc');

    expect(response.statusCode).toBe(400);
    expect(apiErrorListSchema.parse(response.json())[0]).toMatchObject({
      code: 'validation',
      field: 'params.id',
    });
  });
});
