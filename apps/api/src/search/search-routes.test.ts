import {
  apiErrorListSchema,
  MAX_SEARCH_LENGTH,
  searchResultSchema,
  suggestionListSchema,
} from '@shop/core/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoProductSlugs } from '#src/db/demo/demo-products.ts';
import { products } from '#src/db/schema.ts';
import { useCatalogApp } from '#src/test/catalog-app.ts';

const catalog = useCatalogApp();

async function search(query: string, extra = '') {
  const response = await catalog.get(`/api/Search?q=${encodeURIComponent(query)}${extra}`);
  expect(response.statusCode, response.body).toBe(200);
  return searchResultSchema.parse(response.json());
}

async function suggestions(query: string) {
  const response = await catalog.get(`/api/Search/Suggest?q=${encodeURIComponent(query)}`);
  expect(response.statusCode, response.body).toBe(200);
  return suggestionListSchema.parse(response.json());
}

describe('GET /api/Search', () => {
  it.each(['حليب', 'حلیب', 'الحليب', 'حَلِيب', 'milk', 'Milk', 'MILKS', 'mlik'])(
    '"%s" finds a milk product first',
    async (query) => {
      const result = await search(query);

      expect(result.items[0]?.slug).toBe(demoProductSlugs.milk);
      expect(result.items[0]?.name).toContain('حليب');
      expect(result.total).toBeGreaterThan(10);
    },
  );

  it('says how it corrected a typo, and nothing when there was none', async () => {
    expect((await search('mlik')).correctedQuery).toBe('milk');
    expect((await search('fresh mlik')).correctedQuery).toBe('fresh milk');
    expect((await search('حليبب')).correctedQuery).toBe('حليب');
    expect((await search('دجاح')).correctedQuery).toBe('دجاج');
    expect((await search('milk')).correctedQuery).toBeNull();
    expect((await search('حليب')).correctedQuery).toBeNull();
  });

  it('matches the last word as a prefix while it is being typed', async () => {
    const result = await search('crois');

    expect(result.correctedQuery).toBeNull();
    expect(result.items[0]?.nameEn).toMatch(/^\w+ Croissant/);
  });

  it('answers facets over every match: brand and category counts and the price range', async () => {
    const result = await search('milk', '&pageSize=2');

    expect(result.items).toHaveLength(2);
    const brandTotal = result.facets.brands.reduce((sum, brand) => sum + brand.count, 0);
    const categoryTotal = result.facets.categories.reduce(
      (sum, category) => sum + category.count,
      0,
    );
    expect(brandTotal).toBe(result.total);
    expect(categoryTotal).toBe(result.total);
    expect(result.facets.categories[0]).toMatchObject({ name: 'حليب', nameEn: 'Milk' });
    expect(result.facets.brands.map((brand) => brand.count)).toEqual(
      [...result.facets.brands.map((brand) => brand.count)].sort((a, b) => b - a),
    );
    expect(result.facets.price?.min).toBeLessThanOrEqual(result.facets.price?.max ?? 0);
  });

  it('applies the listing filters and sorts to the matches', async () => {
    const all = await search('milk');
    const nakheel = await search('milk', '&brandId=1&sort=price_asc&inStock=true');

    expect(nakheel.total).toBeLessThan(all.total);
    expect(nakheel.facets.brands).toEqual([
      expect.objectContaining({ id: 1, count: nakheel.total }),
    ]);
    expect(nakheel.items.every((item) => item.stockState === 'available')).toBe(true);
    const prices = nakheel.items.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it.each(['relevance', 'price_asc', 'price_desc', 'newest', 'name', 'name_en'])(
    'pages through sort=%s in order, without overlap',
    async (sort) => {
      const whole = await search('milk', `&sort=${sort}&pageSize=12`);
      const first = await search('milk', `&sort=${sort}&pageSize=6`);
      const second = await search('milk', `&sort=${sort}&pageSize=6&page=2`);

      expect([...first.items, ...second.items].map((item) => item.id)).toEqual(
        whole.items.map((item) => item.id),
      );
      expect(second).toMatchObject({ total: whole.total, facets: whole.facets });
      const prices = whole.items.map((item) => item.price);
      if (sort === 'price_asc') expect(prices).toEqual([...prices].sort((a, b) => a - b));
      if (sort === 'price_desc') expect(prices).toEqual([...prices].sort((a, b) => b - a));
      const names = whole.items.map((item) => (sort === 'name_en' ? item.nameEn : item.name));
      if (sort.startsWith('name')) expect(names).toEqual([...names].sort());
    },
  );

  it('answers the total and facets, and no items, for a page past the last', async () => {
    const first = await search('milk');
    const past = await search('milk', `&page=${first.totalPages + 1}`);

    expect(past).toMatchObject({ items: [], total: first.total, facets: first.facets });
  });

  it('answers an empty result, not an error, for words nothing matches', async () => {
    const result = await search('zzzzqqqq');
    const punctuation = await search('!!!');

    expect(result).toMatchObject({ items: [], total: 0, totalPages: 0 });
    expect(result.facets).toEqual({ brands: [], categories: [], price: null });
    expect(punctuation.total).toBe(0);
  });

  it('answers 400 for a missing, blank or over-long query', async () => {
    const long = await catalog.get(`/api/Search?q=${'a'.repeat(10 * 1024)}`);
    const blank = await catalog.get('/api/Search?q=%20%20%20');
    const missing = await catalog.get('/api/Search');

    for (const response of [long, blank, missing]) {
      expect(response.statusCode).toBe(400);
      expect(apiErrorListSchema.parse(response.json())[0]).toMatchObject({
        code: 'validation',
        field: 'query.q',
      });
    }
    expect((await catalog.get(`/api/Search?q=${'a'.repeat(MAX_SEARCH_LENGTH)}`)).statusCode).toBe(
      200,
    );
  });

  it('answers 400 for malformed filters and 404 for unknown ones', async () => {
    const malformed = await catalog.get('/api/Search?q=milk&page=abc&sort=bogus');
    const unknown = await catalog.get('/api/Search?q=milk&brandId=4040');

    expect(malformed.statusCode).toBe(400);
    expect(
      apiErrorListSchema
        .parse(malformed.json())
        .map((error) => error.field)
        .sort(),
    ).toEqual(['query.page', 'query.sort']);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/Search/Suggest', () => {
  it('suggests brands, categories and products for an English prefix', async () => {
    const list = await suggestions('nak');

    expect(list.length).toBeLessThanOrEqual(8);
    expect(list[0]).toMatchObject({ kind: 'brand', nameEn: 'Nakheel Markets', slug: null });
    expect(list.some((item) => item.kind === 'category' && item.nameEn === 'Nakheel Value')).toBe(
      true,
    );
    expect(list.some((item) => item.kind === 'product' && item.slug !== null)).toBe(true);
  });

  it('suggests for an Arabic prefix, with the article or without', async () => {
    const withArticle = await suggestions('الخب');
    const without = await suggestions('خب');

    for (const list of [withArticle, without]) {
      expect(list.some((item) => item.kind === 'category' && item.nameEn === 'Bread')).toBe(true);
      expect(list.some((item) => item.kind === 'product')).toBe(true);
    }
    const milk = await suggestions('حلي');
    expect(milk.find((item) => item.kind === 'product')?.slug).toBe(demoProductSlugs.milk);
  });

  it('answers at most 8 suggestions, and none for unknown words', async () => {
    expect((await suggestions('a')).length).toBeLessThanOrEqual(8);
    expect(await suggestions('zzzzqqqq')).toEqual([]);
  });

  it('answers 400 for a blank or over-long query', async () => {
    expect((await catalog.get('/api/Search/Suggest?q=')).statusCode).toBe(400);
    expect((await catalog.get(`/api/Search/Suggest?q=${'ب'.repeat(101)}`)).statusCode).toBe(400);
  });
});

describe('what search reads of a product', () => {
  it('follows every change to the product at once: price, stock, deletion', async () => {
    const bySlug = eq(products.slug, demoProductSlugs.milk);
    const [milk] = await catalog.db.select().from(products).where(bySlug);
    if (!milk) throw new Error('the demo catalog has no milk');
    const cheapest = '&sort=price_asc&maxPrice=1';

    await catalog.db
      .update(products)
      .set({ price: 1, currentPrice: 1, stockQuantity: 0, restockable: false })
      .where(bySlug);
    try {
      const changed = await search('milk', cheapest);
      expect(changed.items.map((item) => [item.slug, item.price, item.stockState])).toEqual([
        [demoProductSlugs.milk, 1, 'sold_out'],
      ]);
      expect((await search('milk', `${cheapest}&inStock=true`)).total).toBe(0);
    } finally {
      const { price, currentPrice, stockQuantity, restockable } = milk;
      await catalog.db
        .update(products)
        .set({ price, currentPrice, stockQuantity, restockable })
        .where(bySlug);
    }
    expect((await search('milk', `${cheapest}&page=1`)).total).toBe(0);

    // A new product (the identity and the generated vector are the database's to fill).
    const { id, searchVector, ...fields } = milk;
    const [copy] = await catalog.db
      .insert(products)
      .values({ ...fields, slug: 'milk-for-a-moment', sku: 'TMP-MILK', price: 1, currentPrice: 1 })
      .returning();
    expect((await search('milk', `${cheapest}&pageSize=5`)).items[0]?.slug).toBe(
      'milk-for-a-moment',
    );
    await catalog.db.delete(products).where(eq(products.id, copy!.id));
    expect((await search('milk', `${cheapest}&pageSize=6`)).total).toBe(0);
  });
});
