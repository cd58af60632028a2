// `pnpm --filter @shop/api seed [-- --products N]`: migrates and fills an empty database with
// the demo data, using the same DATABASE_URL / DATA_DIR as the server (stop a PGlite server
// first: its data directory takes one process at a time). `--products N` makes the catalog
// N products (benchmarks: 100000), growing an existing demo catalog if it has fewer.
// `--if-embedded` does nothing when DATABASE_URL is set (`pnpm dev` runs it before the server).
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { readConfig } from '#src/config.ts';
import { openDatabase } from './database.ts';
import { growDemoCatalog, seedDemoCatalog } from './demo/seed-catalog.ts';
import { seedDemoBlog } from './demo/seed-blog.ts';
import { seedDemoContent } from './demo/seed-content.ts';
import { seedDemoCollections } from './demo/seed-collections.ts';
import { seedDemoShoppers } from './demo/seed-shoppers.ts';
import { seedDemoSeller } from './demo/seed-sellers.ts';
import { seedDemoStaff } from './demo/seed-staff.ts';
import { seedDemoStores } from './demo/seed-stores.ts';
import { seedDemoContactMessages } from '#src/contact/contact-demo.ts';
import { seedDemoData } from './seed.ts';

const { values } = parseArgs({
  // pnpm may pass its `--` separator through.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { products: { type: 'string' }, 'if-embedded': { type: 'boolean' } },
});

function productCountOption(): number | undefined {
  if (values.products === undefined) return undefined;
  const products = Number(values.products);
  if (!Number.isInteger(products) || products < 0 || products > 5_000_000) {
    throw new Error(`--products must be a whole number up to 5000000, got "${values.products}"`);
  }
  return products;
}

const products = productCountOption();
const config = readConfig();
if (values['if-embedded'] && config.databaseUrl) {
  // `pnpm dev`: demo data goes into the embedded database only, never into DATABASE_URL's.
  console.log('DATABASE_URL is set: no demo data added (run `pnpm seed` to add it)');
  process.exit(0);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const where = database.kind === 'postgres' ? 'the PostgreSQL server' : config.dataDir;
const started = performance.now();
const seconds = () => (Math.round(performance.now() - started) / 1000).toFixed(1);
try {
  await database.migrate();
  const seeded = await seedDemoData(database.db);
  const catalog = await seedDemoCatalog(database.db, products === undefined ? {} : { products });
  const shoppers = await seedDemoShoppers(database.db);
  const content = await seedDemoContent(database.db);
  if (content.faqs + content.pages > 0) {
    console.log(`seeded ${content.faqs} FAQs and ${content.pages} content pages`);
  }
  const blog = await seedDemoBlog(database.db);
  if (blog.posts > 0) console.log(`seeded ${blog.posts} demo blog posts`);
  if (shoppers.coupons > 0) {
    console.log(`seeded ${shoppers.shoppers} demo shopper and ${shoppers.coupons} coupons`);
  }
  const demoStores = await seedDemoStores(database.db);
  if (demoStores > 0) console.log(`seeded ${demoStores} seller stores`);
  if ((await seedDemoSeller(database.db)) > 0) console.log('seeded the demo seller');
  const staff = await seedDemoStaff(database.db);
  if (staff > 0) console.log(`seeded ${staff} demo staff accounts`);
  const demoCollections = await seedDemoCollections(database.db);
  if (demoCollections.collections > 0) {
    console.log(`seeded ${demoCollections.collections} demo collections`);
  }
  const contactMessages = await seedDemoContactMessages(database.db);
  if (contactMessages > 0) console.log(`seeded ${contactMessages} demo Contact Us messages`);
  if (seeded.activityTypes > 0 || catalog.products > 0) {
    // Outside the seed's transaction: counts then use index-only scans from the start.
    await database.db.execute(sql`vacuum analyze`);
    console.log(
      `seeded ${where} in ${seconds()} s: ${seeded.activityTypes} activity types, ` +
        `${catalog.brands} brands, ${catalog.categories} categories, ${catalog.products} products, ` +
        `${catalog.offers} offers, ${catalog.searchWords} search words`,
    );
  } else if (products !== undefined) {
    const added = await growDemoCatalog(database.db, products, (count) =>
      console.log(`  ${count} products added (${seconds()} s)`),
    );
    console.log(
      added > 0
        ? `added ${added} products to ${where} in ${seconds()} s`
        : `${where} already has ${products} or more products: nothing added`,
    );
  } else {
    console.log(`${where} already has data: nothing seeded`);
  }
} finally {
  await database.close();
}
