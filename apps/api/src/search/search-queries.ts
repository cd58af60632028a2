import type { ApiProductSort, SearchResult, Suggestion } from '@shop/core/schemas';
import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import { cachedValue } from '#src/catalog/value-cache.ts';
import { allCategories } from '#src/categories/categories-queries.ts';
import type { Database } from '#src/db/database.ts';
import { brands, productSearch } from '#src/db/schema.ts';
import { brandOnSale, onSale } from '#src/stores/store-suspension.ts';
import {
  pageInfo,
  productFilterConditions,
  summariesById,
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
      .where(brandOnSale)
      .orderBy(asc(brands.sortOrder), asc(brands.id)),
  );
}

/**
 * The full-text match and rank of the words over the products' search vectors. The tsquery
 * stays a constant of each statement: as a placeholder of a prepared one, its generic plan
 * parsed it again for every row it ranked (suggestions took 13 ms instead of 9).
 */
function fullText(words: readonly QueryWord[]) {
  const query = sql`to_tsquery('simple', ${toTsQuery(words)})`;
  return {
    matches: sql`${productSearch.searchVector} @@ ${query}`,
    rank: sql<number>`ts_rank(${productSearch.searchVector}, ${query})`,
  };
}

/**
 * ORDER BY of a search page over the `matched` rows (see searchProducts): relevance is the
 * full-text rank (name matches above brand or category matches), equal ranks going to the
 * better seller; the other sorts as in listings. Every order ends with the id, so pages are
 * stable.
 */
function searchOrder(sort: ApiProductSort): SQL {
  switch (sort) {
    case 'relevance':
      return sql`rank desc, popularity desc, id`;
    case 'price_asc':
      return sql`current_price, id`;
    case 'price_desc':
      return sql`current_price desc, id desc`;
    case 'newest':
      return sql`created_at desc, id`;
    case 'name':
    case 'name_en':
      return sql`name, id`;
  }
}

/** The columns of `matched` that a sort reads (see searchOrder), and nothing else. */
function searchSortColumns(sort: ApiProductSort, language: NameLanguage, rank: SQL): SQL[] {
  switch (sort) {
    case 'relevance':
      return [sql`${rank} as rank`, sql`${productSearch.popularity} as popularity`];
    case 'price_asc':
    case 'price_desc':
      return [];
    case 'newest':
      return [sql`${productSearch.createdAt} as created_at`];
    case 'name':
    case 'name_en':
      return [
        sql`${sort === 'name_en' || language === 'en' ? productSearch.nameEn : productSearch.name} as name`,
      ];
  }
}

/** A row of the search statement: one facet group, or one product of the page. */
interface SearchRow {
  kind: 'facet' | 'page';
  brandId: number | null;
  categoryId: number | null;
  rows: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  /** GROUPING(brand, category): 1 = a brand's count, 2 = a category's, 3 = all matches. */
  grouping: number | null;
  id: number | null;
  position: number | null;
}

const emptyResult = (paging: Paging, correctedQuery: string | null): SearchResult => ({
  items: [],
  ...pageInfo(paging, 0),
  facets: { brands: [], categories: [], price: null },
  correctedQuery,
});

/**
 * Ranked, typo-tolerant product search with the listing filters, and facets (brand and
 * category counts, price range) over every match.
 *
 * One statement reads the matches once, through the full-text index of `product_search` (narrow
 * rows), and answers both the facet groups and the page's ids from them; the page's products
 * are then read by id. Selecting whole product rows ordered by rank let PostgreSQL prefer a
 * parallel scan of the table and a sort of wide rows for broad words: 65 ms instead of 22 ms
 * for "dates" (5,751 matches of 100,000), and the narrow table halves that again.
 */
export async function searchProducts(
  db: Database,
  q: string,
  filters: ProductFilters,
  sort: ApiProductSort,
  paging: Paging,
  language: NameLanguage,
): Promise<SearchResult> {
  const [analysed, filterConditions] = await Promise.all([
    analyseQuery(db, q),
    productFilterConditions(db, filters, productSearch),
  ]);
  if (analysed.words.length === 0) return emptyResult(paging, null);
  const { matches, rank } = fullText(analysed.words);
  const order = searchOrder(sort);
  // Referenced twice, so PostgreSQL materializes `matched` once; no sort can then be taken
  // from a price or date index that would test every row it meets. The page is taken by a
  // top-N sort of the matches and only then numbered (numbering every match sorted them all).
  const sortColumns = searchSortColumns(sort, language, rank);
  const result: unknown = await db.execute(sql`
    with matched as (
      select ${productSearch.id} as id, ${productSearch.brandId} as brand_id,
        ${productSearch.categoryId} as category_id, ${productSearch.currentPrice} as current_price
        ${sql.join(sortColumns.map((column) => sql`, ${column}`))}
      from ${productSearch}
      where ${and(matches, ...filterConditions)}
    )
    select 'facet' as "kind", brand_id as "brandId", category_id as "categoryId",
      count(*)::int as "rows", min(current_price) as "minPrice", max(current_price) as "maxPrice",
      grouping(brand_id, category_id) as "grouping", null::int as "id", null::int as "position"
    from matched
    group by grouping sets ((brand_id), (category_id), ())
    union all
    select 'page', null, null, null, null, null, null, id,
      (row_number() over (order by ${order}))::int
    from (select * from matched order by ${order}
      limit ${paging.pageSize} offset ${(paging.page - 1) * paging.pageSize}) as page
  `);
  // Both drivers answer raw queries with `{ rows }`; the shared Database type does not say so.
  const { rows } = result as { rows: SearchRow[] };
  const groups = rows.filter((row) => row.kind === 'facet');
  const totalRow = groups.find((group) => group.grouping === 3);
  const total = totalRow?.rows ?? 0;
  if (total === 0) return emptyResult(paging, analysed.correctedQuery);

  const pageIds = rows
    .filter((row) => row.kind === 'page')
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((row) => row.id ?? 0);
  const [summaries, brandNames, categories] = await Promise.all([
    summariesById(db, pageIds),
    brandNamesOf(db),
    allCategories(db),
  ]);
  const items = summaries.map(toSummary);
  const facet = (
    grouping: number,
    idOf: (group: SearchRow) => number | null,
    names: readonly { id: number; name: string; nameEn: string }[],
  ) =>
    groups
      .filter((group) => group.grouping === grouping)
      .flatMap((group) => {
        const named = names.find((item) => item.id === idOf(group));
        return named
          ? [{ id: named.id, name: named.name, nameEn: named.nameEn, count: group.rows ?? 0 }]
          : [];
      })
      .sort((a, b) => b.count - a.count || a.id - b.id);

  return {
    items,
    ...pageInfo(paging, total),
    facets: {
      brands: facet(1, (group) => group.brandId, brandNames),
      categories: facet(2, (group) => group.categoryId, categories),
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
        id: productSearch.id,
        slug: productSearch.slug,
        name: productSearch.name,
        nameEn: productSearch.nameEn,
      })
      .from(productSearch)
      .where(and(matches, onSale(productSearch.brandId, productSearch.id)))
      .orderBy(desc(rank), desc(productSearch.popularity), asc(productSearch.id))
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
