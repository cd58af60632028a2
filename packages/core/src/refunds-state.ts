// The refund calls' event-store table without the calls, for the store every page builds; the
// calls themselves load with the screens that make them, from @shop/core/refunds.
export * from '#refunds/refund-events.ts';
