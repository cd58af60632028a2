export * from '#activity-types/activity-types-api.ts';
export type { ActivityType } from '#activity-types/activity-type-schemas.ts';
