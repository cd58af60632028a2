// Query and path schemas of the catalog routes that the contract in @shop/core leaves to the
// API (its own productListQuerySchema and searchQuerySchema are used as they are). They
// belong in @shop/core/schemas next to the others; until then they live here.
import { productListQuerySchema, searchQuerySchema } from '@shop/core/schemas';
import { z } from 'zod';

/** Largest id PostgreSQL's `integer` holds; a larger one names nothing (404, not a 500). */
export const MAX_ID = 2_147_483_647;

const id = z.coerce.number().int().positive();

/** `GET Region?activityTypeId=`: without it, every region some brand serves. */
export const regionQuerySchema = z.object({ activityTypeId: id.optional() });

/** `GET Brand?activityTypeId=&cityId=`: both optional filters. */
export const brandListQuerySchema = z.object({
  activityTypeId: id.optional(),
  cityId: id.optional(),
});

/** `GET Category?brandId=`: the brand's categories; without it, the shared ones. */
export const categoryListQuerySchema = z.object({ brandId: id.optional() });

/** `{id}` path parameter. */
export const idParamsSchema = z.object({ id });

/** `{slug}` path parameter of `GET Product/{slug}` (no control characters: PostgreSQL text holds no NUL). */
export const slugParamsSchema = z.object({
  slug: z
    .string()
    .min(1)
    .max(200)
    .regex(/^\P{Cc}+$/u, 'A slug has no control characters'),
});

/** `GET Offer/{id}?page=&pageSize=`. */
export const offerDetailQuerySchema = productListQuerySchema.pick({ page: true, pageSize: true });

/** `GET Search/Suggest?q=`. */
export const suggestQuerySchema = z.object({ q: searchQuerySchema.shape.q });
