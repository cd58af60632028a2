import { z } from 'zod';
import { pageSchema, productListQuerySchema, productPageSchema } from '#catalog/catalog-schemas.ts';

// Collection pages (issue 16, spec §2): curated (staff pick the products, in order) or
// rule-based (the products of a category, a brand and/or an offer; products carry no tags, so a
// rule names a category, brand or offer). Arabic in `title`/`description`, English in the `…En`
// field, like the catalog and the content pages.

const id = z.number().int().positive();
const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

export const COLLECTION_TITLE_MAX = 120;
export const COLLECTION_DESCRIPTION_MAX = 1000;
/** The most products a curated collection holds. */
export const MAX_COLLECTION_PRODUCTS = 200;
/** The largest page of `GET Collection`. */
export const MAX_COLLECTION_PAGE_SIZE = 50;

export const collectionKinds = ['curated', 'rule'] as const;
export type CollectionKind = (typeof collectionKinds)[number];

const text = (max: number) =>
  z
    .string({ error: 'validation:fieldRequired' })
    .trim()
    .min(1, 'validation:fieldRequired')
    .max(max, 'validation:tooLong');

/** Lower-case letters and digits in words joined by single hyphens. */
export const collectionSlugSchema = z
  .string()
  .max(60)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

// ── Public reads ─────────────────────────────────────────────────────────────────────────────

/** A published collection as shoppers see it in lists. */
export const collectionSchema = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  titleEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  kind: z.enum(collectionKinds),
  updatedAt: z.string(),
});
export type Collection = z.infer<typeof collectionSchema>;

/** `GET Collection`: a page of the published collections, in their order. */
export const collectionPageSchema = pageSchema(collectionSchema);
export type CollectionPage = z.infer<typeof collectionPageSchema>;

/** Query of `GET Collection`. */
export const collectionListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .default(20)
    .transform((size) => Math.min(size, MAX_COLLECTION_PAGE_SIZE)),
});
export type CollectionListQuery = z.input<typeof collectionListQuerySchema>;

/** `GET Collection/{slug}`: the collection with a page of its products. */
export const collectionDetailSchema = collectionSchema.extend({ products: productPageSchema });
export type CollectionDetail = z.infer<typeof collectionDetailSchema>;

/** Path parameter of `GET Collection/{slug}`. */
export const collectionSlugParamsSchema = z.strictObject({ slug: collectionSlugSchema });

/**
 * Query of `GET Collection/{slug}`: the catalog list's price, stock, sort and paging parameters
 * (the rule itself names the category, brand or offer).
 */
export const collectionDetailQuerySchema = productListQuerySchema.pick({
  minPrice: true,
  maxPrice: true,
  inStock: true,
  sort: true,
  page: true,
  pageSize: true,
});
export type CollectionDetailQuery = z.input<typeof collectionDetailQuerySchema>;

// ── Staff ──────────────────────────────────────────────────────────────────────────────────

export const collectionIdParamsSchema = z.strictObject({ id: positiveId });

export const staffCollectionListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

const ruleId = z.number().int().positive().max(2_147_483_647).nullable().default(null);

/**
 * Body of `POST Staff/Collection` and `PUT Staff/Collection/{id}` (a new collection is a draft).
 * A rule collection names at least one of a category (with those below it), a brand, an offer.
 */
export const collectionRequestSchema = z.strictObject({
  slug: collectionSlugSchema,
  title: text(COLLECTION_TITLE_MAX),
  titleEn: text(COLLECTION_TITLE_MAX),
  description: text(COLLECTION_DESCRIPTION_MAX),
  descriptionEn: text(COLLECTION_DESCRIPTION_MAX),
  kind: z.enum(collectionKinds),
  categoryId: ruleId,
  brandId: ruleId,
  offerId: ruleId,
  position: z.number().int().min(0).max(10_000).default(0),
});
export type CollectionRequest = z.infer<typeof collectionRequestSchema>;

/** Body of `PUT Staff/Collection/{id}/Products`: a curated collection's products, in order. */
export const collectionProductsRequestSchema = z.strictObject({
  productIds: z
    .array(z.number().int().positive().max(2_147_483_647))
    .max(MAX_COLLECTION_PRODUCTS)
    .refine((ids) => new Set(ids).size === ids.length, 'validation:duplicate'),
});
export type CollectionProductsRequest = z.infer<typeof collectionProductsRequestSchema>;

/** A collection as staff see it (drafts too). */
export const staffCollectionSchema = collectionSchema.extend({
  categoryId: id.nullable(),
  brandId: id.nullable(),
  offerId: id.nullable(),
  position: z.number().int(),
  /** The curated products, in order (empty for a rule collection). */
  productIds: z.array(id).max(MAX_COLLECTION_PRODUCTS),
  /** Null while a draft. */
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffCollection = z.infer<typeof staffCollectionSchema>;
export const staffCollectionPageSchema = pageSchema(staffCollectionSchema);
export type StaffCollectionPage = z.infer<typeof staffCollectionPageSchema>;
