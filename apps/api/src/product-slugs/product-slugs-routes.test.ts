import {
  apiErrorListSchema,
  PRODUCT_SLUG_PAGE_SIZE,
  productSlugPageSchema,
} from '@shop/core/schemas';
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoProductSlugs } from '#src/db/demo/demo-products.ts';
import { products } from '#src/db/schema.ts';
import { useCatalogApp } from '#src/test/catalog-app.ts';
import { listProductSlugs } from './product-slugs-queries.ts';

const catalog = useCatalogApp();

async function slugPage(url: string) {
  const response = await catalog.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return { page: productSlugPageSchema.parse(response.json()), headers: response.headers };
}

async function allProducts() {
  return catalog.db
    .select({ id: products.id, slug: products.slug, brandId: products.brandId })
    .from(products)
    .orderBy(asc(products.id));
}

describe('GET /api/ProductSlug', () => {
  it('lists every product (slug, brand, last change) in id order on one large page', async () => {
    const { page, headers } = await slugPage('/api/ProductSlug');
    const expected = await allProducts();

    expect(page).toMatchObject({
      page: 1,
      pageSize: PRODUCT_SLUG_PAGE_SIZE,
      total: 1500,
      totalPages: 1,
    });
    expect(page.items.map(({ slug, brandId }) => ({ slug, brandId }))).toEqual(
      expected.map(({ slug, brandId }) => ({ slug, brandId })),
    );
    expect(page.items.map((item) => item.slug)).toContain(demoProductSlugs.milk);
    expect(page.items.every((item) => !Number.isNaN(Date.parse(item.updatedAt)))).toBe(true);
    expect(headers['cache-control']).toBe('public, max-age=60');
    expect(headers.etag).toBeDefined();
  });

  it('answers the same for page=1, and an empty page past the end', async () => {
    const first = await slugPage('/api/ProductSlug?page=1');
    const beyond = await slugPage('/api/ProductSlug?page=2');
    const far = await slugPage('/api/ProductSlug?page=10000');

    expect(first.page.items).toHaveLength(1500);
    expect(beyond.page).toMatchObject({ items: [], page: 2, total: 1500, totalPages: 1 });
    expect(far.page).toMatchObject({ items: [], page: 10000, total: 1500 });
  });

  it('answers 400 naming `page` when it is not a page number', async () => {
    for (const query of [
      'page=abc',
      'page=0',
      'page=-1',
      'page=1.5',
      'page=10001',
      'page=1&page=2',
    ]) {
      const response = await catalog.get(`/api/ProductSlug?${query}`);

      expect(response.statusCode, query).toBe(400);
      const errors = apiErrorListSchema.parse(response.json());
      expect(
        errors.map((error) => [error.code, error.field]),
        query,
      ).toEqual([['validation', 'query.page']]);
    }
  });

  it('is documented in the OpenAPI document with its page parameter', async () => {
    const document = (await catalog.app.inject({ method: 'GET', url: '/openapi.json' })).json<{
      paths: Record<
        string,
        { get?: { parameters?: { in: string; name: string }[]; responses: object } }
      >;
    }>();
    const operation = document.paths['/api/ProductSlug']?.get;

    expect(operation?.parameters?.map((item) => `${item.in}:${item.name}`)).toEqual(['query:page']);
    expect(Object.keys(operation?.responses ?? {})).toEqual(['200', '400', '401']);
  });
});

describe('listProductSlugs', () => {
  it('covers every product exactly once across pages, in id order', async () => {
    const pageSize = 400;
    const pages = await Promise.all(
      [1, 2, 3, 4, 5].map((page) => listProductSlugs(catalog.db, page, pageSize)),
    );
    const expected = await allProducts();

    expect(pages.map((page) => page.items.length)).toEqual([400, 400, 400, 300, 0]);
    expect(pages[0]).toMatchObject({ total: 1500, totalPages: 4, pageSize });
    expect(pages.flatMap((page) => page.items.map((item) => item.slug))).toEqual(
      expected.map((product) => product.slug),
    );
  });
});
