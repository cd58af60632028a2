import { z } from 'zod';
import { bilingualNameSchema } from '#api/contract.ts';
import {
  apiProductSorts,
  DEFAULT_PAGE_SIZE,
  deliverySpeedCodes,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  stockStates,
  storageKinds,
  weightUnits,
} from '#catalog/catalog-constants.ts';

export * from '#catalog/catalog-constants.ts';

// The catalog as the API serves it (DESIGN.md "The domain"). Every display text comes in Arabic
// (`name`, `description`) and English (`nameEn`, `descriptionEn`); money is an integer in minor
// units with its currency code.

const id = z.number().int().positive();
/** ISO 4217 code, e.g. SAR. */
export const currencyCodeSchema = z.string().regex(/^[A-Z]{3}$/);

export const countrySchema = bilingualNameSchema.extend({
  id,
  /** ISO 3166-1 alpha-2, e.g. SA. */
  code: z.string().length(2),
  /** International dialling code without "+", e.g. "966". */
  phoneCode: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

export const stateSchema = bilingualNameSchema.extend({ id, countryId: id });
export type State = z.infer<typeof stateSchema>;

export const citySchema = bilingualNameSchema.extend({ id, stateId: id });
export type City = z.infer<typeof citySchema>;

/** Countries → states → cities where brands of one activity type operate. */
export const regionTreeSchema = z.array(
  countrySchema.extend({
    states: z.array(stateSchema.extend({ cities: z.array(citySchema) })),
  }),
);
export type RegionTree = z.infer<typeof regionTreeSchema>;

export const deliverySpeedSchema = bilingualNameSchema.extend({
  id,
  code: z.enum(deliverySpeedCodes),
  /** Delivery fee in minor units of the store currency. */
  fee: z.number().int().nonnegative(),
  /** Typical time to the door, in minutes. */
  etaMinutes: z.number().int().positive(),
});
export type DeliverySpeed = z.infer<typeof deliverySpeedSchema>;

export const brandSchema = bilingualNameSchema.extend({
  id,
  activityTypeId: id,
  description: z.string(),
  descriptionEn: z.string(),
  /** URL of the logo (served by the API, long-cached). */
  logo: z.string(),
  /** Minimum basket in minor units of `currency`. */
  minimumOrder: z.number().int().nonnegative(),
  currency: currencyCodeSchema,
  deliverySpeeds: z.array(deliverySpeedSchema),
  /** Cities the brand delivers to. */
  cityIds: z.array(id),
  productCount: z.number().int().nonnegative(),
  /** The slug of the seller's store that owns the brand (`/stores/{slug}`), null when none. */
  storeSlug: z.string().nullable().optional(),
});
export type Brand = z.infer<typeof brandSchema>;

export const categorySchema = bilingualNameSchema.extend({
  id,
  slug: z.string(),
  parentId: id.nullable(),
  /** The brand that owns the category, or null for a shared one. */
  brandId: id.nullable(),
  productCount: z.number().int().nonnegative(),
});
export type Category = z.infer<typeof categorySchema>;

export const productSummarySchema = bilingualNameSchema.extend({
  id,
  slug: z.string(),
  sku: z.string(),
  brandId: id,
  categoryId: id,
  /** Sales unit in both languages, e.g. "piece" / "حبة", "pack" / "عبوة". */
  unit: z.string(),
  unitEn: z.string(),
  weight: z.object({ value: z.number().positive(), unit: z.enum(weightUnits) }).nullable(),
  /** Price in minor units of `currency`. */
  price: z.number().int().nonnegative(),
  /** The former price when discounted, else null. */
  compareAtPrice: z.number().int().nonnegative().nullable(),
  currency: currencyCodeSchema,
  stockQuantity: z.number().int().nonnegative(),
  stockState: z.enum(stockStates),
  /** Most units of this product one order may hold. */
  maxPerOrder: z.number().int().positive(),
  storage: z.enum(storageKinds),
  /** URL of the main image. */
  image: z.string(),
  /** Average rating 0–5 of the approved reviews (0 with none yet). */
  rating: z.number().min(0).max(5),
  /** How many approved reviews the rating averages. */
  ratingCount: z.number().int().nonnegative(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const customizationOptionSchema = bilingualNameSchema.extend({
  id,
  kind: z.enum(['choice', 'text', 'file']),
  required: z.boolean(),
  /** Choices of a `choice` option; empty for text and file. */
  choices: z.array(bilingualNameSchema.extend({ id, priceDelta: z.number().int() })),
});
export type CustomizationOption = z.infer<typeof customizationOptionSchema>;

export const productDetailSchema = productSummarySchema.extend({
  description: z.string(),
  descriptionEn: z.string(),
  images: z.array(z.string()).min(1),
  brand: brandSchema.pick({ id: true, name: true, nameEn: true, logo: true, activityTypeId: true }),
  category: categorySchema.pick({ id: true, slug: true, name: true, nameEn: true }),
  /** ISO codes of the countries the product can be delivered to. */
  deliverableCountries: z.array(z.string().length(2)),
  customizationOptions: z.array(customizationOptionSchema),
  related: z.array(productSummarySchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** Query of `GET Product` and `GET Search` (the latter adds `q`). */
export const productListQuerySchema = z.object({
  brandId: z.coerce.number().int().positive().optional(),
  categoryId: z.coerce.number().int().positive().optional(),
  offerId: z.coerce.number().int().positive().optional(),
  minPrice: z.coerce.number().int().nonnegative().optional(),
  maxPrice: z.coerce.number().int().nonnegative().optional(),
  inStock: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  sort: z.enum(apiProductSorts).default('relevance'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_PAGE_SIZE)
    .transform((size) => Math.min(size, MAX_PAGE_SIZE)),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;

export const searchQuerySchema = productListQuerySchema.extend({
  q: z.string().trim().min(1).max(MAX_SEARCH_LENGTH),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    total: z.number().int().nonnegative(),
    totalPages: z.number().int().nonnegative(),
  });
}
export const productPageSchema = pageSchema(productSummarySchema);
export type ProductPage = z.infer<typeof productPageSchema>;

/** Query of `GET ProductSlug`: the page (PRODUCT_SLUG_PAGE_SIZE products each) to read. */
export const productSlugQuerySchema = productListQuerySchema.pick({ page: true });
export type ProductSlugQuery = z.infer<typeof productSlugQuerySchema>;

/** What a sitemap needs of a product: its URL (slug), its brand and when it last changed. */
export const productSlugSchema = z.object({
  slug: z.string(),
  brandId: id,
  /** ISO 8601 instant of the product's last change (a sitemap's `lastmod`). */
  updatedAt: z.string(),
});
export type ProductSlug = z.infer<typeof productSlugSchema>;
/** A page of `GET ProductSlug`: every product in id order, PRODUCT_SLUG_PAGE_SIZE at a time. */
export const productSlugPageSchema = pageSchema(productSlugSchema);
export type ProductSlugPage = z.infer<typeof productSlugPageSchema>;

const facetValueSchema = bilingualNameSchema.extend({ id, count: z.number().int().nonnegative() });
export const searchResultSchema = productPageSchema.extend({
  facets: z.object({
    brands: z.array(facetValueSchema),
    categories: z.array(facetValueSchema),
    /** Lowest and highest price (minor units) among all matches. */
    price: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  }),
  /** The query as corrected for typos, when it differs from what was typed. */
  correctedQuery: z.string().nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const suggestionSchema = bilingualNameSchema.extend({
  kind: z.enum(['product', 'brand', 'category']),
  id,
  /** Product slug, for product suggestions. */
  slug: z.string().nullable(),
});
export const suggestionListSchema = z.array(suggestionSchema);
export type Suggestion = z.infer<typeof suggestionSchema>;

export const offerSchema = bilingualNameSchema.extend({
  id,
  /** Percentage off, 1–90. */
  discountPercent: z.number().int().min(1).max(90),
  /** ISO 8601 instants. */
  startsAt: z.string(),
  endsAt: z.string(),
  image: z.string(),
  productCount: z.number().int().nonnegative(),
});
export type Offer = z.infer<typeof offerSchema>;
export const offerDetailSchema = offerSchema.extend({ products: productPageSchema });
export type OfferDetail = z.infer<typeof offerDetailSchema>;

export const currencySchema = bilingualNameSchema.extend({
  code: currencyCodeSchema,
  /** Symbol in Arabic and English text, e.g. "ر.س" / "SAR". */
  symbol: z.string(),
  symbolEn: z.string(),
  /** Digits after the decimal point (2 for SAR, 3 for KWD). */
  minorUnits: z.number().int().min(0).max(4),
  /** Units of this currency for one unit of the store currency. */
  rate: z.number().positive(),
  isStoreCurrency: z.boolean(),
});
export type Currency = z.infer<typeof currencySchema>;
