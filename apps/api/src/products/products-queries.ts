import type {
  ApiProductSort,
  CustomizationOption,
  ProductDetail,
  ProductSummary,
} from '@shop/core/schemas';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  lte,
  sql,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { requireExisting } from '#src/catalog/catalog-lookups.ts';
import { preparedStatement } from '#src/catalog/prepared-statements.ts';
import { cachedValue } from '#src/catalog/value-cache.ts';
import { MAX_ID } from '#src/catalog/catalog-query-schemas.ts';
import { allCategories, withDescendants } from '#src/categories/categories-queries.ts';
import type { Database } from '#src/db/database.ts';
import {
  brands,
  categories,
  countries,
  customizationChoices,
  customizationOptions,
  offerProducts,
  productCountries,
  productImages,
  products,
} from '#src/db/schema.ts';
import { onSale, stockOnSale } from '#src/stores/store-suspension.ts';
import { brandLogoUrl } from '#src/brands/brands-queries.ts';

/** The columns a product summary is made of (see toSummary). */
export const summaryColumns = {
  id: products.id,
  slug: products.slug,
  sku: products.sku,
  brandId: products.brandId,
  categoryId: products.categoryId,
  name: products.name,
  nameEn: products.nameEn,
  unit: products.unit,
  unitEn: products.unitEn,
  weightValue: products.weightValue,
  weightUnit: products.weightUnit,
  price: products.price,
  compareAtPrice: products.compareAtPrice,
  currentPrice: products.currentPrice,
  currency: products.currency,
  stockQuantity: stockOnSale(products.brandId, products.stockQuantity, products.id),
  restockable: products.restockable,
  maxPerOrder: products.maxPerOrder,
  storage: products.storage,
  ratingAverage: products.ratingAverage,
  ratingCount: products.ratingCount,
  image: productImages.url,
};

/** The main image: the product's image at position 1 (unique index, at most one row). */
export const mainImageJoin = and(
  eq(productImages.productId, products.id),
  eq(productImages.position, 1),
);

/** A row selected with {@link summaryColumns}. */
export interface SummaryRow {
  id: number;
  slug: string;
  sku: string;
  brandId: number;
  categoryId: number;
  name: string;
  nameEn: string;
  unit: string;
  unitEn: string;
  weightValue: number | null;
  weightUnit: 'g' | 'kg' | null;
  price: number;
  compareAtPrice: number | null;
  currentPrice: number;
  currency: string;
  stockQuantity: number;
  restockable: boolean;
  maxPerOrder: number;
  storage: 'cold' | 'dry';
  ratingAverage: number;
  ratingCount: number;
  image: string | null;
}

/** URL of a product's generated image (an API path; the storefront prefixes the API origin). */
export function productImageUrl(slug: string, view = 1): string {
  return `/media/products/${encodeURIComponent(slug)}.svg${view > 1 ? `?view=${view}` : ''}`;
}

/**
 * The summary as shoppers see it. `price` is what the product costs now: lowered by a running
 * offer, the list price then shows as `compareAtPrice` (or the higher former price it had).
 */
export function toSummary(row: SummaryRow): ProductSummary {
  // Written out in the schema's order: no rest copy of the row (it showed in the list profile).
  const { currentPrice, price, compareAtPrice, weightValue, weightUnit } = row;
  return {
    name: row.name,
    nameEn: row.nameEn,
    id: row.id,
    slug: row.slug,
    sku: row.sku,
    brandId: row.brandId,
    categoryId: row.categoryId,
    unit: row.unit,
    unitEn: row.unitEn,
    weight:
      weightValue !== null && weightUnit !== null ? { value: weightValue, unit: weightUnit } : null,
    price: currentPrice,
    compareAtPrice: currentPrice < price ? Math.max(compareAtPrice ?? 0, price) : compareAtPrice,
    currency: row.currency,
    stockQuantity: row.stockQuantity,
    stockState: row.stockQuantity > 0 ? 'available' : row.restockable ? 'out_of_stock' : 'sold_out',
    maxPerOrder: row.maxPerOrder,
    storage: row.storage,
    image: row.image ?? productImageUrl(row.slug),
    // Two decimals: the stored average of the approved reviews is a float.
    rating: Math.round(row.ratingAverage * 100) / 100,
    ratingCount: row.ratingCount,
  };
}

export interface ProductFilters {
  brandId?: number | undefined;
  categoryId?: number | undefined;
  offerId?: number | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  inStock?: boolean | undefined;
}

