// Straight access to a benchmark catalog's database, to make the shoppers a row needs before the
// API starts (PGlite lets one process in at a time): PostgreSQL (DATABASE_URL) or the PGlite
// data dir, and the token hash the API stores.
import { createHash } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

/** A client of the catalog database: PostgreSQL (DATABASE_URL) or the PGlite data dir. */
export async function openCatalog(catalogEnv) {
  if (catalogEnv.DATABASE_URL) {
    const client = new pg.Client({ connectionString: catalogEnv.DATABASE_URL });
    await client.connect();
    return {
      query: async (text, params) => (await client.query(text, params)).rows,
      close: () => client.end(),
    };
  }
  // The API's lock file on a PGlite data dir: one process at a time.
  const lockFile = `${path.resolve(catalogEnv.DATA_DIR)}.lock`;
  await writeFile(lockFile, String(process.pid), { flag: 'wx' });
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create({ dataDir: catalogEnv.DATA_DIR, extensions: { pg_trgm } });
  return {
    query: async (text, params) => (await db.query(text, params)).rows,
    close: async () => {
      await db.close();
      await rm(lockFile, { force: true });
    },
  };
}

/** The API's hash of a bearer token (customer_tokens.token_hash). */
export const hashToken = (token) => createHash('sha256').update(token).digest('base64url');
