import type { HandleDataRequestFunction } from 'react-router';

/**
 * Spec F.04: how long the browser may reuse the page data a link prefetched. Page data carries
 * no caching header, and without one the browser keeps no copy of a prefetch, so the click
 * asked the server again (react-router#13255). Private: never kept by a shared cache.
 */
export const PREFETCH_CACHE_CONTROL = 'private, max-age=10';

/**
 * The entry's `handleDataRequest`: page data asked for by a prefetch (`Sec-Purpose: prefetch`)
 * may be reused for PREFETCH_CACHE_CONTROL, by a request with the same cookies (language,
 * sign-in); every other data request stays uncached.
 */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  const purpose = request.headers.get('sec-purpose') ?? request.headers.get('purpose') ?? '';
  if (
    request.method !== 'GET' ||
    !purpose.includes('prefetch') ||
    response.status !== 200 ||
    response.headers.has('Cache-Control')
  )
    return response;
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', PREFETCH_CACHE_CONTROL);
  headers.append('Vary', 'Cookie');
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
};
