// The blog calls (issue 16: RTK Query, with the one store API) and their types without zod;
// the schemas are in the `schemas` entry.
export * from '#blog/blog-api.ts';
export type * from '#blog/blog-schemas.ts';
