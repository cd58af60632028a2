import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '#src/db/database.ts';
import { onServer, type TestTemplate } from './test-templates.ts';

/** The server the suite runs against instead of PGlite (`TEST_DATABASE_URL=postgres://…`). */
const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * A fresh, migrated database: in-memory PGlite, or with TEST_DATABASE_URL a new database
 * `api_test_<random>` on that server, dropped again by `close()`. `template: 'catalog'` gives
 * it the demo data (activity types and the 1,500-product catalog). Copied from the templates
 * vitest's globalSetup built (test-templates.ts) when there are any, else made here.
 */
export async function createTestDatabase(
  template: TestTemplate = 'empty',
): Promise<DatabaseHandle> {
  const templates = inject('testTemplates');
  if (!serverUrl) {
    const handle =
      templates?.kind === 'pglite'
        ? await openDatabase({ loadDataDir: await openAsBlob(templates[template]) })
        : await openDatabase();
    await handle.migrate();
    if (templates?.kind !== 'pglite' && template === 'catalog') await seedCatalog(handle);
    return handle;
  }

  const name = `api_test_${randomBytes(6).toString('hex')}`;
  const copied = templates?.kind === 'postgres';
  await onServer(
    serverUrl,
    copied
      ? `create database "${name}" template "${templates[template]}"`
      : `create database "${name}"`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), onIdleError });
  const close = async () => {
    await handle.close();
    await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
  };
  try {
    await handle.migrate();
    if (!copied && template === 'catalog') await seedCatalog(handle);
  } catch (error) {
    await close();
    throw error;
  }
  return { ...handle, close };
}

/**
 * Idle-connection errors of a test pool: `drop … with (force)` after `close()` may reach a
 * connection the ending pool has not closed yet (57P01, administrator command); that one is
 * expected.
 */
export function onIdleError(error: Error): void {
  if ((error as { code?: string }).code !== '57P01') console.error(error);
}

async function seedCatalog(handle: DatabaseHandle): Promise<void> {
  const { seedDemoData } = await import('#src/db/seed.ts');
  const { seedDemoCatalog } = await import('#src/db/demo/seed-catalog.ts');
  await seedDemoData(handle.db);
  await seedDemoCatalog(handle.db);
}

/**
 * Vitest hooks giving the calling test FILE its own database (one per file, not per test).
 * Read `db` inside tests and hooks, once `beforeAll` has run.
 */
export function useTestDatabase(template: TestTemplate = 'empty'): {
  readonly db: Database;
  readonly handle: DatabaseHandle;
} {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase(template);
  });
  afterAll(async () => {
    await handle?.close();
  });
  const current = () => {
    if (!handle) throw new Error('useTestDatabase: the database opens in beforeAll');
    return handle;
  };
  return {
    get db() {
      return current().db;
    },
    get handle() {
      return current();
    },
  };
}
