export * from '#api/client.ts';
export * from '#api/store-api.ts';
export { PUBLIC_KEY_HEADER, API_LANGUAGE } from '#api/constants.ts';
