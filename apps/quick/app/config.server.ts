import { createApiClient } from '@shop/core/api-client';

/** The one brand this shop front sells (default: the demo's quick-commerce brand, Khaleej Fresh). */
export const brandId = Number(process.env.QUICK_BRAND_ID ?? 3);
/** The API as this server reaches it; the browser calls it through this origin's `/api` proxy. */
export const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:8080/api/';
export const publicKey = process.env.STORE_PUBLIC_KEY ?? 'pk_demo_storefront';
export const apiClient = () => createApiClient({ baseUrl: apiUrl, publicKey, timeoutMs: 5_000 });
