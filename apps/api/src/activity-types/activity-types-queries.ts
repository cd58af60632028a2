import type { ActivityType } from '@shop/core/schemas';
import { asc } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { activityTypes } from '#src/db/schema.ts';

/** Every activity type in display order: `sortOrder`, then `id` for ties. */
export function listActivityTypes(db: Database): Promise<ActivityType[]> {
  return db
    .select({
      id: activityTypes.id,
      name: activityTypes.name,
      nameEn: activityTypes.nameEn,
      icon: activityTypes.icon,
      sortOrder: activityTypes.sortOrder,
    })
    .from(activityTypes)
    .orderBy(asc(activityTypes.sortOrder), asc(activityTypes.id));
}
