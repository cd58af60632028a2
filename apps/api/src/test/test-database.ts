import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '#src/db/database.ts';

/** The server the suite runs against instead of PGlite (`TEST_DATABASE_URL=postgres://…`). */
const serverUrl = process.env.TEST_DATABASE_URL;

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database: in-memory PGlite, or with TEST_DATABASE_URL a new database
 * `api_test_<random>` on that server, dropped again by `close()`.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (!serverUrl) {
    const handle = await openDatabase();
    await handle.migrate();
    return handle;
  }

  const name = `api_test_${randomBytes(6).toString('hex')}`;
  await onServer(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  const close = async () => {
    await handle.close();
    await onServer(`drop database if exists "${name}" with (force)`);
  };
  try {
    await handle.migrate();
  } catch (error) {
    await close();
    throw error;
  }
  return { ...handle, close };
}

/**
 * Vitest hooks giving the calling test FILE its own database (PGlite starts in seconds, so one
 * per file, not per test). Read `db` inside tests and hooks, once `beforeAll` has run.
 */
export function useTestDatabase(): { readonly db: Database; readonly handle: DatabaseHandle } {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase();
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
