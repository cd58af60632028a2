// Product reviews' zod schemas (with zod), shared by the API and the review form.
export * from '#reviews/review-schemas.ts';
