import { searchResultSchema } from '@shop/core/schemas';
import { describe, expect, it } from 'vitest';
import { useCatalogApp } from '#src/test/catalog-app.ts';

// The fixed relevance suite: English and Arabic queries, exact, prefix and with one typo or a
// spelling variant, each with what must come first or within the first three results. Runs
// on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

const catalog = useCatalogApp();

interface Case {
  query: string;
  /** The English name of the first (or a top-3) result must match. */
  expected: RegExp;
  within: 1 | 3;
}

const cases: Case[] = [
  // exact, English
  { query: 'milk', expected: /\bMilk\b/, within: 1 },
  { query: 'laban', expected: /\bLaban\b/, within: 1 },
  { query: 'greek yogurt', expected: /Greek Yogurt/, within: 1 },
  { query: 'basmati rice', expected: /Basmati Rice/, within: 1 },
  { query: 'olive oil', expected: /Olive Oil/, within: 1 },
  { query: 'croissant', expected: /Croissant/, within: 1 },
  { query: 'roses', expected: /Roses Bouquet/, within: 1 },
  { query: 'paracetamol', expected: /Paracetamol/, within: 1 },
  { query: 'lamb chops', expected: /Lamb Chops/, within: 1 },
  { query: 'tomatoes', expected: /Tomatoes/, within: 3 },
  // exact, Arabic (with and without the article and hamza, ة/ه)
  { query: 'حليب', expected: /\bMilk\b/, within: 1 },
  { query: 'الحليب', expected: /\bMilk\b/, within: 1 },
  { query: 'خبز', expected: /Bread|Tamees/, within: 1 },
  { query: 'قهوة عربية', expected: /Arabic Coffee/, within: 1 },
  { query: 'باقة ورد', expected: /Roses Bouquet/, within: 1 },
  { query: 'دجاج', expected: /Chicken/, within: 1 },
  { query: 'بقلاوة', expected: /Baklava/, within: 1 },
  { query: 'زعفران', expected: /Saffron/, within: 3 },
  { query: 'ارز', expected: /Rice/, within: 1 },
  { query: 'قهوه', expected: /Coffee/, within: 1 },
  // prefixes (as typed)
  { query: 'crois', expected: /Croissant/, within: 1 },
  { query: 'pista', expected: /Pistachio/, within: 3 },
  { query: 'كرواس', expected: /Croissant/, within: 1 },
  { query: 'شوكو', expected: /Chocolate/, within: 1 },
  // one typo
  { query: 'mlik', expected: /\bMilk\b/, within: 1 },
  { query: 'chiken', expected: /Chicken/, within: 1 },
  { query: 'baklawa', expected: /Baklava/, within: 1 },
  { query: 'strawbery', expected: /Strawberr/, within: 3 },
  { query: 'cardamon', expected: /Cardamom/, within: 1 },
  { query: 'ice crem', expected: /Ice Cream/, within: 1 },
  { query: 'حليبب', expected: /\bMilk\b/, within: 1 },
  { query: 'دجاح', expected: /Chicken/, within: 1 },
  { query: 'بقلاوه', expected: /Baklava/, within: 1 },
];

describe('search relevance', () => {
  it.each(cases)('"$query" ranks /$expected.source/ within the first $within', async (item) => {
    const response = await catalog.get(
      `/api/Search?pageSize=3&q=${encodeURIComponent(item.query)}`,
    );

    expect(response.statusCode).toBe(200);
    const names = searchResultSchema.parse(response.json()).items.map((result) => result.nameEn);
    expect(
      names.slice(0, item.within).some((name) => item.expected.test(name)),
      names.join(' | '),
    ).toBe(true);
  });
});
