import { currencySchema } from '@shop/core/schemas';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useCatalogApp } from '#src/test/catalog-app.ts';

const catalog = useCatalogApp();

describe('GET /api/Currency', () => {
  it('answers the store currency first, then the ones prices can be shown in', async () => {
    const response = await catalog.get('/api/Currency');

    expect(response.statusCode).toBe(200);
    const currencies = z.array(currencySchema).parse(response.json());
    expect(currencies[0]).toEqual({
      code: 'SAR',
      name: 'ريال سعودي',
      nameEn: 'Saudi Riyal',
      symbol: 'ر.س',
      symbolEn: 'SAR',
      minorUnits: 2,
      rate: 1,
      isStoreCurrency: true,
    });
    expect(currencies.filter((currency) => currency.isStoreCurrency)).toHaveLength(1);
    const byCode = new Map(currencies.map((currency) => [currency.code, currency]));
    expect(byCode.get('AED')).toMatchObject({ minorUnits: 2, symbolEn: 'AED' });
    expect(byCode.get('KWD')).toMatchObject({ minorUnits: 3, symbol: 'د.ك' });
    expect(byCode.get('USD')).toMatchObject({ minorUnits: 2, symbol: '$' });
    expect(byCode.get('USD')?.rate).toBeCloseTo(0.2666, 4);
  });
});
