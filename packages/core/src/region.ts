export * from '#region/region-slice.ts';
