import type { ProductSort, SearchResult, Suggestion } from '@shop/core/schemas';
import { and, asc, count, desc, max, min, sql, type SQL } from 'drizzle-orm';
import { cachedValue } from '#src/catalog/value-cache.ts';
import { allCategories } from '#src/categories/categories-queries.ts';
import type { Database } from '#src/db/database.ts';
import { brands, productImages, products } from '#src/db/schema.ts';
import {
  mainImageJoin,
  pageInfo,
  productFilterConditions,
  summaryColumns,
  toSummary,
  type NameLanguage,
  type Paging,
  type ProductFilters,
} from '#src/products/products-queries.ts';
import { tokenize } from './normalize.ts';
import { analyseQuery, toTsQuery, type QueryWord } from './query-words.ts';

/**
 * Every brand's names in display order, kept a minute like the counts: search facets and
 * suggestions name brands on every call, and the table is small.
 */
function brandNamesOf(db: Database) {
  return cachedValue(db, 'brand-names', () =>
    db
      .select({ id: brands.id, name: brands.name, nameEn: brands.nameEn })
      .from(brands)
      .orderBy(asc(brands.sortOrder), asc(brands.id)),
  );
}

/** The full-text match and rank of a tsquery text over the products' search vectors. */
function fullText(words: readonly QueryWord[]) {
  const query = sql`to_tsquery('simple', ${toTsQuery(words)})`;
  return {
    matches: sql`${products.searchVector} @@ ${query}`,
    rank: sql<number>`ts_rank(${products.searchVector}, ${query})`,
  };
}

/** A listing sort, as expressions that no index on products provides (see searchProducts). */
function searchOrder(sort: Exclude<ProductSort, 'relevance'>, language: NameLanguage): SQL[] {
  const name = language === 'en' ? products.nameEn : products.name;
  switch (sort) {
    case 'price_asc':
      return [sql`${products.currentPrice} + 0`, asc(products.id)];
    case 'price_desc':
      return [sql`${products.currentPrice} + 0 desc`, desc(products.id)];
    case 'newest':
      return [sql`${products.createdAt} + interval '0 seconds' desc`, asc(products.id)];
    case 'name':
      return [sql`${name} || ''`, asc(products.id)];
  }
}

const emptyResult = (paging: Paging, correctedQuery: string | null): SearchResult => ({
  items: [],
  ...pageInfo(paging, 0),
  facets: { brands: [], categories: [], price: null },
  correctedQuery,
});

/**
 * Ranked, typo-tolerant product search with the listing filters, and facets (brand and
 * category counts, price range) over every match. `sort=relevance` orders by full-text rank
 * (name matches above brand or category matches), then id; the other sorts as in listings.
 */
