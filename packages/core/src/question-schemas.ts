// Product questions' zod schemas (with zod), shared by the API and the ask form.
export * from '#questions/question-schemas.ts';
