import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { is } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { PgliteDatabase, drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '#src/package-paths.ts';
import * as schema from './schema.ts';

/** The one database type every feature uses, whichever engine runs underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'postgres';

/** Which engine a database runs on (reported by /health). */
export function databaseKindOf(db: Database): DatabaseKind {
  return is(db, PgliteDatabase) ? 'pglite' : 'postgres';
}

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Applies the committed migrations in drizzle/ that this database has not seen yet. */
  migrate(): Promise<void>;
  /** Ends the pool, or closes PGlite cleanly so its data directory stays consistent. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL server (`postgres://…`); when set, `dataDir` is ignored. */
  databaseUrl?: string | undefined;
  /** Where embedded PGlite keeps its files; in memory when undefined (tests). */
  dataDir?: string | undefined;
  /** A PGlite data directory dump (`dumpDataDir`) to start from, e.g. a seeded test template. */
  loadDataDir?: Blob | undefined;
  /** Called when an idle pooled connection fails (server restart …); the pool reconnects. */
  onIdleError?: (error: Error) => void;
}

/**
 * Opens the store's database: a PostgreSQL server through a node-postgres pool when
 * `databaseUrl` is given, else embedded PGlite (persisted in `dataDir`, or in memory).
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  const config = { migrationsFolder };
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl });
    // Without a listener an idle client's error would crash the process.
    pool.on('error', (error) => (options.onIdleError ?? console.error)(error));
    const db = drizzleNodePg({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePg(db, config),
      close: () => pool.end(),
    };
  }

  const unlock = options.dataDir ? await lockDataDir(options.dataDir) : async () => {};
  let client: PGlite;
  try {
    // pg_trgm backs search typo correction (the catalog migration creates the extension).
    client = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      extensions: { pg_trgm },
    });
  } catch (error) {
    await unlock();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, config),
    close: async () => {
      await client.close();
      await unlock();
    },
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite does not guard its data directory, and two processes writing it (a server and
 * `pnpm seed`, say) corrupt it. A `<dataDir>.lock` file holding our pid keeps a second one out;
 * a lock left by a process that no longer runs is taken over. Returns the unlock function.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const lockFile = `${path.resolve(dataDir)}.lock`;
  for (;;) {
    try {
      await writeFile(lockFile, String(process.pid), { flag: 'wx' });
      return () => rm(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(await readFile(lockFile, 'utf8').catch(() => ''));
    if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
      throw new Error(
        `The PGlite data directory ${dataDir} is in use by process ${holder} ` +
          '(one process at a time: stop it first)',
      );
    }
    await rm(lockFile, { force: true }); // left by a process that crashed
  }
}
