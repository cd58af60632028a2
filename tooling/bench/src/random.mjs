/** A small seeded PRNG (mulberry32): the same request mix on every run. */
export function random(seed = 42) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    /** `choices` is [[value, weight], …]. */
    weighted: (choices) => {
      const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of choices) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return choices.at(-1)[0];
    },
  };
}

/**
 * Draws ranks 0 … n-1 with Zipf's law: rank r (from 0) weighs 1 / (r + 1)^s, so with s = 1
 * the first item is asked for about twice as often as the second and the tail is long.
 * `next` is a uniform [0, 1) source such as `random(seed).next`.
 */
export function zipf(n, { s = 1, next = random().next } = {}) {
  if (!Number.isInteger(n) || n < 1) throw new Error(`zipf needs at least one item, got ${n}`);
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let rank = 0; rank < n; rank++) {
    total += 1 / (rank + 1) ** s;
    cumulative[rank] = total;
  }
  return () => {
    const roll = next() * total;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (cumulative[middle] > roll) high = middle;
      else low = middle + 1;
    }
    return low;
  };
}
