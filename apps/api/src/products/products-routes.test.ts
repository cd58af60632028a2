import {
  type ApiProductSort,
  apiErrorListSchema,
  categorySchema,
  MAX_PAGE_SIZE,
  productDetailSchema,
  productPageSchema,
} from '@shop/core/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoProductSlugs } from '#src/db/demo/demo-products.ts';
import { products } from '#src/db/schema.ts';
import { productOrder } from './products-queries.ts';
import { useCatalogApp } from '#src/test/catalog-app.ts';

const catalog = useCatalogApp();

async function pageOf(url: string, headers?: Record<string, string>) {
  const response = await catalog.get(url, headers);
  expect(response.statusCode, response.body).toBe(200);
  return productPageSchema.parse(response.json());
}

async function detailOf(slug: string) {
  const response = await catalog.get(`/api/Product/${slug}`);
  expect(response.statusCode, response.body).toBe(200);
  return productDetailSchema.parse(response.json());
}

function isSorted<T>(items: readonly T[], inOrder: (a: T, b: T) => boolean): boolean {
  return items.every((item, index) => index === 0 || inOrder(items[index - 1] as T, item));
}

async function listPrice(slug: string) {
  const [row] = await catalog.db
    .select({ price: products.price, compareAtPrice: products.compareAtPrice })
    .from(products)
    .where(eq(products.slug, slug));
  if (!row) throw new Error(`no product ${slug}`);
  return row;
}

