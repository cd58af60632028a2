import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '#src/db/database.ts';
import { seedDemoCatalog } from '#src/db/demo/seed-catalog.ts';
import { seedDemoData } from '#src/db/seed.ts';

/** The starting points a test database is copied from. */
export type TestTemplate = 'empty' | 'catalog';

/**
 * Where the templates are: PGlite data-directory dumps (file paths), or template databases on
 * the TEST_DATABASE_URL server (database names).
 */
export interface TestTemplates {
  kind: 'pglite' | 'postgres';
  empty: string;
  catalog: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplates?: TestTemplates;
  }
}

async function fill(handle: DatabaseHandle, template: TestTemplate): Promise<void> {
  await handle.migrate();
  if (template === 'catalog') {
    await seedDemoData(handle.db);
    await seedDemoCatalog(handle.db);
  }
}

export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Builds the templates once per test run (vitest's globalSetup): migrating and seeding 1,500
 * products takes seconds, copying a template a fraction of that. Returns them and a cleanup.
 */
export async function createTestTemplates(
  serverUrl: string | undefined,
): Promise<{ templates: TestTemplates; cleanup: () => Promise<void> }> {
  const kinds: TestTemplate[] = ['empty', 'catalog'];
  if (serverUrl) {
    const prefix = `api_template_${randomBytes(4).toString('hex')}`;
    const names = { empty: `${prefix}_empty`, catalog: `${prefix}_catalog` };
    const dropAll = async () => {
      for (const name of Object.values(names)) {
        await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
      }
    };
    try {
      for (const kind of kinds) {
        await onServer(serverUrl, `create database "${names[kind]}"`);
        const url = new URL(serverUrl);
        url.pathname = `/${names[kind]}`;
        const handle = await openDatabase({ databaseUrl: url.toString(), onIdleError: () => {} });
        try {
          await fill(handle, kind);
        } finally {
          await handle.close();
        }
      }
    } catch (error) {
      await dropAll();
      throw error;
    }
    return { templates: { kind: 'postgres', ...names }, cleanup: dropAll };
  }

  const directory = await mkdtemp(path.join(tmpdir(), 'api-test-templates-'));
  const files = {
    empty: path.join(directory, 'empty.tar'),
    catalog: path.join(directory, 'catalog.tar'),
  };
  for (const kind of kinds) {
    const handle = await openDatabase();
    try {
      await fill(handle, kind);
      const client = (handle.db as unknown as { $client: PGlite }).$client;
      const dump = await client.dumpDataDir('none');
      await writeFile(files[kind], Buffer.from(await dump.arrayBuffer()));
    } finally {
      await handle.close();
    }
  }
  return {
    templates: { kind: 'pglite', ...files },
    cleanup: () => rm(directory, { recursive: true, force: true }),
  };
}
