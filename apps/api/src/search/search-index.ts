import { asc, gt, sql } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { brands, categories, products, searchWords, searchWordVariants } from '#src/db/schema.ts';
import { tokenize, trigramKey } from './normalize.ts';

interface Named {
  name: string;
  nameEn: string;
}

/**
 * The two normalised texts a product is found by: its names in both languages (full-text
 * weight A) and the names of its brand and category path (weight B, ranks below a name match).
 */
export function productSearchTexts(
  product: Named,
  brand: Named,
  categoryPath: readonly Named[],
): { searchName: string; searchExtra: string } {
  const join = (items: readonly Named[]) =>
    items.flatMap((item) => tokenize(`${item.name} ${item.nameEn}`).map((token) => token.word));
  return {
    searchName: join([product]).join(' '),
    searchExtra: join([brand, ...categoryPath]).join(' '),
  };
}

/** Counts the words of a name in both languages into `stats`, once per product (`seen`). */
function countWords(stats: Map<string, WordStats>, text: Named, seen: Set<string>): void {
  for (const token of tokenize(`${text.name} ${text.nameEn}`)) {
    if (token.script !== 'ar' && token.script !== 'en') continue;
    if (token.word.length < 2) continue;
    const key = trigramKey(token.word);
    if (key === null) continue;
    let entry = stats.get(token.word);
    if (!entry) {
      entry = { lang: token.script, key, frequency: 0, surfaces: new Map() };
      stats.set(token.word, entry);
    }
    entry.surfaces.set(token.surface, (entry.surfaces.get(token.surface) ?? 0) + 1);
    if (!seen.has(token.word)) {
      seen.add(token.word);
      entry.frequency += 1;
    }
  }
}

function sortedEntries(stats: Map<string, WordStats>): [string, WordStats][] {
  return [...stats.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** `search_words` rows of counted words. */
function wordRows(entries: readonly [string, WordStats][]) {
  return entries.map(([word, entry]) => ({
    word,
    // The spelling seen most often (ties: the first in code-point order).
    display:
      [...entry.surfaces.entries()].sort(
        ([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : 1),
      )[0]?.[0] ?? word,
    lang: entry.lang,
    trigramKey: entry.key,
    frequency: entry.frequency,
  }));
}

/** Each word's deletion variants (words long enough to correct). */
async function insertVariants(
  db: Database,
  words: readonly { id: number; word: string }[],
  mayExist: boolean,
): Promise<void> {
  const variants = words.flatMap(({ id, word }) =>
    [...word].length < MIN_CORRECTABLE_LENGTH
      ? []
      : deletionVariants(word).map((variant) => ({ variant, wordId: id })),
  );
  for (let from = 0; from < variants.length; from += INSERT_BATCH * 4) {
    const insert = db
      .insert(searchWordVariants)
      .values(variants.slice(from, from + INSERT_BATCH * 4));
    await (mayExist ? insert.onConflictDoNothing() : insert);
  }
}

/** Shortest word typo correction works on; shorter ones are kept as typed. */
export const MIN_CORRECTABLE_LENGTH = 3;

/** The word and each of its one-letter deletions (symmetric-delete typo matching). */
export function deletionVariants(word: string): string[] {
  const letters = [...word];
  const variants = new Set([word]);
  for (let index = 0; index < letters.length; index += 1) {
    variants.add([...letters.slice(0, index), ...letters.slice(index + 1)].join(''));
  }
  return [...variants];
}

interface WordStats {
  lang: 'ar' | 'en';
  key: string;
  frequency: number;
  surfaces: Map<string, number>;
}

const PAGE = 5000;
const INSERT_BATCH = 1000;

/**
 * Rebuilds the search vocabulary (`search_words` and `search_word_variants`) from every
 * product's names and its brand and category names: call it after products change in bulk
 * (the seed does). Pass a transaction to swap the vocabulary atomically. Returns the number
 * of words.
 */
export async function rebuildSearchVocabulary(db: Database): Promise<number> {
  const brandNames = new Map(
    (await db.select({ id: brands.id, name: brands.name, nameEn: brands.nameEn }).from(brands)).map(
      (brand) => [brand.id, brand],
    ),
  );
  const categoryRows = await db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      name: categories.name,
      nameEn: categories.nameEn,
    })
    .from(categories);
  const categoryById = new Map(categoryRows.map((category) => [category.id, category]));
  const pathOf = (categoryId: number): Named[] => {
    const path: Named[] = [];
    for (
      let category = categoryById.get(categoryId);
      category && path.length < 10;
      category = category.parentId === null ? undefined : categoryById.get(category.parentId)
    ) {
      path.push(category);
    }
    return path;
  };

  const stats = new Map<string, WordStats>();
  // Page through the products by id: short queries, whatever the catalog's size.
  for (let lastId = 0; ;) {
    const page = await db
      .select({
        id: products.id,
        name: products.name,
        nameEn: products.nameEn,
        brandId: products.brandId,
        categoryId: products.categoryId,
      })
      .from(products)
      .where(gt(products.id, lastId))
      .orderBy(asc(products.id))
      .limit(PAGE);
    for (const product of page) {
      const brand = brandNames.get(product.brandId);
      const texts = [product, ...(brand ? [brand] : []), ...pathOf(product.categoryId)];
      const seen = new Set<string>();
      for (const text of texts) countWords(stats, text, seen);
    }
    const last = page.at(-1);
    if (!last || page.length < PAGE) break;
    lastId = last.id;
  }

  await db.delete(searchWordVariants);
  await db.delete(searchWords);
  const entries = sortedEntries(stats);
  for (let start = 0; start < entries.length; start += INSERT_BATCH) {
    const inserted = await db
      .insert(searchWords)
      .values(wordRows(entries.slice(start, start + INSERT_BATCH)))
      .returning({ id: searchWords.id, word: searchWords.word });
    await insertVariants(db, inserted, false);
  }
  return entries.length;
}

/**
 * Adds one product's words to the vocabulary, so a typo of a new word is corrected at once (a
 * seller's new or renamed product: `texts` are its names, then its brand's and category path's
 * for a new product). A known word counts one product more; a new one comes with its deletion
 * variants. Upserts, so two products adding one word at the same moment never fail or lose a
 * count. A renamed product's old words keep their count until the next full rebuild
 * ({@link rebuildSearchVocabulary}), which only ranks corrections a little differently.
 */
export async function addToVocabulary(db: Database, texts: readonly Named[]): Promise<void> {
  const stats = new Map<string, WordStats>();
  const seen = new Set<string>();
  for (const text of texts) countWords(stats, text, seen);
  if (stats.size === 0) return;
  const words = await db
    .insert(searchWords)
    // In word order, as every writer: two products sharing words never lock them in turn.
    .values(wordRows(sortedEntries(stats)))
    .onConflictDoUpdate({
      target: searchWords.word,
      set: { frequency: sql`${searchWords.frequency} + excluded.frequency` },
    })
    .returning({ id: searchWords.id, word: searchWords.word });
  await insertVariants(db, words, true);
}
