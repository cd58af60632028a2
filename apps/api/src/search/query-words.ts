import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { cachedValue } from '#src/catalog/value-cache.ts';
import type { Database } from '#src/db/database.ts';
import { searchWords, searchWordVariants } from '#src/db/schema.ts';
import { cleanText, tokenize, trigramKey, type SearchToken } from './normalize.ts';
import { deletionVariants, MIN_CORRECTABLE_LENGTH } from './search-index.ts';

/** Words of a query beyond this many are ignored. */
export const MAX_QUERY_WORDS = 8;

/** A word of the query as typed, and the search words it normalises to. */
interface TypedWord {
  typed: string;
  tokens: SearchToken[];
}

export interface QueryWord {
  /** The normalised word searched for (after correction). */
  word: string;
  /** Matched as a prefix (the last word, as the shopper may still be typing it). */
  prefix: boolean;
  /** Whether the word is in the vocabulary as it stands (so an exact match is possible). */
  known: boolean;
}

export interface AnalysedQuery {
  words: QueryWord[];
  /** The query with corrected words replaced, when any was corrected; else null. */
  correctedQuery: string | null;
}

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and adjacent
 * transpositions ("mlik" → "milk" is 1), over code points.
 */
export function editDistance(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  const rows = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= s.length; i += 1) {
    for (let j = 1; j <= t.length; j += 1) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      const row = rows[i];
      if (row) row[j] = best;
    }
  }
  return at(s.length, t.length);
}

/** Most edits a correction may make: one for short words, more for long ones. */
function allowedEdits(word: string): number {
  const length = [...word].length;
  return length <= 4 ? 1 : length <= 8 ? 2 : 3;
}

interface Candidate {
  word: string;
  display: string;
  frequency: number;
  similarity: number;
}

/**
 * The vocabulary word a misspelt word most likely means, or undefined. Candidates come from
 * pg_trgm (trigram similarity of the ASCII keys at or above pg_trgm's threshold, 0.3, through
 * the GIN index) and from the one-deletion variants (one edit apart, which trigrams miss in
 * short words); the fewest edits win, then the more common word (the likelier meaning), then
 * the more similar one.
 */
export async function correctWord(
  db: Database,
  token: SearchToken,
): Promise<Candidate | undefined> {
  const key = trigramKey(token.word);
  if (key === null || (token.script !== 'ar' && token.script !== 'en')) return undefined;
  const similarity = sql<number>`similarity(${searchWords.trigramKey}, ${key})`.mapWith(Number);
  const columns = {
    word: searchWords.word,
    display: searchWords.display,
    frequency: searchWords.frequency,
    similarity,
  };
  const candidates = await union(
    db
      .select(columns)
      .from(searchWords)
      .where(and(eq(searchWords.lang, token.script), sql`${searchWords.trigramKey} % ${key}`))
      .orderBy(desc(similarity), desc(searchWords.frequency))
      .limit(20),
    db
      .select(columns)
      .from(searchWordVariants)
      .innerJoin(searchWords, eq(searchWords.id, searchWordVariants.wordId))
      .where(
        and(
          inArray(searchWordVariants.variant, deletionVariants(token.word)),
          eq(searchWords.lang, token.script),
        ),
      )
      .limit(50),
  );
  const scored = candidates
    .map((candidate) => ({ ...candidate, edits: editDistance(token.word, candidate.word) }))
    .filter(
      (candidate) => candidate.edits <= allowedEdits(token.word) || candidate.similarity >= 0.3,
    )
    .sort(
      (a, b) =>
        a.edits - b.edits ||
        b.frequency - a.frequency ||
        b.similarity - a.similarity ||
        (a.word < b.word ? -1 : 1),
    );
  return scored[0];
}

interface Vocabulary {
  known: ReadonlySet<string>;
  /** Whether some vocabulary word starts with `start` (the shopper may be typing it). */
  startsAWord: (start: string) => boolean;
}

/**
 * The indexed words, kept in memory for a minute like the counts (a few thousand words even
 * for 100,000 products): whether a query word is known, or begins a known word, is then
 * answered without a query. Only misspelt words go to the database (correctWord).
 */
function vocabulary(db: Database): Promise<Vocabulary> {
  return cachedValue(db, 'search-words', async () => {
    const rows = await db.select({ word: searchWords.word }).from(searchWords);
    const sorted = rows.map((row) => row.word).sort();
    const startsAWord = (start: string) => {
      let low = 0;
      let high = sorted.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if ((sorted[middle] ?? '') < start) low = middle + 1;
        else high = middle;
      }
      return sorted[low]?.startsWith(start) ?? false;
    };
    return { known: new Set(sorted), startsAWord };
  });
}

/**
 * Normalises a query and corrects its typos against the search vocabulary: a word the
 * vocabulary does not have is replaced by its most likely vocabulary word, except the last
 * word while it is still the start of a vocabulary word (the shopper is typing it).
 */
export async function analyseQuery(db: Database, query: string): Promise<AnalysedQuery> {
  const typedWords: TypedWord[] = cleanText(query)
    .split(/\s+/)
    .filter((typed) => typed !== '')
    .map((typed) => ({ typed, tokens: tokenize(typed) }));
  const tokens = typedWords.flatMap((typed) => typed.tokens).slice(0, MAX_QUERY_WORDS);
  if (tokens.length === 0) return { words: [], correctedQuery: null };

  const { known, startsAWord } = await vocabulary(db);

  const corrections = new Map<SearchToken, Candidate>();
  const words: QueryWord[] = [];
  for (const [index, token] of tokens.entries()) {
    const last = index === tokens.length - 1;
    const correctable =
      (token.script === 'ar' || token.script === 'en') &&
      [...token.word].length >= MIN_CORRECTABLE_LENGTH;
    if (known.has(token.word) || !correctable) {
      words.push({ word: token.word, prefix: last, known: known.has(token.word) });
      continue;
    }
    if (last && startsAWord(token.word)) {
      words.push({ word: token.word, prefix: true, known: false });
      continue;
    }
    // Shoppers repeat the same misspellings: a correction is kept for a minute too.
    const correction = await cachedValue(db, `correction:${token.script}:${token.word}`, () =>
      correctWord(db, token),
    );
    if (correction) corrections.set(token, correction);
    words.push({
      word: correction?.word ?? token.word,
      prefix: last,
      known: correction !== undefined,
    });
  }

  const correctedQuery =
    corrections.size === 0
      ? null
      : typedWords
          .map(({ typed, tokens: parts }) => {
            const [only] = parts;
            const correction = parts.length === 1 && only ? corrections.get(only) : undefined;
            return correction ? correction.display : typed;
          })
          .join(' ');
  return { words, correctedQuery };
}

/** Shortest last word matched as a prefix: one letter would match most of the catalog. */
export const MIN_PREFIX_LENGTH = 2;

/**
 * The words as a PostgreSQL tsquery (`simple` configuration): every word must match; the last
 * one (of at least two letters) as a prefix too. Words are runs of letters or digits
 * (normalize.ts), so they need no escaping inside the quotes.
 */
export function toTsQuery(words: readonly QueryWord[]): string {
  return words
    .map(({ word, prefix, known }) =>
      !prefix || [...word].length < MIN_PREFIX_LENGTH
        ? `'${word}'`
        : known
          ? `('${word}' | '${word}':*)`
          : `'${word}':*`,
    )
    .join(' & ');
}
