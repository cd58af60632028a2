import { apiErrorListSchema, categorySchema } from '@shop/core/schemas';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useCatalogApp } from '#src/test/catalog-app.ts';

const catalog = useCatalogApp();
const categoryList = z.array(categorySchema);

async function categoriesOf(url: string) {
  const response = await catalog.get(url);
  expect(response.statusCode).toBe(200);
  return categoryList.parse(response.json());
}

describe('GET /api/Category', () => {
  it("lists a brand's own categories first, then the shared tree, parents before children", async () => {
    const categories = await categoriesOf('/api/Category?brandId=1');

    expect(categories[0]).toMatchObject({ nameEn: 'Nakheel Value', brandId: 1, parentId: null });
    const dairy = categories.find((category) => category.slug === 'dairy-eggs');
    const milk = categories.find((category) => category.slug === 'milk');
    expect(dairy).toMatchObject({ name: 'الألبان والبيض', parentId: null, brandId: null });
    expect(milk).toMatchObject({ name: 'حليب', parentId: dairy?.id });
    const position = (id: number | undefined) => categories.findIndex((c) => c.id === id);
    for (const category of categories) {
      if (category.parentId !== null) {
        expect(position(category.parentId)).toBeLessThan(position(category.id));
      }
    }
  });

  it("counts the brand's products, a parent including its children", async () => {
    const categories = await categoriesOf('/api/Category?brandId=1');

    const topLevel = categories.filter((category) => category.parentId === null);
    expect(topLevel.reduce((sum, category) => sum + category.productCount, 0)).toBe(330);
    for (const parent of topLevel) {
      const children = categories.filter((category) => category.parentId === parent.id);
      if (children.length > 0) {
        expect(children.reduce((sum, child) => sum + child.productCount, 0)).toBe(
          parent.productCount,
        );
      }
    }
  });

  it("leaves out other activity types' categories and other brands' own ones", async () => {
    const slugs = (await categoriesOf('/api/Category?brandId=1')).map((category) => category.slug);

    expect(slugs).not.toContain('bread');
    expect(slugs).not.toContain('tannour-ramadan');
    expect(slugs).not.toContain('medicines');
  });

  it('without a brand lists the shared categories only', async () => {
    const categories = await categoriesOf('/api/Category');

    expect(categories.every((category) => category.brandId === null)).toBe(true);
    expect(categories.map((category) => category.slug)).toEqual(
      expect.arrayContaining([
        'dairy-eggs',
        'bread',
        'medicines',
        'fresh-meat',
        'fruits',
        'bouquets',
      ]),
    );
    const topLevel = categories.filter((category) => category.parentId === null);
    // Brand-owned categories hold the rest of the 1,500 products.
    expect(topLevel.reduce((sum, category) => sum + category.productCount, 0)).toBeLessThan(1500);
  });

  it('answers 404 for an unknown brand and 400 for a malformed one', async () => {
    const unknown = await catalog.get('/api/Category?brandId=777');
    const malformed = await catalog.get('/api/Category?brandId=one');

    expect(unknown.statusCode).toBe(404);
    expect(apiErrorListSchema.parse(unknown.json())).toEqual([
      { code: 'not_found', message: 'Brand 777 not found', field: 'query.brandId' },
    ]);
    expect(malformed.statusCode).toBe(400);
  });
});
