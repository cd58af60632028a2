import { randomBytes } from 'node:crypto';
import type {
  SellerBulkStockRequest,
  SellerCustomization,
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
  customizationChoices,
  customizationOptions,
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
import { initialApproval, moveApproval } from './seller-catalog-approval.ts';
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
  approvalStatus: products.approvalStatus,
  approvalReason: products.approvalReason,
  updatedAt: products.updatedAt,
};

type ProductRow = Omit<SellerProduct, 'updatedAt' | 'images' | 'customizations'> & {
  updatedAt: Date;
};

/** Anything that runs queries: the database or one of its transactions. */
type Queryable = Pick<Database, 'select'>;

/** The rows with their pictures and customization options (three statements for any number). */
async function toSellerProducts(db: Queryable, rows: ProductRow[]): Promise<SellerProduct[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [images, options] = await Promise.all([
    db
      .select({
        id: productImages.id,
        productId: productImages.productId,
        url: productImages.url,
        alt: productImages.alt,
        altEn: productImages.altEn,
        fileId: productImages.fileId,
      })
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.position)),
    db
      .select({
        id: customizationOptions.id,
        productId: customizationOptions.productId,
        kind: customizationOptions.kind,
        name: customizationOptions.name,
        nameEn: customizationOptions.nameEn,
        required: customizationOptions.required,
      })
      .from(customizationOptions)
      .where(inArray(customizationOptions.productId, ids))
      .orderBy(asc(customizationOptions.position), asc(customizationOptions.id)),
  ]);
  const optionIds = options.map((option) => option.id);
  const choices =
    optionIds.length === 0
      ? []
      : await db
          .select({
            id: customizationChoices.id,
            optionId: customizationChoices.optionId,
            name: customizationChoices.name,
            nameEn: customizationChoices.nameEn,
            priceDelta: customizationChoices.priceDelta,
          })
          .from(customizationChoices)
          .where(inArray(customizationChoices.optionId, optionIds))
          .orderBy(asc(customizationChoices.position), asc(customizationChoices.id));
  return rows.map((row) => ({
    ...row,
    updatedAt: row.updatedAt.toISOString(),
    images: images
      .filter((image) => image.productId === row.id)
      .map(({ id, url, alt, altEn, fileId }) => ({
        id,
        url,
        alt: alt || row.name,
        altEn: altEn || row.nameEn,
        uploaded: fileId !== null,
      })),
    customizations: options
      .filter((option) => option.productId === row.id)
      .map(({ productId: _productId, ...option }) => ({
        ...option,
        choices: choices
          .filter((choice) => choice.optionId === option.id)
          .map(({ optionId: _optionId, ...choice }) => choice),
      })),
  }));
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
  const [product] = await toSellerProducts(db, [row]);
  return product!;
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
    items: await toSellerProducts(db, rows),
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
 * picture, its customization options, and the brand's countries as where it can be delivered.
 * It waits for staff's approval (hidden from shoppers) unless staff trust the seller. 404 for a
 * brand or category that is not the seller's to use.
 */
export async function createSellerProduct(
  db: Database,
  seller: { storeId: number; autoApproveProducts: boolean },
  request: SellerProductCreate,
): Promise<SellerProduct> {
  const { storeId } = seller;
  const { customizations, ...fields } = request;
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
            ...fields,
            ...initialApproval(seller.autoApproveProducts),
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
        await saveCustomizations(tx, row.id, customizations);
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
 * texts; a new price its current price (less a running offer's discount); customization options
 * sent replace the product's (kept by id). A rejected product goes back to staff's queue. 404
 * for a product, category, option or choice that is not the seller's.
 */
export async function updateSellerProduct(
  db: Database,
  storeId: number,
  productId: number,
  change: SellerProductUpdate,
): Promise<SellerProduct> {
  const current = await readSellerProduct(db, storeId, productId);
  if (Object.keys(change).length === 0) return current;
  const { customizations, ...fields } = change;
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
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(products)
      .set({
        ...fields,
        // Always something to set (a change of the options alone), and the edit's time.
        updatedAt: sql`now()`,
        ...(renamed ? productSearchTexts(named, brand, path) : {}),
        ...(change.price === undefined
          ? {}
          : { currentPrice: currentPriceOf(sql`${products.id}`, change.price) }),
      })
      .where(and(eq(products.id, productId), ofStore(tx, products.brandId, storeId)))
      .returning({ id: products.id, approvalStatus: products.approvalStatus });
    if (!updated) throw notFound('Product', productId);
    if (customizations !== undefined) await saveCustomizations(tx, productId, customizations);
    // A rejected product the seller changes goes back to staff (the reason is answered).
    if (updated.approvalStatus === 'rejected') await moveApproval(tx, productId, 'resubmit');
  });
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

/**
 * Makes the product's customization options the ones given, in their order: one with an `id`
 * of the product's is changed in place (so a basket's answers to it stay valid), one without is
 * added, and the product's others are removed; likewise each option's choices. 404 on
 * `body.customizations` for an id that is not the product's (or the option's).
 */
async function saveCustomizations(
  tx: Database,
  productId: number,
  wanted: SellerCustomization[],
): Promise<void> {
  const existing = await tx
    .select({ id: customizationOptions.id })
    .from(customizationOptions)
    .where(eq(customizationOptions.productId, productId));
  const known = new Set(existing.map((row) => row.id));
  const kept = new Set<number>();
  for (const [index, option] of wanted.entries()) {
    const values = {
      kind: option.kind,
      name: option.name,
      nameEn: option.nameEn,
      required: option.required ?? false,
      position: index + 1,
    };
    let optionId: number;
    if (option.id === undefined) {
      const [row] = await tx
        .insert(customizationOptions)
        .values({ productId, ...values })
        .returning({ id: customizationOptions.id });
      optionId = row!.id;
    } else {
      if (!known.has(option.id)) throw notFound('Option', option.id, 'body.customizations');
      await tx
        .update(customizationOptions)
        .set(values)
        .where(eq(customizationOptions.id, option.id));
      optionId = option.id;
    }
    kept.add(optionId);
    await saveChoices(tx, optionId, option.choices ?? []);
  }
  const gone = [...known].filter((id) => !kept.has(id));
  if (gone.length > 0) {
    await tx.delete(customizationOptions).where(inArray(customizationOptions.id, gone));
  }
}

async function saveChoices(
  tx: Database,
  optionId: number,
  wanted: NonNullable<SellerCustomization['choices']>,
): Promise<void> {
  const existing = await tx
    .select({ id: customizationChoices.id })
    .from(customizationChoices)
    .where(eq(customizationChoices.optionId, optionId));
  const known = new Set(existing.map((row) => row.id));
  const kept = new Set<number>();
  for (const [index, choice] of wanted.entries()) {
    const values = {
      name: choice.name,
      nameEn: choice.nameEn,
      priceDelta: choice.priceDelta ?? 0,
      position: index + 1,
    };
    if (choice.id === undefined) {
      await tx.insert(customizationChoices).values({ optionId, ...values });
    } else {
      if (!known.has(choice.id)) throw notFound('Choice', choice.id, 'body.customizations');
      await tx
        .update(customizationChoices)
        .set(values)
        .where(eq(customizationChoices.id, choice.id));
      kept.add(choice.id);
    }
  }
  const gone = [...known].filter((id) => !kept.has(id));
  if (gone.length > 0) {
    await tx.delete(customizationChoices).where(inArray(customizationChoices.id, gone));
  }
}
