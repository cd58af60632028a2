import { createApiClient } from '@shop/core/api';

/** Where the store API is and the storefront's public key, from the environment. */
export const apiConfig = {
  baseUrl: process.env.API_URL ?? 'http://127.0.0.1:8080/api/',
  publicKey: process.env.STORE_PUBLIC_KEY ?? 'pk_demo_storefront',
};

/** The server's API client: real HTTP from the storefront server to the API. */
export const serverApiClient = createApiClient(apiConfig);
