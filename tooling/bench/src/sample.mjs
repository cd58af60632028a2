// What the catalog holds, for the request mixes: the total, and a spread sample of products for
// their slugs, brands and categories; learnt through the API itself or from the database.

export const PUBLIC_KEY = 'pk_demo_storefront';

export async function getJson(url) {
  const response = await fetch(url, {
    headers: { 'X-Public-Key': PUBLIC_KEY, Accept: 'application/json' },
    signal: AbortSignal.timeout(60_000),
  });
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    const error = new Error(`GET ${url} → ${response.status} ${body.slice(0, 200)}`);
    error.status = response.status;
    throw error;
  }
  return response.json();
}

/**
 * `{ total, slugs, brandIds, categoryIds, pairs }` from about `samplePages` pages spread over
 * the whole catalog. Throws with `status` 404 when the API has no product list yet.
 */
export async function sampleCatalog(apiUrl, { samplePages = 12, pageSize = 48 } = {}) {
  const first = await getJson(new URL(`Product?pageSize=1`, apiUrl));
  const total = first.total;
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const pages = new Set();
  for (let i = 0; i < samplePages; i++) {
    pages.add(Math.min(10_000, 1 + Math.floor((i * totalPages) / samplePages)));
  }
  const slugs = new Set();
  const brandIds = new Set();
  const categoryIds = new Set();
  const pairs = new Map();
  for (const page of pages) {
    const result = await getJson(
      new URL(`Product?sort=newest&page=${page}&pageSize=${pageSize}`, apiUrl),
    );
    for (const product of result.items) {
      slugs.add(product.slug);
      brandIds.add(product.brandId);
      categoryIds.add(product.categoryId);
      pairs.set(`${product.brandId}:${product.categoryId}`, [product.brandId, product.categoryId]);
    }
  }
  return {
    total,
    slugs: [...slugs],
    brandIds: [...brandIds],
    categoryIds: [...categoryIds],
    pairs: [...pairs.values()],
  };
}

/**
 * The same `{ total, slugs, brandIds, categoryIds, pairs }` as sampleCatalog, taken straight
 * from the benchmark database (`catalog` as the floor server lists it): `count` products
 * evenly spread over the whole catalog, popular and unpopular alike.
 */
export function sampleOfListing(catalog, count = 576) {
  const total = catalog.slugs.length;
  const slugs = new Set();
  const brandIds = new Set();
  const categoryIds = new Set();
  const pairs = new Map();
  for (let i = 0; i < Math.min(count, total); i++) {
    const index = Math.floor((i * total) / Math.min(count, total));
    const [brandId, categoryId] = [catalog.brandIds[index], catalog.categoryIds[index]];
    slugs.add(catalog.slugs[index]);
    brandIds.add(brandId);
    categoryIds.add(categoryId);
    pairs.set(`${brandId}:${categoryId}`, [brandId, categoryId]);
  }
  return {
    total,
    slugs: [...slugs],
    brandIds: [...brandIds],
    categoryIds: [...categoryIds],
    pairs: [...pairs.values()],
  };
}
