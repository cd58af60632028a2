import type {
  Collection,
  CollectionDetail,
  CollectionPage,
  CollectionProductsRequest,
  CollectionRequest,
  StaffCollection,
  StaffCollectionPage,
} from '@shop/core/schemas';
import type { ApiProductSort } from '@shop/core/schemas';
import { and, asc, count, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { catalogChanged } from '#src/catalog/catalog-changed.ts';
import type { Database } from '#src/db/database.ts';
import {
  brands,
  categories,
  collectionProducts,
  collections,
  offers,
  products,
} from '#src/db/schema.ts';
import { ApiHttpError, notFound } from '#src/http/api-errors.ts';
import {
  listProducts,
  pageInfo,
  productFilterConditions,
  productOrder,
  summariesById,
  toSummary,
} from '#src/products/products-queries.ts';
import { recordStaffAction } from '#src/staff/staff-auth.ts';
import { isUniqueViolation } from '#src/db/unique-violation.ts';

// Collection pages (issue 16, spec §2): shoppers read the published ones with a page of their
// products; staff write drafts, publish, unpublish, delete and pick a curated one's products,
// each change in the audit record. The public reads are kept by the response cache, which is
// forgotten after every change (catalogChanged).

type Row = typeof collections.$inferSelect;
const iso = (date: Date) => date.toISOString();

const toCollection = (row: Row): Collection => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  titleEn: row.titleEn,
  description: row.description,
  descriptionEn: row.descriptionEn,
  kind: row.kind,
  updatedAt: iso(row.updatedAt),
});

const toStaff = (row: Row, productIds: number[]): StaffCollection => ({
  ...toCollection(row),
  categoryId: row.categoryId,
  brandId: row.brandId,
  offerId: row.offerId,
  position: row.position,
  productIds,
  publishedAt: row.publishedAt === null ? null : iso(row.publishedAt),
  createdAt: iso(row.createdAt),
});

// ── Public reads ─────────────────────────────────────────────────────────────────────────────

/** A page of the published collections, in their order. */
export async function readPublishedCollections(
  db: Database,
  page: number,
  pageSize: number,
): Promise<CollectionPage> {
  const published = isNotNull(collections.publishedAt);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(collections)
      .where(published)
      .orderBy(asc(collections.position), asc(collections.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(collections).where(published),
  ]);
  return { items: rows.map(toCollection), ...pageInfo({ page, pageSize }, counted?.n ?? 0) };
}

export interface CollectionProductQuery {
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  inStock?: boolean | undefined;
  sort: ApiProductSort;
  page: number;
  pageSize: number;
}

/** A published collection with a page of its products; 404 for an unknown one or a draft. */
export async function readPublishedCollection(
  db: Database,
  slug: string,
  query: CollectionProductQuery,
): Promise<CollectionDetail> {
  const [row] = await db
    .select()
    .from(collections)
    .where(and(eq(collections.slug, slug), isNotNull(collections.publishedAt)))
    .limit(1);
  if (!row) throw notFound('Collection', slug, 'params.slug');
  const { sort, page, pageSize, ...prices } = query;
  const paging = { page, pageSize };
  if (row.kind === 'rule') {
    const rule = {
      ...prices,
      ...(row.categoryId === null ? {} : { categoryId: row.categoryId }),
      ...(row.brandId === null ? {} : { brandId: row.brandId }),
      ...(row.offerId === null ? {} : { offerId: row.offerId }),
    };
    // A rule whose targets were all deleted lists nothing rather than the whole catalog.
    if (rule.categoryId === undefined && rule.brandId === undefined && rule.offerId === undefined) {
      return { ...toCollection(row), products: { items: [], ...pageInfo(paging, 0) } };
    }
    const productPage = await listProducts(db, rule, sort, paging, 'ar');
    return { ...toCollection(row), products: productPage };
  }
  // Curated: the picked products, in the collection's order ("relevance") or the sort asked.
  const where = and(
    eq(collectionProducts.collectionId, row.id),
    ...(await productFilterConditions(db, prices)),
  );
  const order =
    sort === 'relevance'
      ? [asc(collectionProducts.position), asc(products.id)]
      : productOrder(sort, 'ar');
  const joined = () =>
    db
      .select({ id: products.id })
      .from(collectionProducts)
      .innerJoin(products, eq(products.id, collectionProducts.productId));
  const [idRows, [counted]] = await Promise.all([
    joined()
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(collectionProducts)
      .innerJoin(products, eq(products.id, collectionProducts.productId))
      .where(where),
  ]);
  const rows = await summariesById(
    db,
    idRows.map((r) => r.id),
  );
  return {
    ...toCollection(row),
    products: { items: rows.map(toSummary), ...pageInfo(paging, counted?.n ?? 0) },
  };
}

