import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Columns every table carries: when a row was created and last changed. */
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** Kinds of shop the marketplace offers (supermarket, bakery …), shown in `sortOrder`. */
export const activityTypes = pgTable(
  'activity_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Arabic display name. */
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    /** Icon name from the storefront's icon set (`basket`, `bread` …). */
    icon: text('icon').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('activity_types_sort_order_idx').on(table.sortOrder, table.id)],
);
