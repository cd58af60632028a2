// The signed-in customer and their account: slices, route guards and API calls, without zod
// (it loads only with the forms, from @shop/core/customer-schemas). The same without the API calls
// (RTK Query): @shop/core/customer-state.
export * from './customer-state.ts';
export * from '#customer/customer-api.ts';
