// The i18n helpers with translations loaded one language at a time (dynamic imports) instead of
// the whole catalogue of @shop/core/i18n: for code in the browser's first load.
export * from '#i18n/config.ts';
export * from '#i18n/loader.ts';
