import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '#src/app.ts';
import { catalogChanged } from '#src/catalog/catalog-changed.ts';
import { demoProductSlugs } from '#src/db/demo/demo-products.ts';
import { products } from '#src/db/schema.ts';
import { buildTestApp, storefrontHeaders } from '#src/test/test-app.ts';
import { useTestDatabase } from '#src/test/test-database.ts';

const database = useTestDatabase('catalog');
let cached: App;
let shortLived: App;
beforeAll(() => {
  cached = buildTestApp(database.db, { responseCache: { seconds: 60 } });
  shortLived = buildTestApp(database.db, { responseCache: { seconds: 0.05 } });
});
afterAll(async () => {
  await cached.close();
  await shortLived.close();
});

const slug = demoProductSlugs.milk;
const get = (app: App, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...storefrontHeaders, ...headers } });

/** Renames the product in the database (behind the app's back), run, then renames it back. */
async function whileRenamed(run: () => Promise<void>) {
  const [row] = await database.db
    .select({ nameEn: products.nameEn })
    .from(products)
    .where(eq(products.slug, slug));
  const original = row?.nameEn ?? '';
  await database.db.update(products).set({ nameEn: 'Renamed milk' }).where(eq(products.slug, slug));
  try {
    await run();
  } finally {
    await database.db.update(products).set({ nameEn: original }).where(eq(products.slug, slug));
    catalogChanged(database.db);
  }
}

describe('the response cache', () => {
  it('answers a public read again from memory until the catalog changes in this process', async () => {
    catalogChanged(database.db);
    const first = await get(cached, `/api/Product/${slug}`);
    expect(first.headers['x-cache']).toBe('MISS');
    await whileRenamed(async () => {
      const again = await get(cached, `/api/Product/${slug}`);
      expect(again.statusCode).toBe(200);
      expect(again.headers['x-cache']).toBe('HIT');
      expect(again.body).toBe(first.body);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.headers['cache-control']).toBe('public, max-age=60');
      expect(again.headers['content-type']).toMatch(/^application\/json/);

      catalogChanged(database.db);
      const fresh = await get(cached, `/api/Product/${slug}`);
      expect(fresh.json()).toMatchObject({ nameEn: 'Renamed milk' });
      expect(fresh.headers.etag).not.toBe(first.headers.etag);
    });
  });

  it('past its lifetime serves the answer once more while it is rebuilt in the background', async () => {
    const first = await get(shortLived, `/api/Product/${slug}`);
    await whileRenamed(async () => {
      await new Promise((resolve) => setTimeout(resolve, 120));
      const stale = await get(shortLived, `/api/Product/${slug}`);
      expect(stale.body).toBe(first.body);
      expect(stale.headers['x-cache']).toBe('STALE');

      await vi.waitFor(async () => {
        const rebuilt = await get(shortLived, `/api/Product/${slug}`);
        expect(rebuilt.json()).toMatchObject({ nameEn: 'Renamed milk' });
      });
    });
  });

  it('answers 304 from memory when If-None-Match names the kept ETag', async () => {
    const first = await get(cached, '/api/Product?brandId=1');
    const revalidated = await get(cached, '/api/Product?brandId=1', {
      'if-none-match': String(first.headers.etag),
    });

    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('keeps a name-sorted list per language', async () => {
    const arabic = await get(cached, '/api/Product?sort=name', { 'accept-language': 'ar' });
    const english = await get(cached, '/api/Product?sort=name', { 'accept-language': 'en' });
    const arabicAgain = await get(cached, '/api/Product?sort=name', { 'accept-language': 'ar' });

    expect(english.body).not.toBe(arabic.body);
    expect(arabicAgain.body).toBe(arabic.body);
    expect(english.headers.vary).toMatch(/accept-language/i);
  });

  it('answers a public read from memory whatever Authorization says, and never keeps errors', async () => {
    const kept = await get(cached, `/api/Product/${slug}`);
    await whileRenamed(async () => {
      // A junk (or real) bearer token cannot send every read to the database.
      const junk = await get(cached, `/api/Product/${slug}`, { authorization: 'Bearer junk' });
      expect(junk.headers['x-cache']).toBe('HIT');
      expect(junk.body).toBe(kept.body);
    });
    const missing = await get(cached, '/api/Product/not-a-product');
    const missingAgain = await get(cached, '/api/Product/not-a-product');
    expect(missing.statusCode).toBe(404);
    expect(missingAgain.statusCode).toBe(404);
    expect(missingAgain.headers.etag).toBeUndefined();
  });

  it('does not keep an answer read before the catalog changed', async () => {
    // The catalog changes while this request is being answered (after its read began).
    const racing = buildTestApp(database.db, { responseCache: { seconds: 60 } });
    racing.addHook('preHandler', (request, _reply, done) => {
      if (request.headers['x-change-catalog']) catalogChanged(database.db);
      done();
    });
    try {
      const during = await get(racing, '/api/Currency', { 'x-change-catalog': '1' });
      const after = await get(racing, '/api/Currency');

      expect(during.headers['x-cache']).toBe('MISS');
      expect(after.headers['x-cache']).toBe('MISS');
      expect((await get(racing, '/api/Currency')).headers['x-cache']).toBe('HIT');
    } finally {
      await racing.close();
    }
  });

  it('says BYPASS on a public read when the cache is off', async () => {
    const uncached = buildTestApp(database.db);
    try {
      const answer = await get(uncached, `/api/Product/${slug}`);
      expect(answer.headers['x-cache']).toBe('BYPASS');
      const missing = await get(uncached, '/api/Product/not-a-product');
      expect(missing.headers['x-cache']).toBeUndefined();
    } finally {
      await uncached.close();
    }
  });

  it('still checks the public key before answering from memory', async () => {
    await get(cached, '/api/Currency');
    const anonymous = await cached.inject({ method: 'GET', url: '/api/Currency' });

    expect(anonymous.statusCode).toBe(401);
  });
});
