import { createApiClient } from '@shop/core/api';

/** Where the store API is and the storefront's public key, from the environment. */
export const apiConfig = {
  baseUrl: process.env.API_URL ?? 'http://127.0.0.1:8080/api/',
  publicKey: process.env.STORE_PUBLIC_KEY ?? 'pk_demo_storefront',
};

/** The server's API client: real HTTP from the storefront server to the API. */
export const serverApiClient = createApiClient(apiConfig);

/** The API's origin: media URLs (`/media/…`) in API answers are relative to it. */
export const apiOrigin = new URL(apiConfig.baseUrl).origin;

/**
 * The storefront's public origin for canonical and hreflang links: `PUBLIC_URL` when deployed
 * behind a proxy, else the origin the request came to.
 */
export function publicOrigin(request: Request): string {
  return process.env.PUBLIC_URL?.replace(/\/$/, '') ?? new URL(request.url).origin;
}
