import { random, zipf } from '@shop/bench/random';

// The request mixes. Each is a fixed list of paths (seeded PRNG) that the load generator
// cycles through, so every run sends the same requests in the same proportions.

const sorts = [
  ['relevance', 40],
  ['price_asc', 20],
  ['price_desc', 15],
  ['newest', 15],
  ['name', 10],
];
// Shoppers mostly look at the first pages; a few page deep.
const pageOf = (rng) =>
  rng.weighted([
    [1, 60],
    [2, 20],
    [rng.int(3, 5), 15],
    [rng.int(6, 20), 5],
  ]);

/** `GET /api/Product?…`: by brand, brand + category, category, or everything; sorts and pages. */
export function listPaths(sample, count = 1000) {
  const rng = random(1);
  const paths = [];
  for (let i = 0; i < count; i++) {
    const params = new URLSearchParams();
    const kind = rng.weighted([
      ['brand', 40],
      ['brand+category', 30],
      ['category', 15],
      ['all', 15],
    ]);
    if (kind === 'brand') params.set('brandId', rng.pick(sample.brandIds));
    if (kind === 'brand+category') {
      const [brandId, categoryId] = rng.pick(sample.pairs);
      params.set('brandId', brandId);
      params.set('categoryId', categoryId);
    }
    if (kind === 'category') params.set('categoryId', rng.pick(sample.categoryIds));
    params.set('sort', rng.weighted(sorts));
    params.set('page', pageOf(rng));
    params.set(
      'pageSize',
      rng.weighted([
        [24, 80],
        [48, 20],
      ]),
    );
    paths.push(`/api/Product?${params}`);
  }
  return paths;
}

/** `GET /api/Product/{slug}` of random known products (`pathOf` makes the floor's paths). */
export function detailPaths(
  sample,
  { count = 1000, pathOf = (slug) => `/api/Product/${encodeURIComponent(slug)}` } = {},
) {
  const rng = random(2);
  return Array.from({ length: count }, () => pathOf(rng.pick(sample.slugs)));
}

/** The floor server's requests: the same slugs as `detail`, the same brands as `list`. */
export function floorPaths(sample, count = 1000) {
  const rng = random(5);
  return {
    'product by key': detailPaths(sample, {
      count,
      pathOf: (slug) => `/product/${encodeURIComponent(slug)}`,
    }),
    'page of 24': Array.from(
      { length: count },
      () => `/brand/${rng.pick(sample.brandIds)}/products`,
    ),
  };
}

/** Page size of the storefront's listings (the API's default). */
const PAGE_SIZE = 24;

/**
 * The long tail: every product of the catalog (most popular first, as the floor server lists
 * them) drawn with Zipf's law (s = 1); two requests in three its detail, one the page of its
 * brand's listing that shows it, as the storefront's brand page asks for it. An endless seeded
 * stream: the same requests on every run, none repeated because the list ran out.
 */
export function longTailPaths(catalog, { s = 1, seed = 6 } = {}) {
  const rng = random(seed);
  const draw = zipf(catalog.slugs.length, { s, next: rng.next });
  return () => {
    const rank = draw();
    if (rng.next() < 2 / 3) return `/api/Product/${encodeURIComponent(catalog.slugs[rank])}`;
    const page = Math.ceil(catalog.brandPositions[rank] / PAGE_SIZE);
    return `/api/Product?brandId=${catalog.brandIds[rank]}&page=${page}`;
  };
}

/** English and Arabic searches, some with typos, missing hamza or Persian letters. */
export const searchQueries = [
  // English
  'milk',
  'rice',
  'chicken breast',
  'olive oil',
  'fresh bread',
  'cheddar cheese',
  'orange juice',
  'coffee',
  'dates',
  'tomatoes',
  // English typos
  'mlik',
  'chiken',
  'tomatos',
  'cofee',
  'chese',
  'oragne juice',
  // Arabic
  'حليب',
  'أرز',
  'دجاج',
  'زيت زيتون',
  'خبز',
  'جبن',
  'تمر',
  'قهوة',
  'عصير برتقال',
  'طماطم',
  // Arabic variants and typos (no hamza, ta marbuta as ha, Persian yeh/kaf, swapped letters)
  'ارز',
  'قهوه',
  'حلیب',
  'دجاح',
  'طماطن',
  'زيت زيتن',
];

export function searchPaths(count = 1000) {
  const rng = random(3);
  return Array.from({ length: count }, () => {
    const params = new URLSearchParams({ q: rng.pick(searchQueries) });
    if (rng.next() < 0.15) params.set('sort', rng.pick(['price_asc', 'price_desc']));
    if (rng.next() < 0.1) params.set('page', '2');
    return `/api/Search?${params}`;
  });
}

/** Autocomplete prefixes as typed, both languages. */
export const suggestPrefixes = [
  'mi',
  'mil',
  'ric',
  'chi',
  'chick',
  'oli',
  'bre',
  'che',
  'cof',
  'tom',
  'dat',
  'ora',
  'حل',
  'حلي',
  'أر',
  'ار',
  'دج',
  'زي',
  'خب',
  'جب',
  'قه',
  'طم',
  'عص',
  'تم',
];

export function suggestPaths(count = 1000) {
  const rng = random(4);
  return Array.from(
    { length: count },
    () => `/api/Search/Suggest?${new URLSearchParams({ q: rng.pick(suggestPrefixes) })}`,
  );
}
