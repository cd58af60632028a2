export * from '#locale/locale-slice.ts';
