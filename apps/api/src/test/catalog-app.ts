import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '#src/app.ts';
import type { Database } from '#src/db/database.ts';
import { buildTestApp, storefrontHeaders } from './test-app.ts';
import { useTestDatabase } from './test-database.ts';

export interface CatalogApp {
  readonly app: App;
  readonly db: Database;
  /** A storefront call: GET with the public key (plus `headers`). */
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

/**
 * Vitest hooks giving the calling test file a database with the demo catalog (1,500 products)
 * and the app on it. Read `app` and `db` inside tests, once `beforeAll` has run.
 */
export function useCatalogApp(): CatalogApp {
  const database = useTestDatabase('catalog');
  let app: App | undefined;
  beforeAll(() => {
    app = buildTestApp(database.db);
  });
  afterAll(() => app?.close());
  const current = () => {
    if (!app) throw new Error('useCatalogApp: the app is built in beforeAll');
    return app;
  };
  return {
    get app() {
      return current();
    },
    get db() {
      return database.db;
    },
    get: (url, headers = {}) =>
      current().inject({ method: 'GET', url, headers: { ...storefrontHeaders, ...headers } }),
  };
}
