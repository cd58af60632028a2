// The blog's types without zod (issue 16); the schemas are in the `schemas` entry.
export type * from '#blog/blog-schemas.ts';
