// The store API's OpenAPI reference as plain data for a developers' page.
export * from '#developer/api-reference.ts';
