// What this browser remembers of push: small and free of dependencies, for a page's first load.
// The calls that turn push on and off load on demand from @shop/core/push.
export * from '#push/state.ts';
