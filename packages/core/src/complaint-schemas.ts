// Complaints' zod schemas (with zod), shared by the API and the complaint form.
export * from '#complaints/complaint-schemas.ts';