export async function searchProducts(
  db: Database,
  q: string,
  filters: ProductFilters,
  sort: ProductSort,
  paging: Paging,
  language: NameLanguage,
): Promise<SearchResult> {
  const [analysed, filterConditions] = await Promise.all([
    analyseQuery(db, q),
    productFilterConditions(db, filters),
  ]);
  if (analysed.words.length === 0) return emptyResult(paging, null);
  const { matches, rank } = fullText(analysed.words);
  const where = and(matches, ...filterConditions);
  // Always ORDER BY rank then unique keys: a LIMIT without an order scans far more rows (and
  // pages would not be stable). Equal ranks go to the better seller. The other sorts order by
  // expressions no index provides, so PostgreSQL starts from the full-text index (bounded by
  // the words) instead of walking a price or date index and testing every row it meets.
  const order: SQL[] =
    sort === 'relevance'
      ? [desc(rank), desc(products.popularity), asc(products.id)]
      : searchOrder(sort, language);

  const [rows, groups] = await Promise.all([
    db
      .select(summaryColumns)
      .from(products)
      .leftJoin(productImages, mainImageJoin)
      .where(where)
      .orderBy(...order)
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    // One pass for every facet: GROUPING() tells the brand rows, category rows and the total.
    db
      .select({
        brandId: products.brandId,
        categoryId: products.categoryId,
        rows: count(),
        minPrice: min(products.currentPrice),
        maxPrice: max(products.currentPrice),
        grouping: sql<number>`grouping(${products.brandId}, ${products.categoryId})`.mapWith(
          Number,
        ),
      })
      .from(products)
      .where(where)
      .groupBy(sql`grouping sets ((${products.brandId}), (${products.categoryId}), ())`),
  ]);
  const totalRow = groups.find((group) => group.grouping === 3);
  const total = totalRow?.rows ?? 0;
  if (total === 0) return emptyResult(paging, analysed.correctedQuery);

  const brandCounts = groups.filter((group) => group.grouping === 1);
  const categoryCounts = groups.filter((group) => group.grouping === 2);
  const items = rows.map(toSummary);
  const [brandNames, categories] = await Promise.all([brandNamesOf(db), allCategories(db)]);
  const facet = (
    counted: typeof groups,
    idOf: (group: (typeof groups)[number]) => number,
    names: readonly { id: number; name: string; nameEn: string }[],
  ) =>
    counted
      .flatMap((group) => {
        const named = names.find((item) => item.id === idOf(group));
        return named
          ? [{ id: named.id, name: named.name, nameEn: named.nameEn, count: group.rows }]
          : [];
      })
      .sort((a, b) => b.count - a.count || a.id - b.id);

  return {
    items,
    ...pageInfo(paging, total),
    facets: {
      brands: facet(brandCounts, (group) => group.brandId, brandNames),
      categories: facet(categoryCounts, (group) => group.categoryId, categories),
      price:
        totalRow?.minPrice != null && totalRow.maxPrice != null
          ? { min: totalRow.minPrice, max: totalRow.maxPrice }
          : null,
    },
    correctedQuery: analysed.correctedQuery,
  };
}

/** Suggestions answered at most. */
export const MAX_SUGGESTIONS = 8;
const MAX_BRAND_SUGGESTIONS = 2;
const MAX_CATEGORY_SUGGESTIONS = 3;

/** Whether a name matches every query word (the last one as a prefix). */
function nameMatches(words: readonly QueryWord[], name: string, nameEn: string): boolean {
  const nameWords = tokenize(`${name} ${nameEn}`).map((token) => token.word);
  return words.every(({ word, prefix }) =>
    nameWords.some((candidate) => candidate === word || (prefix && candidate.startsWith(word))),
  );
}

/**
 * As-you-type suggestions in both languages: matching brands and categories first (the
 * tables are small, so they are matched here), then products by full-text rank, at most 8.
 */
export async function suggest(db: Database, q: string): Promise<Suggestion[]> {
  const { words } = await analyseQuery(db, q);
  if (words.length === 0) return [];
  const { matches, rank } = fullText(words);
  const [brandRows, categoryRows, productRows] = await Promise.all([
    brandNamesOf(db),
    allCategories(db),
    db
      .select({
        id: products.id,
        slug: products.slug,
        name: products.name,
        nameEn: products.nameEn,
      })
      .from(products)
      .where(matches)
      .orderBy(desc(rank), desc(products.popularity), asc(products.id))
      .limit(MAX_SUGGESTIONS),
  ]);
  const brandSuggestions = brandRows
    .filter((brand) => nameMatches(words, brand.name, brand.nameEn))
    .slice(0, MAX_BRAND_SUGGESTIONS)
    .map((brand) => ({ kind: 'brand' as const, slug: null, ...brand }));
  const categorySuggestions = categoryRows
    .filter((category) => nameMatches(words, category.name, category.nameEn))
    .slice(0, MAX_CATEGORY_SUGGESTIONS)
    .map(({ id, name, nameEn }) => ({ kind: 'category' as const, slug: null, id, name, nameEn }));
  const productSuggestions = productRows.map((product) => ({
    kind: 'product' as const,
    ...product,
  }));
  return [...brandSuggestions, ...categorySuggestions, ...productSuggestions].slice(
    0,
    MAX_SUGGESTIONS,
  );
}
