export * from '#currency/currency-slice.ts';
