import { createApiClient } from '@shop/core/api-client';

/** The one brand this shop front sells (default: the demo's quick-commerce brand, Khaleej Fresh). */
export const brandId = Number(process.env.QUICK_BRAND_ID ?? 3);
/** The API as this server reaches it; the browser calls it through this origin's `/api` proxy. */
export const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:8080/api/';
export const publicKey = process.env.STORE_PUBLIC_KEY ?? 'pk_demo_storefront';
export const apiClient = () => createApiClient({ baseUrl: apiUrl, publicKey, timeoutMs: 5_000 });
/** The address shoppers reach this shop front at (PUBLIC_URL), for canonical and hreflang links. */
export const origin = new URL(
  process.env.PUBLIC_URL ?? `http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT ?? 3002}`,
).origin;
