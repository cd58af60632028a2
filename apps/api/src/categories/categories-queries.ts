import type { Category } from '@shop/core/schemas';
import { and, asc, count, eq } from 'drizzle-orm';
import { cachedValue } from '#src/catalog/value-cache.ts';
import type { Database } from '#src/db/database.ts';
import { categories, products } from '#src/db/schema.ts';
import { onSale } from '#src/stores/store-suspension.ts';

export interface CategoryRow {
  id: number;
  slug: string;
  parentId: number | null;
  brandId: number | null;
  name: string;
  nameEn: string;
  art: string;
  color: string;
}

/**
 * Every category in display order (the table is small: a few hundred rows at most), kept for
 * a minute like the counts: listings, search facets and suggestions all read it.
 */
export function allCategories(db: Database): Promise<CategoryRow[]> {
  return cachedValue(db, 'categories', () => readCategories(db));
}

function readCategories(db: Database): Promise<CategoryRow[]> {
  return db
    .select({
      id: categories.id,
      slug: categories.slug,
      parentId: categories.parentId,
      brandId: categories.brandId,
      name: categories.name,
      nameEn: categories.nameEn,
      art: categories.art,
      color: categories.color,
    })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
}

/** The category and all categories below it. */
export function withDescendants(rows: readonly CategoryRow[], rootId: number): number[] {
  const ids = [rootId];
  for (let index = 0; index < ids.length && index < rows.length + 1; index += 1) {
    const parent = ids[index];
    for (const row of rows) if (row.parentId === parent) ids.push(row.id);
  }
  return ids;
}

/** Rows ordered as a tree: each parent followed by its children (depth first). */
function depthFirst(rows: readonly CategoryRow[]): CategoryRow[] {
  const ordered: CategoryRow[] = [];
  const known = new Set(rows.map((row) => row.id));
  const visit = (parentId: number | null, depth: number) => {
    if (depth > 10) return;
    for (const row of rows) {
      if (row.parentId === parentId) {
        ordered.push(row);
        visit(row.id, depth + 1);
      }
    }
  };
  visit(null, 0);
  // Rows whose parent is not in the list start their own branch.
  for (const row of rows) {
    if (row.parentId !== null && !known.has(row.parentId) && !ordered.includes(row)) {
      ordered.push(row);
      visit(row.id, 1);
    }
  }
  return ordered;
}

/**
 * With `brandId`: the brand's own categories and the shared ones it sells in (with their
 * parents), counting only its products. Without: the shared categories, counting all products.
 * A parent's count includes its children's.
 */
export async function listCategories(db: Database, brandId?: number): Promise<Category[]> {
  const rows = await allCategories(db);
  const counts = await cachedValue(db, `categories:${brandId ?? 'all'}`, () =>
    db
      .select({ categoryId: products.categoryId, rows: count() })
      .from(products)
      .where(
        and(
          onSale(products.brandId, products.id),
          brandId === undefined ? undefined : eq(products.brandId, brandId),
        ),
      )
      .groupBy(products.categoryId),
  );
  const own = new Map(counts.map((row) => [row.categoryId, row.rows]));
  const total = new Map<number, number>();
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const [categoryId, rowCount] of own) {
    // Add the count to the category and each of its ancestors.
    for (
      let row = byId.get(categoryId), depth = 0;
      row && depth < 10;
      row = row.parentId === null ? undefined : byId.get(row.parentId), depth += 1
    ) {
      total.set(row.id, (total.get(row.id) ?? 0) + rowCount);
    }
  }
  const visible = rows.filter((row) =>
    brandId === undefined
      ? row.brandId === null
      : row.brandId === brandId || (row.brandId === null && (total.get(row.id) ?? 0) > 0),
  );
  return depthFirst(visible).map((row) => ({
    id: row.id,
    slug: row.slug,
    parentId: row.parentId,
    brandId: row.brandId,
    name: row.name,
    nameEn: row.nameEn,
    productCount: total.get(row.id) ?? 0,
  }));
}
