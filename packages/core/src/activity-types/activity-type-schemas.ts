import { z } from 'zod';
import { bilingualNameSchema } from '#api/contract.ts';

/** A kind of shop the marketplace offers: supermarket, bakery, pharmacy … */
export const activityTypeSchema = bilingualNameSchema.extend({
  id: z.number().int().positive(),
  /** Icon name from the storefront's icon set (e.g. `basket`, `bread`, `pill`). */
  icon: z.string().min(1),
  sortOrder: z.number().int(),
});
export type ActivityType = z.infer<typeof activityTypeSchema>;

export const activityTypeListSchema = z.array(activityTypeSchema);