describe('GET /api/Product', () => {
  it("pages a brand's products, best sellers first", async () => {
    const page = await pageOf('/api/Product?brandId=1');

    expect(page).toMatchObject({ page: 1, pageSize: 24, total: 330, totalPages: 14 });
    expect(page.items).toHaveLength(24);
    expect(page.items[0]?.slug).toBe(demoProductSlugs.milk);
    expect(page.items.every((item) => item.brandId === 1)).toBe(true);
    expect(page.items[0]?.image).toBe(`/media/products/${demoProductSlugs.milk}.svg`);
  });

  it('never repeats a product across pages, and answers an empty page past the end', async () => {
    const first = await pageOf('/api/Product?brandId=4&pageSize=48&sort=price_asc');
    const second = await pageOf('/api/Product?brandId=4&pageSize=48&sort=price_asc&page=2');
    const beyond = await pageOf('/api/Product?brandId=4&pageSize=48&page=99');

    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(ids).toHaveLength(96);
    expect(new Set(ids).size).toBe(96);
    expect(beyond).toMatchObject({ items: [], page: 99, total: 110, totalPages: 3 });
  });

  it.each(['relevance', 'price_asc', 'price_desc', 'newest', 'name', 'name_en'])(
    'gives deep pages in the same order as near ones (sort=%s)',
    async (sort) => {
      // Brand 1 has 330 products: pages of 48 at 1 to 3 are read directly, 4 to 7 by id first.
      const pages = await Promise.all(
        [1, 2, 3, 4, 5, 6, 7].map((page) =>
          pageOf(`/api/Product?brandId=1&sort=${sort}&pageSize=48&page=${page}`),
        ),
      );
      const ids = pages.flatMap((page) => page.items.map((item) => item.id));
      const expected = await catalog.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.brandId, 1))
        .orderBy(...productOrder(sort as ApiProductSort, 'ar'));

      expect(ids).toEqual(expected.map((row) => row.id));
    },
  );

  it('caps a huge page size to the largest page instead of refusing it', async () => {
    const page = await pageOf('/api/Product?pageSize=1000000');

    expect(page.pageSize).toBe(MAX_PAGE_SIZE);
    expect(page.items).toHaveLength(MAX_PAGE_SIZE);
    expect(page.total).toBe(1500);
  });

  it('filters by a parent category, including its subcategories', async () => {
    const categories = z
      .array(categorySchema)
      .parse((await catalog.get('/api/Category?brandId=1')).json());
    const dairy = categories.find((category) => category.slug === 'dairy-eggs');
    const milk = categories.find((category) => category.slug === 'milk');
    const children = categories.filter((category) => category.parentId === dairy?.id);

    const dairyPage = await pageOf(`/api/Product?brandId=1&categoryId=${dairy?.id}&pageSize=48`);
    const milkPage = await pageOf(`/api/Product?brandId=1&categoryId=${milk?.id}`);

    expect(dairyPage.total).toBe(dairy?.productCount);
    expect(
      dairyPage.items.every((item) => children.some((child) => child.id === item.categoryId)),
    ).toBe(true);
    expect(milkPage.total).toBe(milk?.productCount);
    expect(milkPage.items.every((item) => item.categoryId === milk?.id)).toBe(true);
  });

  it('filters by the price shown (offer prices included) and by stock', async () => {
    const ranged = await pageOf('/api/Product?minPrice=400&maxPrice=500&pageSize=48&brandId=1');
    const inStock = await pageOf('/api/Product?inStock=true&pageSize=48&brandId=1');
    const noStock = await pageOf('/api/Product?inStock=false&pageSize=48&brandId=1');

    expect(ranged.total).toBeGreaterThan(0);
    expect(ranged.items.every((item) => item.price >= 400 && item.price <= 500)).toBe(true);
    // The Greek yogurt costs at most 5 SAR only through the running dairy offer.
    const yogurt = ranged.items.find((item) => item.slug === demoProductSlugs.onOffer);
    expect(yogurt?.compareAtPrice).toBeGreaterThan(500);
    expect(inStock.items.every((item) => item.stockState === 'available')).toBe(true);
    expect(noStock.items.every((item) => item.stockState !== 'available')).toBe(true);
    expect(inStock.total + noStock.total).toBe(330);
  });

  it('sorts by price both ways, by newest and by name', async () => {
    const cheapest = await pageOf('/api/Product?brandId=8&sort=price_asc&pageSize=48');
    const dearest = await pageOf('/api/Product?brandId=8&sort=price_desc&pageSize=48');
    const newest = await pageOf('/api/Product?brandId=8&sort=newest&pageSize=48');
    const arabic = await pageOf('/api/Product?brandId=8&sort=name&pageSize=48');
    const english = await pageOf('/api/Product?brandId=8&sort=name&pageSize=48', {
      'accept-language': 'en-GB,en;q=0.9',
    });
    // What an English page asks for, since every storefront call says Accept-Language: ar.
    const nameEn = await pageOf('/api/Product?brandId=8&sort=name_en&pageSize=48', {
      'accept-language': 'ar',
    });

    expect(isSorted(cheapest.items, (a, b) => a.price <= b.price)).toBe(true);
    expect(isSorted(dearest.items, (a, b) => a.price >= b.price)).toBe(true);
    expect(dearest.items[0]?.price).toBeGreaterThan(cheapest.items[0]?.price ?? 0);
    expect(newest.items[0]?.slug).toBe(demoProductSlugs.wholeLamb);
    expect(isSorted(arabic.items, (a, b) => a.name <= b.name)).toBe(true);
    expect(isSorted(english.items, (a, b) => a.nameEn <= b.nameEn)).toBe(true);
    expect(english.items.map((item) => item.id)).not.toEqual(arabic.items.map((item) => item.id));
    expect(nameEn.items.map((item) => item.id)).toEqual(english.items.map((item) => item.id));
  });

  it('shows the three stock states', async () => {
    const [milk, outOfStock, soldOut] = await Promise.all([
      detailOf(demoProductSlugs.milk),
      detailOf(demoProductSlugs.outOfStock),
      detailOf(demoProductSlugs.soldOut),
    ]);

    expect(milk).toMatchObject({ stockState: 'available', stockQuantity: 120 });
    expect(outOfStock).toMatchObject({ stockState: 'out_of_stock', stockQuantity: 0 });
    expect(soldOut).toMatchObject({ stockState: 'sold_out', stockQuantity: 0 });
  });

  it('answers 400 with one entry per malformed parameter', async () => {
    const response = await catalog.get(
      '/api/Product?page=abc&brandId=-1&sort=bogus&inStock=maybe&pageSize=0&minPrice=-5',
    );

    expect(response.statusCode).toBe(400);
    const errors = apiErrorListSchema.parse(response.json());
    expect(errors.every((error) => error.code === 'validation')).toBe(true);
    expect(errors.map((error) => error.field).sort()).toEqual([
      'query.brandId',
      'query.inStock',
      'query.minPrice',
      'query.page',
      'query.pageSize',
      'query.sort',
    ]);
  });

  it('answers 400 for a repeated parameter and for a page beyond the last allowed', async () => {
    expect((await catalog.get('/api/Product?page=1&page=2')).statusCode).toBe(400);
    expect((await catalog.get('/api/Product?page=10001')).statusCode).toBe(400);
  });

  it('answers 404 naming a filter that refers to nothing', async () => {
    for (const [parameter, kind] of [
      ['brandId', 'Brand'],
      ['categoryId', 'Category'],
      ['offerId', 'Offer'],
    ] as const) {
      const response = await catalog.get(`/api/Product?${parameter}=99999999999`);

      expect(response.statusCode).toBe(404);
      expect(apiErrorListSchema.parse(response.json())).toEqual([
        {
          code: 'not_found',
          message: `${kind} 99999999999 not found`,
          field: `query.${parameter}`,
        },
      ]);
    }
  });

  it('matches nothing for a price beyond any product instead of failing', async () => {
    const page = await pageOf('/api/Product?minPrice=99999999999');
    const all = await pageOf('/api/Product?maxPrice=99999999999');

    expect(page.total).toBe(0);
    expect(all.total).toBe(1500);
  });
});

