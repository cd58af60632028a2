import { apiErrorListSchema, offerDetailSchema, offerSchema } from '@shop/core/schemas';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoProductSlugs } from '#src/db/demo/demo-products.ts';
import { useCatalogApp } from '#src/test/catalog-app.ts';

const catalog = useCatalogApp();

async function offerList() {
  const response = await catalog.get('/api/Offer');
  expect(response.statusCode).toBe(200);
  return z.array(offerSchema).parse(response.json());
}

describe('GET /api/Offer', () => {
  it('lists running and upcoming offers, the one ending soonest first; not ended ones', async () => {
    const offers = await offerList();
    const now = Date.now();

    expect(offers.map((offer) => offer.nameEn)).toEqual([
      'Dairy Flash Sale',
      'Weekend Bakery Deals',
      'Fresh Produce Week',
      'Pharmacy Essentials',
      'Ramadan Offers',
    ]);
    const ends = offers.map((offer) => Date.parse(offer.endsAt));
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
    expect(ends.every((end) => end > now)).toBe(true);
    // The flash sale ends within hours; Ramadan has not started yet.
    expect((ends[0] ?? 0) - now).toBeLessThan(7 * 3_600_000);
    expect(Date.parse(offers.at(-1)?.startsAt ?? '')).toBeGreaterThan(now);
    expect(offers[0]).toMatchObject({
      name: 'تخفيضات الألبان السريعة',
      discountPercent: 20,
      image: `/media/offers/${offers[0]?.id}.svg`,
      productCount: 25,
    });
  });
});

describe('GET /api/Offer/{id}', () => {
  it('answers the offer with a page of its products at the offer price', async () => {
    const [flash] = await offerList();
    const response = await catalog.get(`/api/Offer/${flash?.id}?pageSize=10`);

    expect(response.statusCode).toBe(200);
    const offer = offerDetailSchema.parse(response.json());
    expect(offer.products).toMatchObject({ page: 1, pageSize: 10, total: 25, totalPages: 3 });
    expect(offer.products.items.map((item) => item.slug)).toContain(demoProductSlugs.onOffer);
    for (const item of offer.products.items) {
      expect(item.compareAtPrice).not.toBeNull();
      expect(item.price).toBeLessThan(item.compareAtPrice ?? 0);
    }
    const second = offerDetailSchema.parse(
      (await catalog.get(`/api/Offer/${flash?.id}?pageSize=10&page=3`)).json(),
    );
    expect(second.products.items).toHaveLength(5);
  });

  it('lists an upcoming offer with its products at their list prices', async () => {
    const ramadan = (await offerList()).find((offer) => offer.nameEn === 'Ramadan Offers');
    const offer = offerDetailSchema.parse((await catalog.get(`/api/Offer/${ramadan?.id}`)).json());

    expect(offer.products.total).toBe(24);
    const listed = await catalog.get(`/api/Product?offerId=${ramadan?.id}&pageSize=48`);
    expect(listed.json<{ total: number }>().total).toBe(24);
  });

  it('answers 404 for an ended offer and for an unknown one, 400 for a malformed id', async () => {
    const ended = await catalog.get('/api/Offer/5');
    const unknown = await catalog.get('/api/Offer/404');
    const malformed = await catalog.get('/api/Offer/first');

    expect(ended.statusCode).toBe(404);
    expect(apiErrorListSchema.parse(ended.json())).toEqual([
      { code: 'not_found', message: 'Offer 5 has ended' },
    ]);
    expect(unknown.statusCode).toBe(404);
    expect(apiErrorListSchema.parse(unknown.json())).toEqual([
      { code: 'not_found', message: 'Offer 404 not found' },
    ]);
    expect(malformed.statusCode).toBe(400);
  });
});
