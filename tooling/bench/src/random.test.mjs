import { describe, expect, it } from 'vitest';
import { random, zipf } from '#src/random.mjs';

describe('zipf', () => {
  it('draws every rank in range, the first ones as often as Zipf s = 1 says', () => {
    const n = 100_000;
    const draw = zipf(n, { next: random(1).next });
    const counts = new Map();
    const draws = 200_000;
    for (let i = 0; i < draws; i++) {
      const rank = draw();
      counts.set(rank, (counts.get(rank) ?? 0) + 1);
    }
    const ranks = [...counts.keys()];
    expect(Math.min(...ranks)).toBe(0);
    expect(Math.max(...ranks)).toBeLessThan(n);
    expect(ranks.every(Number.isInteger)).toBe(true);
    // P(rank 0) = 1 / H(n), H(100,000) ≈ 12.09; rank 1 half as likely, rank 9 a tenth.
    const harmonic = Array.from({ length: n }, (_, k) => 1 / (k + 1)).reduce((a, b) => a + b);
    expect(counts.get(0) / draws).toBeCloseTo(1 / harmonic, 2);
    expect(counts.get(0) / counts.get(1)).toBeCloseTo(2, 0);
    expect(counts.get(0) / counts.get(9)).toBeGreaterThan(7);
    expect(counts.get(0) / counts.get(9)).toBeLessThan(13);
    // A long tail: many distinct products are asked for, most only rarely.
    expect(counts.size).toBeGreaterThan(30_000);
  });

  it('draws the same sequence from the same seed', () => {
    const sequence = (seed) => {
      const draw = zipf(1000, { next: random(seed).next });
      return Array.from({ length: 50 }, draw);
    };
    expect(sequence(3)).toEqual(sequence(3));
    expect(sequence(3)).not.toEqual(sequence(4));
  });

  it('refuses an empty catalog', () => {
    expect(() => zipf(0)).toThrow(/at least one item/);
  });
});
