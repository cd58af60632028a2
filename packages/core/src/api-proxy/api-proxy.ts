import { REQUEST_ID_HEADER } from '#api/constants.ts';

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

/**
 * Forwards a shop front's `/api/*` or `/media/*` request to the API at `apiOrigin` (buffered: for
 * a React Router resource route) and passes its answer back without the API's security headers,
 * which the shop front sets itself; an unreachable API answers 502 `network_error`.
 *
 * @example
 * export const loader = ({ request }: Route.LoaderArgs) => forwardToApi(request, apiOrigin);
 */
export async function forwardToApi(
  request: Request,
  apiOrigin: string,
  /** Headers to set on the forwarded request (e.g. the request's id). */
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const url = new URL(request.url);
  const target = new URL(url.pathname + url.search, apiOrigin);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  try {
    const headers = forwardHeaders(request.headers);
    for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
    const response = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: 'manual',
    });
    const answer = forwardHeaders(response.headers);
    answer.delete(REQUEST_ID_HEADER); // the shop front's server sends its own
    for (const name of securityHeaders) answer.delete(name);
    return new Response(response.body, { status: response.status, headers: answer });
  } catch {
    return Response.json([{ code: 'network_error', message: 'The store API cannot be reached' }], {
      status: 502,
    });
  }
}
