// The content calls (FAQs, pages: RTK Query, with the one store API), their types without zod,
// and the text folding of the FAQs' search box.
export * from '#content/content-api.ts';
export * from '#content/fold-text.ts';
export type * from '#content/content-schemas.ts';
