import { apiErrorListSchema, productDetailSchema } from '@shop/core/schemas';
import { describe, expect, it } from 'vitest';
import { demoProductSlugs } from '#src/db/demo/demo-products.ts';
import { useCatalogApp } from '#src/test/catalog-app.ts';
import { MEDIA_CACHE_CONTROL } from './media-routes.ts';

const catalog = useCatalogApp();

/** A picture request as an <img> makes it: no public key. */
const image = (url: string, headers: Record<string, string> = {}) =>
  catalog.app.inject({ method: 'GET', url, headers });

describe('GET /media/…', () => {
  it('draws every picture a product page names, without the public key', async () => {
    const product = productDetailSchema.parse(
      (await catalog.get(`/api/Product/${demoProductSlugs.milk}`)).json(),
    );
    const urls = [product.image, ...product.images, product.brand.logo];

    for (const url of urls) {
      expect(url).toMatch(/^\/media\//);
      const response = await image(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
      expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
  });

  it('shows the English initial and names the picture for screen readers', async () => {
    const response = await image(`/media/products/${demoProductSlugs.milk}.svg`);

    expect(response.body).toContain('aria-label="Wadi Farms Full Fat Milk 1 L"');
    expect(response.body).toMatch(/>W<\/text>/);
  });

  it('draws the gallery views differently, and the same view always the same', async () => {
    const first = await image(`/media/products/${demoProductSlugs.milk}.svg`);
    const second = await image(`/media/products/${demoProductSlugs.milk}.svg?view=2`);
    const again = await image(`/media/products/${demoProductSlugs.milk}.svg`);

    expect(second.body).not.toBe(first.body);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('answers 304 to a browser that has the picture', async () => {
    const url = '/media/brands/1.svg';
    const first = await image(url);
    const revalidated = await image(url, { 'if-none-match': String(first.headers.etag) });

    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('draws offer banners', async () => {
    const response = await image('/media/offers/1.svg');

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('−20%');
  });

  it('answers 404 for unknown products, brands and offers, 400 for malformed names', async () => {
    for (const url of [
      '/media/products/nothing.svg',
      '/media/brands/999.svg',
      '/media/offers/999.svg',
    ]) {
      const response = await image(url);
      expect(response.statusCode, url).toBe(404);
      expect(apiErrorListSchema.parse(response.json())[0]?.code).toBe('not_found');
    }
    expect((await image('/media/brands/logo.png')).statusCode).toBe(400);
    expect((await image('/media/products/%00.svg')).statusCode).toBe(400);
    expect((await image(`/media/products/${demoProductSlugs.milk}.svg?view=9`)).statusCode).toBe(
      400,
    );
  });
});
