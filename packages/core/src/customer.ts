// The signed-in customer and their account: slices, route guards and API calls, without zod
// (it loads only with the forms, from @shop/core/account). The same without the API calls
// (RTK Query): @shop/core/customer-state.
export * from './customer-state.ts';
export * from '#account/account-api.ts';