/** The columns the product filters test: the products' own, or search's copy of them. */
export type FilterColumns = Record<
  'id' | 'brandId' | 'categoryId' | 'currentPrice' | 'stockQuantity',
  AnyColumn
>;

/** Product filters once checked: a category with those below it, prices PostgreSQL can hold. */
export interface CheckedFilters {
  brandId?: number;
  categoryIds?: number[];
  offerId?: number;
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  /** A minimum price beyond PostgreSQL's integer range: nothing matches. */
  matchesNothing?: boolean;
}

/**
 * Checks the filters: an unknown brand, category or offer answers 404 (naming the query
 * parameter); a category stands for itself and the categories below it.
 */
export async function checkProductFilters(
  db: Database,
  filters: ProductFilters,
): Promise<CheckedFilters> {
  const checked: CheckedFilters = {};
  if (filters.brandId !== undefined) {
    await requireExisting(db, 'Brand', filters.brandId, 'query.brandId');
    checked.brandId = filters.brandId;
  }
  if (filters.categoryId !== undefined) {
    await requireExisting(db, 'Category', filters.categoryId, 'query.categoryId');
    checked.categoryIds = withDescendants(await allCategories(db), filters.categoryId);
  }
  if (filters.offerId !== undefined) {
    await requireExisting(db, 'Offer', filters.offerId, 'query.offerId');
    checked.offerId = filters.offerId;
  }
  // The price shoppers see now. Beyond PostgreSQL's integer range a price matches nothing, or
  // everything below it.
  if (filters.minPrice !== undefined) {
    if (filters.minPrice > MAX_ID) checked.matchesNothing = true;
    else checked.minPrice = filters.minPrice;
  }
  if (filters.maxPrice !== undefined && filters.maxPrice <= MAX_ID) {
    checked.maxPrice = filters.maxPrice;
  }
  if (filters.inStock !== undefined) checked.inStock = filters.inStock;
  return checked;
}

/** How a filter value enters the SQL: as itself, or as a placeholder of a prepared statement. */
type Bind = (name: string, value: number) => number | SQLWrapper;

/** WHERE conditions of checked filters over `columns` (the products table by default). */
function filterConditions(
  filters: CheckedFilters,
  bind: Bind,
  columns: FilterColumns = products,
): SQL[] {
  const conditions: SQL[] = [onSale(columns.brandId, columns.id)];
  if (filters.matchesNothing) conditions.push(sql`false`);
  if (filters.brandId !== undefined) {
    conditions.push(eq(columns.brandId, bind('brandId', filters.brandId)));
  }
  if (filters.categoryIds) {
    const ids = filters.categoryIds.map((id, index) => bind(`categoryId${index}`, id));
    const [only] = ids;
    conditions.push(
      ids.length === 1 && only !== undefined
        ? eq(columns.categoryId, only)
        : inArray(columns.categoryId, ids),
    );
  }
  if (filters.offerId !== undefined) {
    conditions.push(
      inArray(
        columns.id,
        sql`(select ${offerProducts.productId} from ${offerProducts}
          where ${offerProducts.offerId} = ${bind('offerId', filters.offerId)})`,
      ),
    );
  }
  if (filters.minPrice !== undefined) {
    conditions.push(gte(columns.currentPrice, bind('minPrice', filters.minPrice)));
  }
  if (filters.maxPrice !== undefined) {
    conditions.push(lte(columns.currentPrice, bind('maxPrice', filters.maxPrice)));
  }
  if (filters.inStock === true) conditions.push(gt(columns.stockQuantity, 0));
  if (filters.inStock === false) conditions.push(eq(columns.stockQuantity, 0));
  return conditions;
}

/**
 * WHERE conditions of the product filters over `columns`, their values written into the SQL
 * (see checkProductFilters for the 404s).
 */
export async function productFilterConditions(
  db: Database,
  filters: ProductFilters,
  columns: FilterColumns = products,
): Promise<SQL[]> {
  return filterConditions(await checkProductFilters(db, filters), (_name, value) => value, columns);
}

/**
 * The placeholder values of checked filters, and the key of the statement they need: which
 * filters are set (and how many categories), and those written into the SQL itself.
 */
function filterShape(filters: CheckedFilters) {
  const values: Record<string, number> = {};
  filterConditions(filters, (name, value) => {
    values[name] = value;
    return value;
  });
  const key = `${Object.keys(values).join(',')}|${String(filters.inStock)}|${filters.matchesNothing === true}`;
  return { values, key };
}

/** A named placeholder for each filter value (the values come from filterShape). */
const placeholderOf: Bind = (name) => sql.placeholder(name);

