import { describe, expect, it } from 'vitest';
import { listParams } from './list-params';

const request = (path: string, cookie?: string) =>
  new Request(`http://shop.test${path}`, cookie ? { headers: { Cookie: cookie } } : undefined);

describe('listParams', () => {
  it('asks the API for English name order on an English page, Arabic on an Arabic one', () => {
    expect(listParams(request('/product/all?sort=name'))).toMatchObject({
      sort: 'name',
      apiSort: 'name_en',
    });
    expect(listParams(request('/product/all?sort=name', 'locale=ar'))).toMatchObject({
      sort: 'name',
      apiSort: 'name',
    });
    expect(listParams(request('/product/all?sort=name&lang=ar'))).toMatchObject({
      apiSort: 'name',
    });
    expect(listParams(request('/product/all?sort=price_asc'))).toMatchObject({
      sort: 'price_asc',
      apiSort: 'price_asc',
    });
  });

  it('falls back to the defaults for values that make no sense, name_en included', () => {
    expect(listParams(request('/product/all?sort=name_en&page=abc&category=-2'))).toEqual({
      page: 1,
      categoryId: undefined,
      sort: undefined,
      apiSort: undefined,
    });
    expect(listParams(request('/brand/3?page=4&category=7'))).toMatchObject({
      page: 4,
      categoryId: 7,
    });
  });
});