// ── Staff ──────────────────────────────────────────────────────────────────────────────────

const slugTaken = () =>
  new ApiHttpError(409, 'slug_taken', 'Another collection has this slug already', 'body.slug');

async function productIdsOf(db: Database, ids: number[]): Promise<Map<number, number[]>> {
  const byCollection = new Map<number, number[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byCollection;
  const rows = await db
    .select({
      collectionId: collectionProducts.collectionId,
      productId: collectionProducts.productId,
    })
    .from(collectionProducts)
    .where(inArray(collectionProducts.collectionId, ids))
    .orderBy(
      asc(collectionProducts.collectionId),
      asc(collectionProducts.position),
      asc(collectionProducts.productId),
    );
  for (const row of rows) byCollection.get(row.collectionId)?.push(row.productId);
  return byCollection;
}

export async function readStaffCollections(
  db: Database,
  page: number,
  pageSize: number,
): Promise<StaffCollectionPage> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(collections)
      .orderBy(asc(collections.position), asc(collections.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(collections),
  ]);
  const ids = await productIdsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toStaff(row, ids.get(row.id) ?? [])),
    ...pageInfo({ page, pageSize }, counted?.n ?? 0),
  };
}

/** 400 when a rule names nothing, or a category, brand or offer that does not exist. */
async function checkRule(db: Database, request: CollectionRequest) {
  if (request.kind !== 'rule') return;
  const targets = [
    [categories, request.categoryId, 'body.categoryId'],
    [brands, request.brandId, 'body.brandId'],
    [offers, request.offerId, 'body.offerId'],
  ] as const;
  if (targets.every(([, value]) => value === null)) {
    throw new ApiHttpError(
      400,
      'collection_rule_missing',
      'A rule collection names a category, a brand or an offer',
      'body.categoryId',
    );
  }
  for (const [table, value, field] of targets) {
    if (value === null) continue;
    const [found] = await db.select({ id: table.id }).from(table).where(eq(table.id, value));
    if (!found) {
      throw new ApiHttpError(400, 'unknown_rule_target', `${field} ${value} does not exist`, field);
    }
  }
}

