import { z } from 'zod';
import { bilingualNameSchema } from '#api/contract.ts';
import { brandSchema, citySchema, pageSchema } from '#catalog/catalog-schemas.ts';
import {
  DEFAULT_STORES_PAGE_SIZE,
  MAX_STORES_PAGE_SIZE,
  STORE_SLUG_MAX,
  STORE_SLUG_PATTERN,
} from '#stores/store-constants.ts';

export * from '#stores/store-constants.ts';

// Seller stores (issue 16, R2.60, R2.61): a local shop's public face on the marketplace. A store
// owns one or more brands of the catalog; its products are those brands' products. Arabic in
// `name`/`description`, English in the `…En` field, like the catalog.

const id = z.number().int().positive();

/** The rating of a store: the average of the approved reviews of its products. */
export const storeRatingSchema = z.object({
  /** 0–5, two decimals; 0 when nothing is rated yet. */
  average: z.number().min(0).max(5),
  count: z.number().int().nonnegative(),
});
export type StoreRating = z.infer<typeof storeRatingSchema>;

/** A store as the stores list shows it. */
export const storeSummarySchema = bilingualNameSchema.extend({
  id,
  slug: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  /** URL of the logo (its main brand's, served by the API), or null for a store without brands. */
  logo: z.string().nullable(),
  rating: storeRatingSchema,
  brandCount: z.number().int().nonnegative(),
  /** How many cities it delivers to. */
  cityCount: z.number().int().nonnegative(),
  /** The activity types (groceries, restaurants …) of its brands. */
  activityTypeIds: z.array(id),
});
export type StoreSummary = z.infer<typeof storeSummarySchema>;

export const storePageSchema = pageSchema(storeSummarySchema);
export type StorePage = z.infer<typeof storePageSchema>;

/** One store with what its page shows: its brands (delivery speeds, minimum order) and cities. */
export const storeDetailsSchema = storeSummarySchema.extend({
  brands: z.array(brandSchema),
  cities: z.array(citySchema),
});
export type StoreDetails = z.infer<typeof storeDetailsSchema>;

/** Query of `GET Store`. */
export const storeListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_STORES_PAGE_SIZE)
    .default(DEFAULT_STORES_PAGE_SIZE),
});
/** What a caller of `GET Store` sends (the schema coerces the URL's strings). */
export interface StoreListQuery {
  page?: number;
  pageSize?: number;
}

/** Path parameter of `GET Store/{slug}`. */
export const storeParamsSchema = z.strictObject({
  slug: z.string().min(1).max(STORE_SLUG_MAX).regex(STORE_SLUG_PATTERN),
});
