// The cart: its slice, persistence and API calls. The same without the API calls (RTK Query):
// @shop/core/cart-state; its zod schemas: @shop/core/cart-schemas.
export * from './cart-state.ts';
export * from '#cart/cart-api.ts';
export * from '#cart/cart-upload.ts';
