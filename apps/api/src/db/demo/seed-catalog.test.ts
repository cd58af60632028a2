import { and, count, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '#src/test/test-database.ts';
import { brands, productImages, products, searchWords } from '../schema.ts';
import { demoBrands } from './demo-brands.ts';
import { demoOffers } from './demo-offers.ts';
import { brandQuotas, DEMO_PRODUCT_COUNT, demoProductSlugs } from './demo-products.ts';
import { growDemoCatalog, seedDemoCatalog } from './seed-catalog.ts';

const database = useTestDatabase('catalog');

async function productCount(where?: ReturnType<typeof and>) {
  const [row] = await database.db.select({ rows: count() }).from(products).where(where);
  return row?.rows ?? 0;
}

describe('the demo catalog', () => {
  it('holds 1,500 products shared among the brands by their quotas', async () => {
    expect(await productCount()).toBe(DEMO_PRODUCT_COUNT);
    const perBrand = await database.db
      .select({ slug: brands.slug, rows: count() })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .groupBy(brands.slug);
    const quotas = brandQuotas(DEMO_PRODUCT_COUNT);
    for (const { slug, rows } of perBrand) expect(rows, slug).toBe(quotas.get(slug));
  });

  it('mixes stock states, compare-at prices and storage like a real shop', async () => {
    const outOfStock = await productCount(
      and(eq(products.stockQuantity, 0), eq(products.restockable, true)),
    );
    const soldOut = await productCount(
      and(eq(products.stockQuantity, 0), eq(products.restockable, false)),
    );
    const compareAt = await productCount(isNotNull(products.compareAtPrice));
    const cold = await productCount(eq(products.storage, 'cold'));

    expect(outOfStock).toBeGreaterThan(50);
    expect(soldOut).toBeGreaterThan(10);
    expect(compareAt / DEMO_PRODUCT_COUNT).toBeGreaterThan(0.15);
    expect(compareAt / DEMO_PRODUCT_COUNT).toBeLessThan(0.25);
    expect(cold).toBeGreaterThan(200);
    expect(DEMO_PRODUCT_COUNT - cold).toBeGreaterThan(200);
    expect(await productCount(gt(products.maxPerOrder, 0))).toBe(DEMO_PRODUCT_COUNT);
  });

  it('gives every brand a free-shipping threshold above its minimum order', async () => {
    const rows = await database.db
      .select({
        slug: brands.slug,
        minimumOrder: brands.minimumOrder,
        threshold: brands.freeShippingThreshold,
      })
      .from(brands);
    expect(rows).toHaveLength(demoBrands.length);
    for (const row of rows) expect(row.threshold, row.slug).toBe(row.minimumOrder * 3);
  });

  it('limits a few offer products per customer and day, the featured offer product among them', async () => {
    const limited = await database.db
      .select({ slug: products.slug, dailyLimit: products.dailyLimit })
      .from(products)
      .where(isNotNull(products.dailyLimit));
    const offered = demoOffers.filter((offer) => offer.dailyLimit !== undefined);
    expect(limited.length).toBeGreaterThan(offered.length);
    expect(limited.length).toBeLessThanOrEqual(
      offered.reduce((sum, offer) => sum + offer.count + 1, 0),
    );
    expect(limited).toContainEqual({ slug: demoProductSlugs.onOffer, dailyLimit: 3 });
    expect(await productCount(isNull(products.dailyLimit))).toBeGreaterThan(1000);
  });

  it('gives every product at least one image, an API path', async () => {
    const [row] = await database.db
      .select({
        withImages: sql<number>`count(distinct ${productImages.productId})`.mapWith(Number),
      })
      .from(productImages);
    expect(row?.withImages).toBe(DEMO_PRODUCT_COUNT);
  });

  it('is left alone when seeded again', async () => {
    const again = await seedDemoCatalog(database.db);

    expect(again.products).toBe(0);
    expect(await productCount()).toBe(DEMO_PRODUCT_COUNT);
  });

  it('grows deterministically for benchmarks, keeping the products it had', async () => {
    const [milkBefore] = await database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, demoProductSlugs.milk));

    expect(await growDemoCatalog(database.db, 1600)).toBe(100);
    expect(await growDemoCatalog(database.db, 1600)).toBe(0);
    expect(await productCount()).toBe(1600);
    const [milkAfter] = await database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, demoProductSlugs.milk));
    expect(milkAfter?.id).toBe(milkBefore?.id);
    const [words] = await database.db.select({ rows: count() }).from(searchWords);
    expect(words?.rows).toBeGreaterThan(1000);
  });
});
