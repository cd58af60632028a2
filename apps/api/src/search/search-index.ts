import { asc, gt } from 'drizzle-orm';
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
  const count = (text: string, seen: Set<string>) => {
    for (const token of tokenize(text)) {
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
  };

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
      for (const text of texts) count(`${text.name} ${text.nameEn}`, seen);
    }
    const last = page.at(-1);
    if (!last || page.length < PAGE) break;
    lastId = last.id;
  }

  await db.delete(searchWordVariants);
  await db.delete(searchWords);
  const entries = [...stats.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (let start = 0; start < entries.length; start += INSERT_BATCH) {
    const batch = entries.slice(start, start + INSERT_BATCH);
    const inserted = await db
      .insert(searchWords)
      .values(
        batch.map(([word, entry]) => ({
          word,
          // The spelling seen most often (ties: the first in code-point order).
          display:
            [...entry.surfaces.entries()].sort(
              ([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : 1),
            )[0]?.[0] ?? word,
          lang: entry.lang,
          trigramKey: entry.key,
          frequency: entry.frequency,
        })),
      )
      .returning({ id: searchWords.id, word: searchWords.word });
    const variants = inserted.flatMap(({ id, word }) =>
      [...word].length < MIN_CORRECTABLE_LENGTH
        ? []
        : deletionVariants(word).map((variant) => ({ variant, wordId: id })),
    );
    for (let from = 0; from < variants.length; from += INSERT_BATCH * 4) {
      await db.insert(searchWordVariants).values(variants.slice(from, from + INSERT_BATCH * 4));
    }
  }
  return entries.length;
}
