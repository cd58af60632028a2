import type { Route } from './+types/api-proxy';
import { REQUEST_ID_HEADER } from '@shop/core/api-client';
import { apiOrigin, requestIdOf } from '~/config.server';

// `/api/*` and `/media/*` under `react-router dev` only: the production server (server.mjs)
// answers them before React Router with server/api-proxy.mjs, which streams both ways with a
// body limit and passes the client's address on. This buffered stand-in is for development.

const hopByHop = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'content-length',
  'host',
  'upgrade',
]);

/**
 * The API's security headers: the storefront sets its own on every answer of its origin
 * (server/security-headers.mjs), so the API's would only be duplicates.
 */
const securityHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

function forwardHeaders(from: Headers): Headers {
  const headers = new Headers();
  from.forEach((value, name) => {
    if (!hopByHop.has(name.toLowerCase())) headers.set(name, value);
  });
  return headers;
}

async function forward(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const target = new URL(url.pathname + url.search, apiOrigin);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  try {
    const headers = forwardHeaders(request.headers);
    headers.set(REQUEST_ID_HEADER, requestIdOf(request));
    const response = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: 'manual',
    });
    const answer = forwardHeaders(response.headers);
    answer.delete(REQUEST_ID_HEADER); // the same id, which server.mjs sends already
    for (const name of securityHeaders) answer.delete(name);
    return new Response(response.body, { status: response.status, headers: answer });
  } catch {
    return Response.json([{ code: 'network_error', message: 'The store API cannot be reached' }], {
      status: 502,
    });
  }
}

export const loader = ({ request }: Route.LoaderArgs) => forward(request);
export const action = ({ request }: Route.ActionArgs) => forward(request);
