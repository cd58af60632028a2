// Contact Us's zod schemas (with zod), shared by the API and the form.
export * from '#contact/contact-schemas.ts';
