// The delivery-area calls (RTK Query, with the one store API), their types and the gate's texts,
// without zod: the quick shop front's location gate.
export * from '#delivery-area/delivery-area-api.ts';
export type * from '#delivery-area/delivery-area-schemas.ts';
export * from '#delivery-area/delivery-area-constants.ts';
export * from '#delivery-area/delivery-check-text.ts';
export * from '#delivery-area/delivery-place.ts';
