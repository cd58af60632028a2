// The newsletter's event-store table without the calls, for the store every page builds; the
// calls load with the parts that make them (@shop/core/newsletter).
export * from '#newsletter/newsletter-events.ts';
