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
  /**
   * Applies the committed migrations in drizzle/ that this database has not seen yet, under a
   * PostgreSQL advisory lock, so any number of processes may start at once: the first applies
   * them, the others wait and find nothing left. Answers how many this call applied.
   */
  migrate(): Promise<number>;
  /**
   * Runs `setUp` while holding the advisory lock the migrations take, so set-up work of other
   * processes (their migrations, the job queue's schema) never runs beside it.
   */
  whileSettingUp<T>(setUp: () => Promise<T>): Promise<T>;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel` (from any process on this
   * database), until the returned function is called. On PostgreSQL a dedicated connection
   * listens and reconnects after a failure, calling `onReconnect`, since messages sent while it
   * was away are lost.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  /** Connections of the pool (PostgreSQL), for /metrics; undefined on PGlite. */
  pool: pg.Pool | undefined;
  /** The embedded database itself (PGlite), for the job queue's adapter; undefined on PostgreSQL. */
  pglite: PGlite | undefined;
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
  /** Most connections the PostgreSQL pool opens (default 10). */
  poolSize?: number | undefined;
  /** Longest a statement may run before the server cancels it, in ms (default: no limit). */
  statementTimeoutMs?: number | undefined;
}

/**
 * The advisory lock key the migrations (and the demo seed) run under: any fixed 64-bit number
 * that nothing else in the database uses ("shop" + "migr" in ASCII).
 */
export const SETUP_LOCK_KEY = 0x73686f706d696772n;

/** How many migrations a database has recorded (0 before the first). */
async function appliedMigrations(query: (text: string) => Promise<{ rows: unknown[] }>) {
  const { rows } = await query(
    `select count(*)::int as n from pg_catalog.pg_tables
       where schemaname = 'drizzle' and tablename = '__drizzle_migrations'`,
  );
  if ((rows[0] as { n: number }).n === 0) return 0;
  const counted = await query('select count(*)::int as n from drizzle.__drizzle_migrations');
  return (counted.rows[0] as { n: number }).n;
}

/**
 * Opens the store's database: a PostgreSQL server through a node-postgres pool when
 * `databaseUrl` is given, else embedded PGlite (persisted in `dataDir`, or in memory).
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  const config = { migrationsFolder };
  if (options.databaseUrl) {
    const connection = {
      connectionString: options.databaseUrl,
      // No JIT compilation: the store's statements are short, and a plan whose estimate passes
      // jit_above_cost (a basket's read with its customization sub-select) spent 30 ms compiling
      // to save none, on every execution.
      options: '-c jit=off',
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    };
    const pool = new pg.Pool({ ...connection, max: options.poolSize ?? 10 });
    // Without a listener an idle client's error would crash the process.
    pool.on('error', (error) => (options.onIdleError ?? console.error)(error));
    const db = drizzleNodePg({ client: pool, schema });
    /** Holds the session lock on one connection of the pool while `run` uses it. */
    const locked = async <T>(run: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [SETUP_LOCK_KEY]);
        try {
          return await run(client);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [SETUP_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    };
    return {
      db,
      kind: 'postgres',
      pool,
      pglite: undefined,
      // The migrator runs on the locked connection itself.
      migrate: () =>
        locked(async (client) => {
          const before = await appliedMigrations((text) => client.query(text));
          await migrateNodePg(drizzleNodePg({ client, schema }), config);
          return (await appliedMigrations((text) => client.query(text))) - before;
        }),
      whileSettingUp: (setUp) => locked(setUp),
      listen: (channel, onMessage, onReconnect) =>
        listenOnServer(connection, channel, onMessage, onReconnect, options.onIdleError),
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
  if (options.statementTimeoutMs) {
    await client.exec(`set statement_timeout = ${Math.round(options.statementTimeoutMs)}`);
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    pool: undefined,
    pglite: client,
    // One process holds the data directory (lockDataDir), so nothing can race the migrations.
    migrate: async () => {
      const before = await appliedMigrations((text) => client.query(text));
      await migratePglite(db, config);
      return (await appliedMigrations((text) => client.query(text))) - before;
    },
    whileSettingUp: (setUp) => setUp(),
    listen: async (channel, onMessage) => client.listen(channel, onMessage),
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

/** How long a lost listening connection waits before it tries again (doubling up to 30 s). */
const RELISTEN_MIN_MS = 250;
const RELISTEN_MAX_MS = 30_000;

/**
 * LISTEN on a connection of its own (a pooled one would go back to the pool and stop hearing),
 * reconnecting with backoff whenever it fails; `onReconnect` runs after each reconnection.
 */
async function listenOnServer(
  connection: pg.ClientConfig,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect: (() => void) | undefined,
  onError: ((error: Error) => void) | undefined,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let delay = RELISTEN_MIN_MS;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ ...connection, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', (error) => {
      (onError ?? console.error)(error);
      reconnect(next);
    });
    next.on('end', () => reconnect(next));
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
    delay = RELISTEN_MIN_MS;
  };
  const reconnect = (failed: pg.Client) => {
    if (stopped || client !== failed || retry) return;
    client = undefined;
    void failed.end().catch(() => {});
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => onReconnect?.(),
        (error: Error) => {
          (onError ?? console.error)(error);
          delay = Math.min(delay * 2, RELISTEN_MAX_MS);
          client = failed;
          reconnect(failed);
        },
      );
    }, delay);
    retry.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