export type NameLanguage = 'ar' | 'en';

/** ORDER BY of a listing: every sort ends with the id, so pages never overlap. */
export function productOrder(sort: ApiProductSort, language: NameLanguage): SQL[] {
  switch (sort) {
    case 'price_asc':
      return [asc(products.currentPrice), asc(products.id)];
    case 'price_desc':
      return [desc(products.currentPrice), desc(products.id)];
    case 'newest':
      return [desc(products.createdAt), asc(products.id)];
    case 'name':
      return [asc(language === 'en' ? products.nameEn : products.name), asc(products.id)];
    case 'name_en':
      return [asc(products.nameEn), asc(products.id)];
    case 'relevance':
      // With no search words, relevance is popularity (best sellers first).
      return [desc(products.popularity), asc(products.id)];
  }
}

export interface Paging {
  page: number;
  pageSize: number;
}

export function pageInfo({ page, pageSize }: Paging, total: number) {
  return { page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

/** Pages read directly; later ones find their ids first (measured: page 400 of a brand, 20 → 1 ms). */
const NEAR_PAGES = 3;

/** One page of products matching the filters, and how many match in all. */
export async function listProducts(
  db: Database,
  filters: ProductFilters,
  sort: ApiProductSort,
  paging: Paging,
  language: NameLanguage,
) {
  const checked = await checkProductFilters(db, filters);
  const shape = filterShape(checked);
  const where = () => and(...filterConditions(checked, placeholderOf));
  // Of the sorts only `name` depends on the caller's language.
  const order = sort === 'name' ? `name_${language}` : sort;
  // Past the first pages, OFFSET would read every skipped row whole: the page's ids are found
  // in the sort's index alone (an index-only scan), then only those rows are read.
  const deep = paging.page > NEAR_PAGES;
  const page = preparedStatement(
    db,
    `products:page:${shape.key}:${order}:${deep ? 'deep' : 'near'}`,
    (name) => {
      const rows = db
        .select(summaryColumns)
        .from(products)
        .leftJoin(productImages, mainImageJoin)
        .orderBy(...productOrder(sort, language));
      if (!deep) {
        return rows
          .where(where())
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .prepare(name);
      }
      const pageIds = db
        .select({ id: products.id })
        .from(products)
        .where(where())
        .orderBy(...productOrder(sort, language))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'));
      return rows.where(inArray(products.id, pageIds)).prepare(name);
    },
  );
  const countKey = `products:${JSON.stringify(filters)}`;
  const [rows, total] = await Promise.all([
    page.execute({
      ...shape.values,
      limit: paging.pageSize,
      offset: (paging.page - 1) * paging.pageSize,
    }),
    cachedValue(db, countKey, async () => {
      const counter = preparedStatement(db, `products:count:${shape.key}`, (name) =>
        db.select({ rows: count() }).from(products).where(where()).prepare(name),
      );
      const [row] = await counter.execute(shape.values);
      return row?.rows ?? 0;
    }),
  ]);
  const items = rows.map(toSummary);
  return { items, ...pageInfo(paging, total) };
}

/** The summary rows of products by id, in the order of `ids` (ids not found are left out). */
export async function summariesById(db: Database, ids: readonly number[]): Promise<SummaryRow[]> {
  if (ids.length === 0) return [];
  // One statement per number of ids (a page holds at most MAX_PAGE_SIZE).
  const statement = preparedStatement(db, `products:by-id:${ids.length}`, (name) =>
    db
      .select(summaryColumns)
      .from(products)
      .leftJoin(productImages, mainImageJoin)
      .where(
        inArray(
          products.id,
          ids.map((_id, index) => sql.placeholder(`id${index}`)),
        ),
      )
      .prepare(name),
  );
  const rows = await statement.execute(
    Object.fromEntries(ids.map((id, index) => [`id${index}`, id])),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const RELATED_COUNT = 8;

const summaryKeys = Object.keys(summaryColumns) as (keyof SummaryRow)[];

/** A summary row sent as a JSON array of {@link summaryColumns} values (no key names repeated). */
function rowFromValues(values: readonly unknown[]): SummaryRow {
  const row: Record<string, unknown> = {};
  summaryKeys.forEach((key, index) => {
    row[key] = values[index];
  });
  return row as unknown as SummaryRow;
}

/**
 * Up to 8 other products of the product's category, the same brand's first, as a JSON array
 * of summary rows (see rowFromValues). Two index walks pick the ids (brand + category, then
 * category, each by popularity); only the 8 picked are then read, with their images.
 */
function relatedJson(): SQL {
  const limit = sql.raw(String(RELATED_COUNT));
  const candidates = (group: number, name: string, sameBrand: boolean) => {
    const other = alias(products, name);
    const brandTest = sameBrand
      ? sql`${other.brandId} = ${products.brandId}`
      : sql`${other.brandId} <> ${products.brandId}`;
    return sql`(select ${sql.raw(String(group))} as grp, ${other.popularity} as popularity,
        ${other.id} as id
      from ${products} as ${sql.identifier(name)}
      where ${other.categoryId} = ${products.categoryId} and ${brandTest}
        and ${other.id} <> ${products.id} and ${onSale(other.brandId, other.id)}
      order by ${other.popularity} desc, ${other.id}
      limit ${limit})`;
  };
  const related = alias(products, 'related');
  const image = alias(productImages, 'related_image');
  const values = summaryKeys.map((key) => (key === 'image' ? image.url : related[key]));
  return sql`coalesce((select json_agg(json_build_array(${sql.join(values, sql`, `)})
      order by picked.grp, picked.popularity desc, picked.id)
    from (select * from (${candidates(0, 'same_brand', true)} union all
      ${candidates(1, 'other_brand', false)}) as candidates
      order by grp, popularity desc, id limit ${limit}) as picked
    join ${products} as ${sql.identifier('related')} on ${related.id} = picked.id
    left join ${productImages} as ${sql.identifier('related_image')}
      on ${image.productId} = ${related.id} and ${image.position} = 1), '[]'::json)`;
}

/** The statement of a product's page (see getProductDetail), prepared once per database. */
function detailStatement(db: Database) {
  return preparedStatement(db, 'products:detail', (name) =>
    db
      .select({
        ...summaryColumns,
        description: products.description,
        descriptionEn: products.descriptionEn,
        brand: {
          id: brands.id,
          name: brands.name,
          nameEn: brands.nameEn,
          activityTypeId: brands.activityTypeId,
        },
        category: {
          id: categories.id,
          slug: categories.slug,
          name: categories.name,
          nameEn: categories.nameEn,
        },
        images: sql<string[]>`coalesce((select json_agg(gallery.url order by gallery.position)
          from ${productImages} as gallery where gallery.product_id = ${products.id}), '[]'::json)`,
        deliverableCountries: sql<string[]>`coalesce((select json_agg(${countries.code}
            order by ${countries.sortOrder}, ${countries.id})
          from ${productCountries}
          join ${countries} on ${countries.id} = ${productCountries.countryId}
          where ${productCountries.productId} = ${products.id}), '[]'::json)`,
        customizationOptions: sql<CustomizationOption[]>`coalesce((select json_agg(
            json_build_object('id', ${customizationOptions.id}, 'kind', ${customizationOptions.kind},
              'name', ${customizationOptions.name}, 'nameEn', ${customizationOptions.nameEn},
              'required', ${customizationOptions.required},
              'choices', coalesce((select json_agg(json_build_object('id', ${customizationChoices.id},
                  'name', ${customizationChoices.name}, 'nameEn', ${customizationChoices.nameEn},
                  'priceDelta', ${customizationChoices.priceDelta})
                order by ${customizationChoices.position}, ${customizationChoices.id})
                from ${customizationChoices}
                where ${customizationChoices.optionId} = ${customizationOptions.id}), '[]'::json))
            order by ${customizationOptions.position}, ${customizationOptions.id})
          from ${customizationOptions}
          where ${customizationOptions.productId} = ${products.id}), '[]'::json)`,
        related: sql<unknown[][]>`${relatedJson()}`,
      })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(productImages, mainImageJoin)
      // The slug is unique: at most one row.
      .where(and(eq(products.slug, sql.placeholder('slug')), onSale(products.brandId, products.id)))
      .prepare(name),
  );
}

/** A product by slug with everything its page shows, or undefined: one statement. */
export async function getProductDetail(
  db: Database,
  slug: string,
): Promise<ProductDetail | undefined> {
  const [row] = await detailStatement(db).execute({ slug });
  if (!row) return undefined;

  const { description, descriptionEn, brand, category, images, deliverableCountries } = row;
  const summary = toSummary(row);
  return {
    ...summary,
    description,
    descriptionEn,
    images: images.length > 0 ? images : [summary.image],
    brand: { ...brand, logo: brandLogoUrl(brand.id) },
    category,
    deliverableCountries,
    customizationOptions: row.customizationOptions,
    related: row.related.map((values) => toSummary(rowFromValues(values))),
  };
}
