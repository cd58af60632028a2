import { randomBytes } from 'node:crypto';
import type {
  SellerBulkStockRequest,
  SellerProduct,
  SellerProductCreate,
  SellerProductPage,
  SellerProductUpdate,
  SellerStockItem,
} from '@shop/core/schemas';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { catalogChanged } from '#src/catalog/catalog-changed.ts';
import type { Database } from '#src/db/database.ts';
import {
  brandCities,
  brands,
  categories,
  cities,
  productCountries,
  productImages,
  products,
  states,
} from '#src/db/schema.ts';
import { isUniqueViolation } from '#src/db/unique-violation.ts';
import { notFound } from '#src/http/api-errors.ts';
import { currentPriceOf } from '#src/products/offer-prices.ts';
import { addToVocabulary, productSearchTexts } from '#src/search/search-index.ts';
import { freeSlug, slugOf } from './seller-accounts.ts';
import { ofStore } from './seller-scope.ts';

// A seller's products and stock (R6.03): every read and write is scoped to the seller's store,
// so another store's product answers 404 exactly like one that does not exist.

const productFields = {
  id: products.id,
  slug: products.slug,
  sku: products.sku,
  brandId: products.brandId,
  categoryId: products.categoryId,
  name: products.name,
  nameEn: products.nameEn,
  description: products.description,
  descriptionEn: products.descriptionEn,
  unit: products.unit,
  unitEn: products.unitEn,
  price: products.price,
  compareAtPrice: products.compareAtPrice,
  currentPrice: products.currentPrice,
  currency: products.currency,
  stockQuantity: products.stockQuantity,
  maxPerOrder: products.maxPerOrder,
  storage: products.storage,
  updatedAt: products.updatedAt,
};

function toSellerProduct(
  row: Omit<SellerProduct, 'updatedAt'> & { updatedAt: Date },
): SellerProduct {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

/** The store's product, or 404 (unknown and another store's alike). */
export async function readSellerProduct(
  db: Database,
  storeId: number,
  productId: number,
): Promise<SellerProduct> {
  const [row] = await db
    .select(productFields)
    .from(products)
    .where(and(eq(products.id, productId), ofStore(db, products.brandId, storeId)));
  if (!row) throw notFound('Product', productId);
  return toSellerProduct(row);
}

/** A page of the store's products, newest first; `q` matches either name (case-insensitive). */
export async function readSellerProductPage(
  db: Database,
  storeId: number,
  query: { page: number; pageSize: number; q?: string | undefined },
): Promise<SellerProductPage> {
  const { page, pageSize, q } = query;
  const pattern = q === undefined ? undefined : `%${q.replace(/[\\%_]/g, '\\$&')}%`;
  const where = and(
    ofStore(db, products.brandId, storeId),
    pattern === undefined
      ? undefined
      : or(ilike(products.name, pattern), ilike(products.nameEn, pattern)),
  );
  const [counted] = await db.select({ total: count() }).from(products).where(where);
  const rows = await db
    .select(productFields)
    .from(products)
    .where(where)
    .orderBy(desc(products.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total = counted?.total ?? 0;
  return {
    items: rows.map(toSellerProduct),
    page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
  };
}

/** The store's brand, or 404 on `field`. */
async function storeBrand(db: Database, storeId: number, brandId: number, field: string) {
  const [brand] = await db
    .select({
      id: brands.id,
      slug: brands.slug,
      name: brands.name,
      nameEn: brands.nameEn,
      currency: brands.currency,
    })
    .from(brands)
    .where(and(eq(brands.id, brandId), eq(brands.storeId, storeId)));
  if (!brand) throw notFound('Brand', brandId, field);
  return brand;
}

/**
 * The category's path up to its root (the category first), if the brand may sell in it: a
 * shared category or one of the brand's own; else 404 on `body.categoryId`.
 */
async function categoryPathFor(db: Database, brandId: number, categoryId: number) {
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.id, categoryId),
        or(isNull(categories.brandId), eq(categories.brandId, brandId)),
      ),
    );
  if (!category) throw notFound('Category', categoryId, 'body.categoryId');
  const path: { name: string; nameEn: string }[] = [];
  for (let id: number | null = categoryId; id !== null && path.length < 10;) {
    const [row]: { name: string; nameEn: string; parentId: number | null }[] = await db
      .select({ name: categories.name, nameEn: categories.nameEn, parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.id, id));
    if (!row) break;
    path.push(row);
    id = row.parentId;
  }
  return path;
}

/**
 * Creates a product of one of the store's brands, with a unique slug (its English name and the
 * brand's slug, as the catalog's) and SKU, the search texts the catalog indexes, one generated
 * picture, and the brand's countries as where it can be delivered. 404 for a brand or category
 * that is not the seller's to use.
 */
