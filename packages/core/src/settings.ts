// The site settings' and recently-purchased popup's types (issue 16), without zod.
export type * from '#settings/settings-schemas.ts';
