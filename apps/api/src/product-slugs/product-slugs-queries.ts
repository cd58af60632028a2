import { PRODUCT_SLUG_PAGE_SIZE, type ProductSlugPage } from '@shop/core/schemas';
import { and, asc, count, gte, sql } from 'drizzle-orm';
import { cachedValue } from '#src/catalog/value-cache.ts';
import type { Database } from '#src/db/database.ts';
import { products } from '#src/db/schema.ts';
import { onSale } from '#src/stores/store-suspension.ts';

/**
 * One page of every product's slug, brand and last change, in id order. The page's first id
 * is found by skipping ids along the primary key alone (an index-only walk), then the page is
 * read from there: only its own rows are fetched, so page 20 of 100,000 costs about what page
 * 1 does. A page past the end finds no first id and is empty.
 */
export async function listProductSlugs(
  db: Database,
  page: number,
  pageSize = PRODUCT_SLUG_PAGE_SIZE,
): Promise<ProductSlugPage> {
  const firstId = db
    .select({ id: products.id })
    .from(products)
    .orderBy(asc(products.id))
    .limit(1)
    .offset((page - 1) * pageSize);
  const [rows, total] = await Promise.all([
    db
      .select({ slug: products.slug, brandId: products.brandId, updatedAt: products.updatedAt })
      .from(products)
      .where(and(gte(products.id, sql`(${firstId})`), onSale(products.brandId, products.id)))
      .orderBy(asc(products.id))
      .limit(pageSize),
    // Shared for a minute like the listings' counts (value-cache.ts); cleared when the catalog changes.
    cachedValue(db, 'product-slugs:total', async () => {
      const [row] = await db.select({ rows: count() }).from(products);
      return row?.rows ?? 0;
    }),
  ]);
  return {
    items: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })),
    page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
  };
}
