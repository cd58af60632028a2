import { createApiClient, type ApiClient } from '@shop/core/api';
import { REQUEST_ID_HEADER, saneRequestId } from '@shop/core/api-client';
import { firebaseWebConfig } from '@shop/core/firebase-config';

/** Where the store API is and the storefront's public key, from the environment. */
export const apiConfig = {
  baseUrl: process.env.API_URL ?? 'http://127.0.0.1:8080/api/',
  publicKey: process.env.STORE_PUBLIC_KEY ?? 'pk_demo_storefront',
};

/**
 * The Firebase web app the browser's push uses (FIREBASE_WEB_CONFIG, FIREBASE_VAPID_KEY), or null:
 * standard Web Push. Read once; a malformed value stops the server here.
 */
export const firebaseConfig = firebaseWebConfig();

/**
 * How long the server waits for one API answer (API_TIMEOUT_MS, default 5 s; a GET is tried
 * twice): with the API stalled, a page answers its error within about ten seconds instead of
 * holding a worker.
 */
const apiTimeoutMs = Number(process.env.API_TIMEOUT_MS) || 5_000;

/**
 * The id of a request: server.mjs gives every request one in `x-request-id` (a sane one the
 * caller sent, or a new one); under the dev server a missing or odd one is replaced here.
 */
export function requestIdOf(request: Request): string {
  return saneRequestId(request.headers.get(REQUEST_ID_HEADER)) ?? crypto.randomUUID();
}

function forwardedFor(request: Request): Record<string, string> {
  const address = request.headers.get('x-forwarded-for');
  return address ? { 'x-forwarded-for': address } : {};
}

/**
 * The API client of one server request: real HTTP to the API, every call carrying the
 * request's id, so the API's log lines of this page carry it too.
 */
export function apiClientFor(request: Request): ApiClient {
  return createApiClient({
    ...apiConfig,
    timeoutMs: apiTimeoutMs,
    headers: {
      [REQUEST_ID_HEADER]: requestIdOf(request),
      // The shopper's address (server.mjs puts the one it believes there), so the API's
      // per-client limits count this shopper, not the storefront.
      ...forwardedFor(request),
    },
  });
}

/** The API's origin: media URLs (`/media/…`) in API answers are relative to it. */
export const apiOrigin = new URL(apiConfig.baseUrl).origin;

/**
 * The storefront's public origin for canonical, hreflang and sitemap links: `PUBLIC_URL`, else
 * the local address it serves (HOST, PORT). Never the request's Host header: any caller can set
 * it, and these answers are cached publicly, so one request would poison them for everyone.
 */
export function publicOrigin(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PUBLIC_URL) return new URL(env.PUBLIC_URL).origin;
  const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  return new URL(`http://${host.includes(':') ? `[${host}]` : host}:${env.PORT ?? 3000}`).origin;
}

/**
 * Seconds a shopper is on a public page before the newsletter popup offers the first-purchase
 * coupon (NEWSLETTER_POPUP_SECONDS, default 20; 0 turns it off, as the end-to-end tests do).
 */
export const newsletterPopupSeconds = Math.max(
  0,
  Number(process.env.NEWSLETTER_POPUP_SECONDS ?? 20) || 0,
);
