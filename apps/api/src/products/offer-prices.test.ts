import { offerSchema, productDetailSchema } from '@shop/core/schemas';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoProductSlugs } from '#src/db/demo/demo-products.ts';
import { offerProducts, offers, products } from '#src/db/schema.ts';
import { useCatalogApp } from '#src/test/catalog-app.ts';
import { refreshOfferPrices } from './offer-prices.ts';

const catalog = useCatalogApp();

async function shown(slug: string) {
  return productDetailSchema.parse((await catalog.get(`/api/Product/${slug}`)).json());
}

async function listPrice(slug: string) {
  const [row] = await catalog.db
    .select({ price: products.price })
    .from(products)
    .where(eq(products.slug, slug));
  return row?.price ?? 0;
}

describe('prices that follow offers', () => {
  it('discounts a product while its offer runs, and restores the list price when it ends', async () => {
    const price = await listPrice(demoProductSlugs.onOffer);
    expect(await shown(demoProductSlugs.onOffer)).toMatchObject({
      price: Math.round(price * 0.8),
      compareAtPrice: price,
    });

    const [offer] = await catalog.db
      .select({ id: offerProducts.offerId })
      .from(offerProducts)
      .innerJoin(products, eq(products.id, offerProducts.productId))
      .where(eq(products.slug, demoProductSlugs.onOffer));
    await catalog.db
      .update(offers)
      .set({ endsAt: sql`now() - interval '1 second'` })
      .where(eq(offers.id, offer?.id ?? 0));
    await refreshOfferPrices(catalog.db);

    expect(await shown(demoProductSlugs.onOffer)).toMatchObject({ price, compareAtPrice: null });
    const listed = z.array(offerSchema).parse((await catalog.get('/api/Offer')).json());
    expect(listed.map((item) => item.id)).not.toContain(offer?.id);
  });

  it('discounts the products of an offer once it starts', async () => {
    const listed = z.array(offerSchema).parse((await catalog.get('/api/Offer')).json());
    const upcoming = listed.find((item) => Date.parse(item.startsAt) > Date.now());
    const [member] = await catalog.db
      .select({ slug: products.slug, price: products.price })
      .from(offerProducts)
      .innerJoin(products, eq(products.id, offerProducts.productId))
      .where(eq(offerProducts.offerId, upcoming?.id ?? 0))
      .limit(1);
    const before = await shown(member?.slug ?? '');

    await catalog.db
      .update(offers)
      .set({ startsAt: sql`now() - interval '1 second'` })
      .where(eq(offers.id, upcoming?.id ?? 0));
    await refreshOfferPrices(catalog.db);

    const after = await shown(member?.slug ?? '');
    expect(after.price).toBe(
      Math.round(((member?.price ?? 0) * (100 - (upcoming?.discountPercent ?? 0))) / 100),
    );
    expect(after.price).toBeLessThan(before.price);
    const page = await catalog.get(
      `/api/Product?offerId=${upcoming?.id}&maxPrice=${after.price}&minPrice=${after.price}`,
    );
    expect(page.json<{ items: { slug: string }[] }>().items.map((item) => item.slug)).toContain(
      member?.slug,
    );
  });
});
