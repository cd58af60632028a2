// The review, question and complaint calls' event-store table without the calls, for the store
// every page builds; the calls load with the screens that make them (@shop/core/reviews,
// @shop/core/questions, @shop/core/complaints).
export * from '#reviews/feedback-events.ts';
