// The checkout's and orders' calls (RTK Query, with the one store API) and its state. The same
// without the calls: @shop/core/checkout-state; its zod schemas: @shop/core/checkout-schemas.
export * from './checkout-state.ts';
export * from '#checkout/checkout-api.ts';
export * from '#checkout/quick-checkout.ts';
