import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#src/app.ts';
import { buildTestApp } from '#src/test/test-app.ts';
import { useTestDatabase } from '#src/test/test-database.ts';

const database = useTestDatabase();
let app: App;

beforeAll(() => {
  app = buildTestApp(database.db);
});
afterAll(() => app.close());

interface Operation {
  parameters?: { name: string; in: string }[];
  security?: unknown[];
  responses: Record<string, unknown>;
}

describe('GET /openapi.json', () => {
  it('documents every catalog route with its parameters and answers', async () => {
    const document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json<{
      paths: Record<string, { get?: Operation }>;
    }>();
    const parameters = (path: string) =>
      (document.paths[path]?.get?.parameters ?? []).map((item) => `${item.in}:${item.name}`);

    for (const path of [
      '/api/Region',
      '/api/Brand',
      '/api/Brand/{id}',
      '/api/Category',
      '/api/Product',
      '/api/Product/{slug}',
      '/api/Offer',
      '/api/Offer/{id}',
      '/api/Search',
      '/api/Search/Suggest',
      '/api/Currency',
    ]) {
      expect(document.paths[path]?.get, path).toBeDefined();
      expect(Object.keys(document.paths[path]?.get?.responses ?? {}), path).toContain('200');
    }
    expect(parameters('/api/Product')).toEqual([
      'query:brandId',
      'query:categoryId',
      'query:offerId',
      'query:minPrice',
      'query:maxPrice',
      'query:inStock',
      'query:sort',
      'query:page',
      'query:pageSize',
    ]);
    expect(parameters('/api/Search')).toContain('query:q');
    expect(parameters('/api/Brand')).toEqual(['query:activityTypeId', 'query:cityId']);
    expect(parameters('/api/Product/{slug}')).toEqual(['path:slug']);
  });

  it('documents the pictures as needing no public key', async () => {
    const document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json<{
      paths: Record<string, { get?: Operation }>;
    }>();

    for (const path of ['/media/products/{file}', '/media/brands/{file}', '/media/offers/{file}']) {
      expect(document.paths[path]?.get?.security, path).toEqual([]);
    }
  });

  it('documents the calls that need a signed-in bearer token, and only those', async () => {
    const document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json<{
      paths: Record<string, Record<string, Operation>>;
      components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
    }>();
    expect(document.components.securitySchemes.bearerToken).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    const needsToken = (path: string, method: string) =>
      JSON.stringify(document.paths[path]?.[method]?.security ?? []).includes('bearerToken');

    expect(needsToken('/api/Customer/Profile', 'put')).toBe(true);
    expect(needsToken('/api/Order', 'get')).toBe(true);
    expect(needsToken('/api/Staff/Order', 'get')).toBe(true);
    expect(needsToken('/api/Product/{slug}', 'get')).toBe(false);
    expect(needsToken('/api/Customer/SignIn', 'post')).toBe(false);
    // The basket is a guest's or a customer's: the token is optional there.
    expect(needsToken('/api/Cart', 'get')).toBe(false);
  });
});
