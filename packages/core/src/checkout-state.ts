// The checkout's state without its API calls (spec §3): the active payment method and the
// delivery speed types with the active one and its clear action; how its mutations are said.
export * from '#checkout/checkout-slice.ts';
export * from '#checkout/checkout-events.ts';
