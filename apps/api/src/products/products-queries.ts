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
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { requireExisting } from '#src/catalog/catalog-lookups.ts';
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
  stockQuantity: products.stockQuantity,
  restockable: products.restockable,
  maxPerOrder: products.maxPerOrder,
  storage: products.storage,
  ratingAverage: products.ratingAverage,
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
  const {
    weightValue,
    weightUnit,
    restockable,
    ratingAverage,
    image,
    currentPrice,
    price,
    compareAtPrice,
    ...fields
  } = row;
  return {
    ...fields,
    price: currentPrice,
    compareAtPrice: currentPrice < price ? Math.max(compareAtPrice ?? 0, price) : compareAtPrice,
    weight:
      weightValue !== null && weightUnit !== null ? { value: weightValue, unit: weightUnit } : null,
    stockState: row.stockQuantity > 0 ? 'available' : restockable ? 'out_of_stock' : 'sold_out',
    image: image ?? productImageUrl(row.slug),
    rating: ratingAverage,
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

/**
 * WHERE conditions of the product filters over `columns` (the products table by default). An
 * unknown brand, category or offer answers 404 (naming the query parameter); a category includes
 * the categories below it.
 */
export async function productFilterConditions(
  db: Database,
  filters: ProductFilters,
  columns: FilterColumns = products,
): Promise<SQL[]> {
  const conditions: SQL[] = [];
  if (filters.brandId !== undefined) {
    await requireExisting(db, 'Brand', filters.brandId, 'query.brandId');
    conditions.push(eq(columns.brandId, filters.brandId));
  }
  if (filters.categoryId !== undefined) {
    await requireExisting(db, 'Category', filters.categoryId, 'query.categoryId');
    const ids = withDescendants(await allCategories(db), filters.categoryId);
    conditions.push(
      ids.length === 1
        ? eq(columns.categoryId, filters.categoryId)
        : inArray(columns.categoryId, ids),
    );
  }
  if (filters.offerId !== undefined) {
    await requireExisting(db, 'Offer', filters.offerId, 'query.offerId');
    conditions.push(
      inArray(
        columns.id,
        db
          .select({ id: offerProducts.productId })
          .from(offerProducts)
          .where(eq(offerProducts.offerId, filters.offerId)),
      ),
    );
  }
  // The price shoppers see now. Beyond PostgreSQL's integer range a price matches nothing, or
  // everything below it.
  if (filters.minPrice !== undefined) {
    conditions.push(
      filters.minPrice > MAX_ID ? sql`false` : gte(columns.currentPrice, filters.minPrice),
    );
  }
  if (filters.maxPrice !== undefined && filters.maxPrice <= MAX_ID) {
    conditions.push(lte(columns.currentPrice, filters.maxPrice));
  }
  if (filters.inStock === true) conditions.push(gt(columns.stockQuantity, 0));
  if (filters.inStock === false) conditions.push(eq(columns.stockQuantity, 0));
  return conditions;
}

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

/** One page of products matching the filters, and how many match in all. */
export async function listProducts(
  db: Database,
  filters: ProductFilters,
  sort: ApiProductSort,
  paging: Paging,
  language: NameLanguage,
) {
  const where = and(...(await productFilterConditions(db, filters)));
  const countKey = `products:${JSON.stringify(filters)}`;
  const [rows, total] = await Promise.all([
    db
      .select(summaryColumns)
      .from(products)
      .leftJoin(productImages, mainImageJoin)
      .where(where)
      .orderBy(...productOrder(sort, language))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    cachedValue(db, countKey, async () => {
      const [row] = await db.select({ rows: count() }).from(products).where(where);
      return row?.rows ?? 0;
    }),
  ]);
  const items = rows.map(toSummary);
  return { items, ...pageInfo(paging, total) };
}

const RELATED_COUNT = 8;

/** `json_build_object('id', t.id, …)` of a summary's columns, keyed as {@link SummaryRow}. */
function summaryJson(columns: Record<string, AnyColumn>): SQL {
  const pairs = Object.entries(columns).map(
    ([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`,
  );
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/**
 * Up to 8 other products of the product's category, the same brand's first, as a JSON
 * array: two index walks (brand + category, then category), each ordered by popularity.
 */
function relatedJson(): SQL {
  const part = (group: number, name: string, sameBrand: boolean) => {
    const other = alias(products, name);
    const image = alias(productImages, `${name}_image`);
    // summaryColumns, read from the aliases (its keys are products' own, except image).
    const columns: Record<string, AnyColumn> = { image: image.url };
    for (const key of Object.keys(summaryColumns) as (keyof typeof summaryColumns)[]) {
      if (key !== 'image') columns[key] = other[key];
    }
    const brandTest = sameBrand
      ? sql`${other.brandId} = ${products.brandId}`
      : sql`${other.brandId} <> ${products.brandId}`;
    return sql`(select ${sql.raw(String(group))} as grp, ${other.popularity} as popularity,
        ${other.id} as id, ${summaryJson(columns)} as summary
      from ${products} as ${sql.identifier(name)}
      left join ${productImages} as ${sql.identifier(`${name}_image`)} on ${image.productId} = ${other.id} and ${image.position} = 1
      where ${other.categoryId} = ${products.categoryId} and ${brandTest}
        and ${other.id} <> ${products.id}
      order by ${other.popularity} desc, ${other.id}
      limit ${RELATED_COUNT})`;
  };
  return sql`coalesce((select json_agg(related.summary order by related.grp,
      related.popularity desc, related.id)
    from (select * from (${part(0, 'same_brand', true)} union all
      ${part(1, 'other_brand', false)}) as candidates
      order by grp, popularity desc, id limit ${RELATED_COUNT}) as related), '[]'::json)`;
}

/** A product by slug with everything its page shows, or undefined: one statement. */
export async function getProductDetail(
  db: Database,
  slug: string,
): Promise<ProductDetail | undefined> {
  const [row] = await db
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
      related: sql<SummaryRow[]>`${relatedJson()}`,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(productImages, mainImageJoin)
    .where(eq(products.slug, slug))
    .limit(1);
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
    related: row.related.map(toSummary),
  };
}
