// The signed-in customer and their account: slices, route guards and API calls, without zod
// (it loads only with the forms, from @shop/core/account).
export * from '#account/customer-slice.ts';
export * from '#account/address-slice.ts';
export * from '#account/events-slice.ts';
export * from '#account/status-slice.ts';
export * from '#account/route-guards.ts';
export * from '#account/account-api.ts';
export type {
  Address,
  AddressRequest,
  Customer,
  Notification,
  PushRegistration,
} from '#account/account-schemas.ts';