describe('GET /api/Product/{slug}', () => {
  it('answers a milk product in both languages with its images, brand, category and countries', async () => {
    const milk = await detailOf(demoProductSlugs.milk);

    expect(milk).toMatchObject({
      slug: demoProductSlugs.milk,
      nameEn: 'Wadi Farms Full Fat Milk 1 L',
      name: 'حليب مزارع الوادي كامل الدسم ١ لتر',
      unitEn: 'bottle',
      storage: 'cold',
      currency: 'SAR',
      weight: { value: 1.03, unit: 'kg' },
      brand: { id: 1, nameEn: 'Nakheel Markets', logo: '/media/brands/1.svg' },
      category: { slug: 'milk', name: 'حليب', nameEn: 'Milk' },
      deliverableCountries: ['SA'],
      customizationOptions: [],
    });
    expect(milk.name).toContain('حليب');
    expect(milk.descriptionEn).toContain('Keep refrigerated');
    expect(milk.images).toEqual([
      `/media/products/${demoProductSlugs.milk}.svg`,
      `/media/products/${demoProductSlugs.milk}.svg?view=2`,
      `/media/products/${demoProductSlugs.milk}.svg?view=3`,
    ]);
  });

  it('relates up to 8 products of the same category, the same brand first', async () => {
    const milk = await detailOf(demoProductSlugs.milk);

    expect(milk.related).toHaveLength(8);
    expect(milk.related.every((item) => item.categoryId === milk.categoryId)).toBe(true);
    expect(milk.related.map((item) => item.id)).not.toContain(milk.id);
    const brands = milk.related.map((item) => item.brandId === milk.brandId);
    expect(brands).toEqual([...brands].sort((a, b) => Number(b) - Number(a)));
    expect(brands[0]).toBe(true);
  });

  it('lists customisation options with their choices', async () => {
    const cake = await detailOf(demoProductSlugs.cake);
    const roses = await detailOf(demoProductSlugs.roses);

    expect(cake.customizationOptions.map((option) => [option.kind, option.nameEn])).toEqual([
      ['text', 'Message on the cake'],
      ['choice', 'Candles'],
      ['file', 'Photo to print on the cake'],
    ]);
    expect(cake.customizationOptions[1]?.choices.map((choice) => choice.priceDelta)).toEqual([
      0, 1000, 1500,
    ]);
    expect(roses.customizationOptions[0]).toMatchObject({
      kind: 'choice',
      name: 'التغليف',
      required: true,
    });
    expect(roses.compareAtPrice).toBe(17_500);
  });

  it('shows the offer price of a product in a running offer, the list price as compare-at', async () => {
    const yogurt = await detailOf(demoProductSlugs.onOffer);
    const { price } = await listPrice(demoProductSlugs.onOffer);

    expect(yogurt.price).toBe(Math.round(price * 0.8));
    expect(yogurt.compareAtPrice).toBe(price);
  });

  it('delivers medicines only in the home country', async () => {
    const paracetamol = await detailOf(demoProductSlugs.paracetamol);

    expect(paracetamol.deliverableCountries).toEqual(['SA']);
    expect(paracetamol.maxPerOrder).toBe(2);
  });

  it('answers 400 for a slug with control characters, never a 500', async () => {
    const response = await catalog.get('/api/Product/milk%00');

    expect(response.statusCode).toBe(400);
    expect(apiErrorListSchema.parse(response.json())[0]).toMatchObject({
      code: 'validation',
      field: 'params.slug',
    });
  });

  it('answers 404 for an unknown slug', async () => {
    const response = await catalog.get('/api/Product/no-such-product');

    expect(response.statusCode).toBe(404);
    expect(apiErrorListSchema.parse(response.json())).toEqual([
      { code: 'not_found', message: 'Product no-such-product not found' },
    ]);
  });
});
