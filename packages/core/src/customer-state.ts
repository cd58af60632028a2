// The signed-in customer's state without its API calls: slices, persistence and route guards.
// Every page's first load needs these, but not RTK Query; the calls load with the screens that
// make them, from @shop/core/customer (which re-exports all of this).
export * from '#customer/customer-slice.ts';
export * from '#customer/address-slice.ts';
export * from '#customer/events-slice.ts';
export * from '#customer/status-slice.ts';
export * from '#customer/store-events.ts';
export * from '#customer/route-guards.ts';
export type {
  Address,
  AddressRequest,
  AddressUpdateRequest,
  Customer,
  Notification,
  PushRegistration,
} from '#customer/customer-schemas.ts';
