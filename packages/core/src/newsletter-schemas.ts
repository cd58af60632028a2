// The newsletter's zod schemas (with zod), shared by the API and the forms.
export * from '#newsletter/newsletter-schemas.ts';
