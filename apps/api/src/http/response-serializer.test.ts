import {
  apiErrorListSchema,
  brandSchema,
  categorySchema,
  productDetailSchema,
  productPageSchema,
  productSlugPageSchema,
  searchResultSchema,
  suggestionListSchema,
  type ProductDetail,
  type ProductSummary,
} from '@shop/core/schemas';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plainJsonSchema, responseSerializerCompiler } from './response-serializer.ts';

const serializerOf = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });
/** What fastify-type-provider-zod's serializer writes: zod's encode, then JSON.stringify. */
const zodText = (schema: z.ZodType, value: unknown) => JSON.stringify(z.encode(schema, value));

/** Texts that JSON must escape: quotes, backslashes, controls, a lone surrogate, emoji, Arabic. */
const awkward = 'حليب "كامل" \\ الدسم\n\t\u0001 </script> \ud800 🥛';

function summary(id: number, overrides: Partial<ProductSummary> = {}): ProductSummary {
  // Keys deliberately out of the schema's order, plus one the schema does not know.
  return {
    rating: 4.5,
    ratingCount: 12,
    image: `/media/products/p-${id}.svg`,
    storage: 'cold',
    maxPerOrder: 10,
    stockState: 'available',
    stockQuantity: 7,
    currency: 'SAR',
    compareAtPrice: null,
    price: 1250,
    weight: { value: 1.5, unit: 'kg' },
    unitEn: 'pack',
    unit: 'عبوة',
    categoryId: 3,
    brandId: 2,
    sku: `SKU-${id}`,
    slug: `p-${id}`,
    id,
    nameEn: `Milk ${awkward}`,
    name: awkward,
    ...overrides,
    ...{ internalNote: 'not part of the answer' },
  };
}

const detail: ProductDetail = {
  ...summary(1, { compareAtPrice: 1500, weight: null, stockState: 'sold_out', stockQuantity: 0 }),
  description: awkward,
  descriptionEn: 'Fresh "full fat" milk',
  images: ['/media/products/p-1.svg', '/media/products/p-1.svg?view=2'],
  brand: { id: 2, name: 'نخيل', nameEn: 'Nakheel', logo: '/media/brands/2.svg', activityTypeId: 1 },
  category: { id: 3, slug: 'dairy', name: 'ألبان', nameEn: 'Dairy' },
  deliverableCountries: ['SA', 'AE'],
  customizationOptions: [
    {
      id: 1,
      kind: 'choice',
      name: 'الحجم',
      nameEn: 'Size',
      required: true,
      choices: [{ id: 1, name: 'كبير', nameEn: 'Large', priceDelta: -50 }],
    },
    { id: 2, kind: 'text', name: 'رسالة', nameEn: 'Message', required: false, choices: [] },
  ],
  related: [summary(2), summary(3, { weight: { value: 250, unit: 'g' }, rating: 0 })],
};

const answers: [string, z.ZodType, unknown][] = [
  ['product detail', productDetailSchema, detail],
  [
    'product page',
    productPageSchema,
    { items: [summary(4), summary(5)], page: 2, pageSize: 24, total: 49, totalPages: 3 },
  ],
  ['empty page', productPageSchema, { items: [], page: 1, pageSize: 24, total: 0, totalPages: 0 }],
  [
    'search result',
    searchResultSchema,
    {
      items: [summary(6)],
      page: 1,
      pageSize: 24,
      total: 1,
      totalPages: 1,
      facets: {
        brands: [{ id: 2, name: 'نخيل', nameEn: 'Nakheel', count: 1 }],
        categories: [],
        price: { min: 1250, max: 1250 },
      },
      correctedQuery: 'milk',
    },
  ],
  [
    'search result without matches',
    searchResultSchema,
    {
      items: [],
      page: 1,
      pageSize: 24,
      total: 0,
      totalPages: 0,
      facets: { brands: [], categories: [], price: null },
      correctedQuery: null,
    },
  ],
  [
    'brands',
    z.array(brandSchema),
    [
      {
        id: 2,
        activityTypeId: 1,
        name: 'نخيل',
        nameEn: 'Nakheel',
        description: awkward,
        descriptionEn: 'Dates',
        logo: '/media/brands/2.svg',
        minimumOrder: 0,
        currency: 'SAR',
        deliverySpeeds: [
          { id: 1, code: 'standard', name: 'عادي', nameEn: 'Standard', fee: 900, etaMinutes: 90 },
        ],
        cityIds: [1, 2],
        productCount: 1500,
      },
    ],
  ],
  [
    'categories',
    z.array(categorySchema),
    [
      {
        id: 1,
        slug: 'dairy',
        parentId: null,
        brandId: null,
        name: 'ألبان',
        nameEn: 'Dairy',
        productCount: 3,
      },
      {
        id: 2,
        slug: 'milk',
        parentId: 1,
        brandId: 2,
        name: 'حليب',
        nameEn: 'Milk',
        productCount: 1,
      },
    ],
  ],
  [
    'suggestions',
    suggestionListSchema,
    [
      { kind: 'brand', id: 2, slug: null, name: 'نخيل', nameEn: 'Nakheel' },
      { kind: 'product', id: 1, slug: 'p-1', name: awkward, nameEn: 'Milk' },
    ],
  ],
  [
    'product slugs',
    productSlugPageSchema,
    {
      items: [{ slug: 'p-1', brandId: 2, updatedAt: '2026-11-24T10:00:00.000Z' }],
      page: 1,
      pageSize: 5000,
      total: 1,
      totalPages: 1,
    },
  ],
  [
    'errors',
    apiErrorListSchema,
    [
      { code: 'not_found', message: 'Product x not found' },
      { code: 'invalid', message: awkward, field: 'query.page' },
    ],
  ],
];

describe('responseSerializerCompiler', () => {
  it('compiles every catalog answer from its schema (none is left to zod)', () => {
    for (const [name, schema] of answers) expect(plainJsonSchema(schema), name).toBeDefined();
  });

  it.each(answers)('writes a %s exactly as zod would', (_name, schema, value) => {
    expect(serializerOf(schema)(value)).toBe(zodText(schema, value));
  });

  it('keeps every field of a product page and leaves out keys the schema does not name', () => {
    const parsed = JSON.parse(serializerOf(productDetailSchema)(detail)) as Record<string, unknown>;

    expect(parsed).toEqual(productDetailSchema.parse(detail));
    expect(Object.keys(parsed)).toEqual(Object.keys(productDetailSchema.shape));
    expect(parsed).not.toHaveProperty('internalNote');
    expect(parsed.related).toHaveLength(2);
  });

  it('leaves schemas without a plain JSON form to zod', () => {
    const dated = z.object({ at: z.date(), kind: z.union([z.literal('a'), z.number()]) });
    const value = { at: new Date('2026-11-24T10:00:00Z'), kind: 'a' };

    expect(plainJsonSchema(dated)).toBeUndefined();
    expect(serializerOf(dated)(value)).toBe('{"at":"2026-11-24T10:00:00.000Z","kind":"a"}');
  });

  it('compiles string formats that only validate (uuid), never the date ones', () => {
    const upload = z.object({ id: z.uuid(), fileName: z.string() });
    const value = { fileName: 'a.png', id: '4b1c6f7e-2a9d-4c1e-8f3a-0d2b6c9e1f00', extra: 1 };

    expect(plainJsonSchema(upload)).toBeDefined();
    expect(serializerOf(upload)(value)).toBe(zodText(upload, value));
    expect(plainJsonSchema(z.object({ at: z.iso.datetime() }))).toBeUndefined();
  });
});