/** Creates (`id` undefined) or updates a collection, with its audit row; 409 `slug_taken`. */
export async function saveCollection(
  db: Database,
  staffId: number,
  id: number | undefined,
  request: CollectionRequest,
): Promise<StaffCollection> {
  await checkRule(db, request);
  // A curated collection carries no rule; a rule one keeps no picked products.
  const values =
    request.kind === 'curated'
      ? { ...request, categoryId: null, brandId: null, offerId: null }
      : request;
  let row: Row;
  try {
    row = await db.transaction(async (tx) => {
      const [clash] = await tx
        .select({ id: collections.id })
        .from(collections)
        .where(
          and(
            eq(collections.slug, values.slug),
            id === undefined ? undefined : ne(collections.id, id),
          ),
        );
      if (clash) throw slugTaken();
      const [saved] =
        id === undefined
          ? await tx.insert(collections).values(values).returning()
          : await tx
              .update(collections)
              .set({ ...values, updatedAt: sql`now()` })
              .where(eq(collections.id, id))
              .returning();
      if (!saved) throw notFound('Collection', id ?? 0, 'params.id');
      if (saved.kind === 'rule') {
        await tx.delete(collectionProducts).where(eq(collectionProducts.collectionId, saved.id));
      }
      await recordStaffAction(tx, {
        staffId,
        action: id === undefined ? 'collection.create' : 'collection.update',
        subjectType: 'collection',
        subjectId: saved.id,
        detail: { slug: saved.slug },
      });
      return saved;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
  if (row.publishedAt) catalogChanged(db);
  const ids = await productIdsOf(db, [row.id]);
  return toStaff(row, ids.get(row.id) ?? []);
}

/** Publishes or unpublishes a collection (keeps its first publication date), audited. */
export async function publishCollection(
  db: Database,
  staffId: number,
  id: number,
  on: boolean,
): Promise<StaffCollection> {
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .update(collections)
      .set({ publishedAt: on ? sql`coalesce(${collections.publishedAt}, now())` : null })
      .where(eq(collections.id, id))
      .returning();
    if (!saved) throw notFound('Collection', id, 'params.id');
    await recordStaffAction(tx, {
      staffId,
      action: `collection.${on ? 'publish' : 'unpublish'}`,
      subjectType: 'collection',
      subjectId: id,
    });
    return saved;
  });
  catalogChanged(db);
  const ids = await productIdsOf(db, [row.id]);
  return toStaff(row, ids.get(row.id) ?? []);
}

/** Deletes a collection (and its product list), audited; 404 for an unknown one. */
export async function deleteCollection(db: Database, staffId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(collections)
      .where(eq(collections.id, id))
      .returning({ id: collections.id, slug: collections.slug });
    if (!gone) throw notFound('Collection', id, 'params.id');
    await recordStaffAction(tx, {
      staffId,
      action: 'collection.delete',
      subjectType: 'collection',
      subjectId: id,
      detail: { slug: gone.slug },
    });
  });
  catalogChanged(db);
}

/**
 * Replaces a curated collection's products (in the order given), audited. 400
 * `unknown_products` names none of the missing ids beyond the first; 400 `collection_not_curated`
 * for a rule collection.
 */
export async function setCollectionProducts(
  db: Database,
  staffId: number,
  id: number,
  request: CollectionProductsRequest,
): Promise<StaffCollection> {
  const { productIds } = request;
  const row = await db.transaction(async (tx) => {
    const [collection] = await tx
      .select()
      .from(collections)
      .where(eq(collections.id, id))
      .for('update');
    if (!collection) throw notFound('Collection', id, 'params.id');
    if (collection.kind !== 'curated') {
      throw new ApiHttpError(
        400,
        'collection_not_curated',
        'Only a curated collection holds a list of products',
        'params.id',
      );
    }
    if (productIds.length > 0) {
      const found = await tx
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.id, productIds));
      if (found.length !== productIds.length) {
        const known = new Set(found.map((r) => r.id));
        const missing = productIds.find((pid) => !known.has(pid));
        throw new ApiHttpError(
          400,
          'unknown_products',
          `Product ${missing} does not exist`,
          'body.productIds',
        );
      }
    }
    await tx.delete(collectionProducts).where(eq(collectionProducts.collectionId, id));
    if (productIds.length > 0) {
      await tx
        .insert(collectionProducts)
        .values(
          productIds.map((productId, position) => ({ collectionId: id, productId, position })),
        );
    }
    const [saved] = await tx
      .update(collections)
      .set({ updatedAt: sql`now()` })
      .where(eq(collections.id, id))
      .returning();
    await recordStaffAction(tx, {
      staffId,
      action: 'collection.products',
      subjectType: 'collection',
      subjectId: id,
      detail: { count: productIds.length },
    });
    return saved ?? collection;
  });
  if (row.publishedAt) catalogChanged(db);
  return toStaff(row, productIds);
}
