// Product questions' calls (RTK Query, with the one store API) and their types, without zod; the
// zod schemas load with the ask form, from @shop/core/question-schemas.
export * from '#questions/questions-api.ts';
export type * from '#questions/question-schemas.ts';
