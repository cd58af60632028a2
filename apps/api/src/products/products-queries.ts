import type {
  CustomizationOption,
  ProductDetail,
  ProductSort,
  ProductSummary,
} from '@shop/core/schemas';
import { and, asc, count, desc, eq, gt, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { requireExisting } from '#src/catalog/catalog-lookups.ts';
import { cachedCount } from '#src/catalog/count-cache.ts';
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

/**
 * WHERE conditions of the product filters. An unknown brand, category or offer answers 404
 * (naming the query parameter); a category includes the categories below it.
 */
export async function productFilterConditions(
  db: Database,
  filters: ProductFilters,
): Promise<SQL[]> {
  const conditions: SQL[] = [];
  if (filters.brandId !== undefined) {
    await requireExisting(db, 'Brand', filters.brandId, 'query.brandId');
    conditions.push(eq(products.brandId, filters.brandId));
  }
  if (filters.categoryId !== undefined) {
    await requireExisting(db, 'Category', filters.categoryId, 'query.categoryId');
    const ids = withDescendants(await allCategories(db), filters.categoryId);
    conditions.push(
      ids.length === 1
        ? eq(products.categoryId, filters.categoryId)
        : inArray(products.categoryId, ids),
    );
  }
  if (filters.offerId !== undefined) {
    await requireExisting(db, 'Offer', filters.offerId, 'query.offerId');
    conditions.push(
      inArray(
        products.id,
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
      filters.minPrice > MAX_ID ? sql`false` : gte(products.currentPrice, filters.minPrice),
    );
  }
  if (filters.maxPrice !== undefined && filters.maxPrice <= MAX_ID) {
    conditions.push(lte(products.currentPrice, filters.maxPrice));
  }
  if (filters.inStock === true) conditions.push(gt(products.stockQuantity, 0));
  if (filters.inStock === false) conditions.push(eq(products.stockQuantity, 0));
  return conditions;
}

export type NameLanguage = 'ar' | 'en';

/** ORDER BY of a listing: every sort ends with the id, so pages never overlap. */
export function productOrder(sort: ProductSort, language: NameLanguage): SQL[] {
  switch (sort) {
    case 'price_asc':
      return [asc(products.currentPrice), asc(products.id)];
    case 'price_desc':
      return [desc(products.currentPrice), desc(products.id)];
    case 'newest':
      return [desc(products.createdAt), asc(products.id)];
    case 'name':
      return [asc(language === 'en' ? products.nameEn : products.name), asc(products.id)];
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
  sort: ProductSort,
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
    cachedCount(db, countKey, async () => {
      const [row] = await db.select({ rows: count() }).from(products).where(where);
      return row?.rows ?? 0;
    }),
  ]);
  const items = rows.map(toSummary);
  return { items, ...pageInfo(paging, total) };
}

const RELATED_COUNT = 8;

/** Up to 8 other products of the same category: the same brand's first, then others'. */
async function relatedProducts(
  db: Database,
  product: { id: number; brandId: number; categoryId: number },
): Promise<ProductSummary[]> {
  const sameBrand = await db
    .select(summaryColumns)
    .from(products)
    .leftJoin(productImages, mainImageJoin)
    .where(
      and(
        eq(products.brandId, product.brandId),
        eq(products.categoryId, product.categoryId),
        ne(products.id, product.id),
      ),
    )
    .orderBy(desc(products.popularity), asc(products.id))
    .limit(RELATED_COUNT);
  const others =
    sameBrand.length >= RELATED_COUNT
      ? []
      : await db
          .select(summaryColumns)
          .from(products)
          .leftJoin(productImages, mainImageJoin)
          .where(
            and(eq(products.categoryId, product.categoryId), ne(products.brandId, product.brandId)),
          )
          .orderBy(desc(products.popularity), asc(products.id))
          .limit(RELATED_COUNT - sameBrand.length);
  return [...sameBrand, ...others].map(toSummary);
}

/** A product by slug with everything its page shows, or undefined. */
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
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(productImages, mainImageJoin)
    .where(eq(products.slug, slug))
    .limit(1);
  if (!row) return undefined;

  const [images, deliverable, options, related] = await Promise.all([
    db
      .select({ url: productImages.url })
      .from(productImages)
      .where(eq(productImages.productId, row.id))
      .orderBy(asc(productImages.position)),
    db
      .select({ code: countries.code })
      .from(productCountries)
      .innerJoin(countries, eq(countries.id, productCountries.countryId))
      .where(eq(productCountries.productId, row.id))
      .orderBy(asc(countries.sortOrder), asc(countries.id)),
    db
      .select({
        id: customizationOptions.id,
        kind: customizationOptions.kind,
        name: customizationOptions.name,
        nameEn: customizationOptions.nameEn,
        required: customizationOptions.required,
      })
      .from(customizationOptions)
      .where(eq(customizationOptions.productId, row.id))
      .orderBy(asc(customizationOptions.position), asc(customizationOptions.id)),
    relatedProducts(db, row),
  ]);
  const choices =
    options.length === 0
      ? []
      : await db
          .select({
            optionId: customizationChoices.optionId,
            id: customizationChoices.id,
            name: customizationChoices.name,
            nameEn: customizationChoices.nameEn,
            priceDelta: customizationChoices.priceDelta,
          })
          .from(customizationChoices)
          .where(
            inArray(
              customizationChoices.optionId,
              options.map((option) => option.id),
            ),
          )
          .orderBy(asc(customizationChoices.position), asc(customizationChoices.id));

  const summary = toSummary(row);
  const customization: CustomizationOption[] = options.map((option) => ({
    ...option,
    choices: choices
      .filter((item) => item.optionId === option.id)
      .map(({ optionId: _optionId, ...item }) => item),
  }));
  return {
    ...summary,
    description: row.description,
    descriptionEn: row.descriptionEn,
    images: images.length > 0 ? images.map((image) => image.url) : [summary.image],
    brand: { ...row.brand, logo: brandLogoUrl(row.brand.id) },
    category: row.category,
    deliverableCountries: deliverable.map((country) => country.code),
    customizationOptions: customization,
    related,
  };
}