export async function createSellerProduct(
  db: Database,
  storeId: number,
  request: SellerProductCreate,
): Promise<SellerProduct> {
  const brand = await storeBrand(db, storeId, request.brandId, 'body.brandId');
  const path = await categoryPathFor(db, brand.id, request.categoryId);
  const base = `${slugOf(request.nameEn) || 'product'}-${brand.slug}`;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const id = await db.transaction(async (tx) => {
        const slug = await freeSlug(tx, products, base);
        const [row] = await tx
          .insert(products)
          .values({
            ...request,
            slug,
            sku: `${brand.slug.slice(0, 12).toUpperCase()}-${randomBytes(5).toString('hex').toUpperCase()}`,
            currency: brand.currency,
            currentPrice: request.price,
            ...productSearchTexts(request, brand, path),
          })
          .returning({ id: products.id });
        if (!row) throw new Error('createSellerProduct: no row');
        await tx
          .insert(productImages)
          .values({ productId: row.id, position: 1, url: `/media/products/${slug}.svg` });
        await addToVocabulary(tx, [request, brand, ...path]);
        await tx.execute(sql`
          insert into ${productCountries} (product_id, country_id)
          select distinct ${row.id}::integer, ${states.countryId}
          from ${brandCities}
          join ${cities} on ${cities.id} = ${brandCities.cityId}
          join ${states} on ${states.id} = ${cities.stateId}
          where ${brandCities.brandId} = ${brand.id}`);
        return row.id;
      });
      catalogChanged(db);
      return await readSellerProduct(db, storeId, id);
    } catch (error) {
      // Another product took the same slug at the same moment: pick again.
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/**
 * Changes the store's product: any of its fields. A new name or category refreshes its search
 * texts; a new price its current price (less a running offer's discount). 404 for a product or
 * category that is not the seller's.
 */
export async function updateSellerProduct(
  db: Database,
  storeId: number,
  productId: number,
  change: SellerProductUpdate,
): Promise<SellerProduct> {
  const current = await readSellerProduct(db, storeId, productId);
  if (Object.keys(change).length === 0) return current;
  const [brand] = await db
    .select({ name: brands.name, nameEn: brands.nameEn })
    .from(brands)
    .where(eq(brands.id, current.brandId));
  if (!brand) throw notFound('Product', productId);
  const renamed =
    change.name !== undefined || change.nameEn !== undefined || change.categoryId !== undefined;
  const path = renamed
    ? await categoryPathFor(db, current.brandId, change.categoryId ?? current.categoryId)
    : [];
  const named = { name: change.name ?? current.name, nameEn: change.nameEn ?? current.nameEn };
  const [updated] = await db
    .update(products)
    .set({
      ...change,
      ...(renamed ? productSearchTexts(named, brand, path) : {}),
      ...(change.price === undefined
        ? {}
        : { currentPrice: currentPriceOf(sql`${products.id}`, change.price) }),
    })
    .where(and(eq(products.id, productId), ofStore(db, products.brandId, storeId)))
    .returning({ id: products.id });
  if (!updated) throw notFound('Product', productId);
  // A new name is found by its typos too (its brand and category words are counted already).
  if (change.name !== undefined || change.nameEn !== undefined) await addToVocabulary(db, [named]);
  catalogChanged(db);
  return readSellerProduct(db, storeId, productId);
}

/**
 * Sets the stock of several of the store's products at once, all or nothing: in one
 * transaction their rows are locked in id order (two bulk changes at once never deadlock), and
 * if any is not the store's nothing changes (404 on `body.items`).
 */
export async function setSellerStock(
  db: Database,
  storeId: number,
  items: SellerBulkStockRequest['items'],
  field = 'body.items',
): Promise<SellerStockItem[]> {
  const ids = items.map((item) => item.productId);
  const result = await db.transaction(async (tx) => {
    const owned = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, ids), ofStore(tx, products.brandId, storeId)))
      .orderBy(asc(products.id))
      .for('no key update');
    if (owned.length !== ids.length) {
      const known = new Set(owned.map((row) => row.id));
      const missing = ids.find((id) => !known.has(id));
      throw notFound('Product', missing ?? ids[0] ?? 0, field);
    }
    const values = sql.join(
      items.map((item) => sql`(${item.productId}::integer, ${item.stockQuantity}::integer)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${products} set stock_quantity = v.stock, updated_at = now()
      from (values ${values}) as v(id, stock)
      where ${products.id} = v.id`);
    return tx
      .select({ productId: products.id, stockQuantity: products.stockQuantity })
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(asc(products.id));
  });
  catalogChanged(db);
  return result;
}
