import { describe, expect, it } from 'vitest';
import { demoProductSlugs } from '#src/db/demo/demo-products.ts';
import { useCatalogApp } from '#src/test/catalog-app.ts';
import { matchesIfNoneMatch } from './http-cache.ts';

const catalog = useCatalogApp();

const reads = [
  '/api/ActivityType',
  '/api/Region?activityTypeId=1',
  '/api/Brand?activityTypeId=1&cityId=1',
  '/api/Brand/1',
  '/api/Category?brandId=1',
  '/api/Product?brandId=1',
  `/api/Product/${demoProductSlugs.milk}`,
  '/api/Offer',
  '/api/Offer/1',
  '/api/Search?q=milk',
  '/api/Search/Suggest?q=mi',
  '/api/Currency',
];

describe('catalog reads', () => {
  it.each(reads)('%s may be cached a minute and carries a weak ETag of its body', async (url) => {
    const first = await catalog.get(url);
    const second = await catalog.get(url);

    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.headers.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('answers 304 without a body when If-None-Match names the current ETag', async () => {
    const url = '/api/Product?brandId=1';
    const { headers } = await catalog.get(url);
    const etag = String(headers.etag);

    const exact = await catalog.get(url, { 'if-none-match': etag });
    const listed = await catalog.get(url, { 'if-none-match': `"other", ${etag}` });
    const stale = await catalog.get(url, { 'if-none-match': 'W/"stale"' });

    expect(exact.statusCode).toBe(304);
    expect(exact.body).toBe('');
    expect(exact.headers.etag).toBe(etag);
    expect(listed.statusCode).toBe(304);
    expect(stale.statusCode).toBe(200);
  });

  it('gives different answers different ETags', async () => {
    const page1 = await catalog.get('/api/Product?brandId=1&page=1');
    const page2 = await catalog.get('/api/Product?brandId=1&page=2');

    expect(page1.headers.etag).not.toBe(page2.headers.etag);
  });

  it('never caches errors', async () => {
    const missing = await catalog.get('/api/Product/nothing-here');
    const invalid = await catalog.get('/api/Product?page=abc');

    for (const response of [missing, invalid]) {
      expect(response.headers['cache-control']).toBeUndefined();
      expect(response.headers.etag).toBeUndefined();
    }
  });

  it('varies a name-sorted list by Accept-Language', async () => {
    const response = await catalog.get('/api/Product?sort=name');

    expect(response.headers.vary).toMatch(/accept-language/i);
  });
});

describe('matchesIfNoneMatch', () => {
  it('compares weakly, in lists, and accepts *', () => {
    expect(matchesIfNoneMatch('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('*', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, 'W/"abc"')).toBe(false);
  });
});
