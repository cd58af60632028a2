// Learns what the catalog holds through the API itself (the same on both engines): the total,
// and a spread sample of products for their slugs, brands and categories.

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
