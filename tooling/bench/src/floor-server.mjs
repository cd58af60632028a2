// The floor: the least any HTTP server has to do to answer the API's two most common reads,
// one query each on the same database, bare Fastify, no validation or response schemas. The
// API's figures are printed as a ratio of it, which holds on any machine. Started by floor.mjs
// as its own process (DATABASE_URL for PostgreSQL, or DATA_DIR for a PGlite data dir).
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';

/** The page size of the API's default listing (DEFAULT_PAGE_SIZE of @shop/core). */
const PAGE_SIZE = 24;
const listColumns = `id, slug, sku, brand_id, category_id, name, name_en, unit, unit_en,
  weight_value, weight_unit, price, compare_at_price, current_price, currency, stock_quantity,
  restockable, max_per_order, storage, rating_average, rating_count, popularity, created_at,
  updated_at`;
const queries = {
  // The product row itself (without search's derived columns).
  bySlug: `select ${listColumns}, description, description_en from products where slug = $1`,
  // Ordered as the API's default listing (sort=relevance without words: popularity, then id).
  brandPage: `select ${listColumns} from products where brand_id = $1
    order by popularity desc, id limit ${PAGE_SIZE}`,
  // Every product, most popular first, with its place in its brand's default listing.
  catalog: `select slug, brand_id as "brandId", category_id as "categoryId",
      (row_number() over (partition by brand_id order by popularity desc, id))::int as "brandPosition"
    from products order by popularity desc, id`,
};

async function openDatabase() {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    // node-postgres' default pool (10 connections), as the API's.
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
    pool.on('error', (error) => console.error(error));
    return {
      query: async (text, params) => (await pool.query(text, params)).rows,
      close: () => pool.end(),
    };
  }
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('set DATABASE_URL or DATA_DIR');
  // The API's lock file on a PGlite data dir: one process at a time.
  const lockFile = `${path.resolve(dataDir)}.lock`;
  await writeFile(lockFile, String(process.pid), { flag: 'wx' });
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  return {
    query: async (text, params) => (await db.query(text, params)).rows,
    close: async () => {
      await db.close();
      await rm(lockFile, { force: true });
    },
  };
}

const db = await openDatabase();
const app = Fastify({ logger: false });

app.get('/health', async () => ({ ok: true }));

app.get('/product/:slug', async (request, reply) => {
  const [row] = await db.query(queries.bySlug, [request.params.slug]);
  if (!row) return reply.code(404).send({});
  return row;
});

app.get('/brand/:brandId/products', async (request, reply) => {
  const brandId = Number(request.params.brandId);
  if (!Number.isInteger(brandId) || brandId < 1 || brandId > 2 ** 31 - 1) {
    return reply.code(400).send({});
  }
  return db.query(queries.brandPage, [brandId]);
});

// For the benchmark itself, not measured: what the catalog holds, as columns (compact JSON).
app.get('/catalog', async () => {
  const rows = await db.query(queries.catalog);
  const column = (name) => rows.map((row) => row[name]);
  return {
    slugs: column('slug'),
    brandIds: column('brandId'),
    categoryIds: column('categoryId'),
    brandPositions: column('brandPosition'),
  };
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    // PGlite writes its data dir on close: close cleanly before leaving.
    void app
      .close()
      .then(() => db.close())
      .finally(() => process.exit(0));
  });
}

await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
