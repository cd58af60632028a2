// The signed-in customer's state without its API calls: slices, persistence and route guards.
// Every page's first load needs these, but not RTK Query; the calls load with the screens that
// make them, from @shop/core/customer (which re-exports all of this).
export * from '#account/customer-slice.ts';
export * from '#account/address-slice.ts';
export * from '#account/events-slice.ts';
export * from '#account/status-slice.ts';
export * from '#account/route-guards.ts';
export type {
  Address,
  AddressRequest,
  Customer,
  Notification,
  PushRegistration,
} from '#account/account-schemas.ts';
