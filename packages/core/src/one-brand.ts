// Loaders of a one-brand shop front (apps/quick): the shopper's addresses in the brand's cities
// and the home page's shelves (categories, offers, popular products).
export * from '#one-brand/one-brand.ts';
