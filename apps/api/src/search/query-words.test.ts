import { describe, expect, it } from 'vitest';
import { editDistance, toTsQuery } from './query-words.ts';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent transpositions as one edit', () => {
    expect(editDistance('milk', 'milk')).toBe(0);
    expect(editDistance('mlik', 'milk')).toBe(1);
    expect(editDistance('mil', 'milk')).toBe(1);
    expect(editDistance('milkk', 'milk')).toBe(1);
    expect(editDistance('nilk', 'milk')).toBe(1);
    expect(editDistance('حلبب', 'حليب')).toBe(1);
    expect(editDistance('chiken', 'chicken')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});

describe('toTsQuery', () => {
  it('requires every word, the last one also as a prefix', () => {
    expect(
      toTsQuery([
        { word: 'حليب', prefix: false, known: true },
        { word: 'wad', prefix: true, known: false },
      ]),
    ).toBe("'حليب' & 'wad':*");
    expect(toTsQuery([{ word: 'milk', prefix: true, known: true }])).toBe("('milk' | 'milk':*)");
    // A single letter is matched whole: as a prefix it would match nearly everything.
    expect(toTsQuery([{ word: 'g', prefix: true, known: true }])).toBe("'g'");
  });
});
