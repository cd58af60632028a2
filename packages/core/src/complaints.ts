// Complaints' calls (RTK Query, with the one store API) and their types, without zod; the zod
// schemas load with the complaint form, from @shop/core/complaint-schemas.
export * from '#complaints/complaints-api.ts';
export type * from '#complaints/complaint-schemas.ts';
export { complaintReasons } from '#complaints/complaint-constants.ts';
