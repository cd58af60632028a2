// The browser talks only to the storefront's origin: `/api/*` (client-side calls such as search
// suggestions) and `/media/*` (images) are forwarded to the API over HTTP, so the API can stay
// internal and no cross-origin request is ever needed. Both ways are streamed, never buffered:
// a body over the limit answers 413 as soon as its length is known (at once when declared,
// else when the counted bytes pass it), and the API's answer flows through as it comes.
// Settings: API_URL, PROXY_BODY_LIMIT_BYTES (1 MiB, the API's own limit), API_TIMEOUT_MS (5 s
// of silence from the API ends the call with 502). One route takes more: `POST /api/Cart/Upload`
// (a customization file, multipart) up to MAX_UPLOAD_REQUEST_BYTES (the file's 5 MiB and 64 KiB
// of multipart framing), as the API does; it is never lower than PROXY_BODY_LIMIT_BYTES.
import http from 'node:http';
import https from 'node:https';
import { Transform } from 'node:stream';
import { CART_ID_COOKIE, CART_ID_PATTERN, MAX_UPLOAD_REQUEST_BYTES } from '@shop/core/cart-state';
import { TOKEN_COOKIE } from '@shop/core/customer-state';
import { readCookie } from '@shop/core/cookies';

/** Requests whose body may be larger than the limit of all others: method, path and limit. */
const largerBodies = [
  { method: 'POST', path: '/api/Cart/Upload', limit: MAX_UPLOAD_REQUEST_BYTES },
  { method: 'POST', path: '/api/SellerApplication/Document', limit: MAX_UPLOAD_REQUEST_BYTES },
];

/** Headers of one connection, not of the message: never forwarded either way. */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'proxy-authenticate',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
  'host',
]);

function forwardable(headers, drop = []) {
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !hopByHop.has(name) && !drop.includes(name)) kept[name] = value;
  }
  return kept;
}

/** A customization file the shopper opens from a basket line: a plain link, a new tab. */
const UPLOADED_FILE = /^\/api\/Cart\/Upload\/[^/]+$/;

/**
 * Headers of the request to the API. A basket line's file is opened by a plain link, which
 * carries no API headers: for that read alone the public key and the shopper (the token, or the
 * guest's cart id, from their cookies) are added, so the API still answers its owner only.
 */
function upstreamHeaders(request, publicKey) {
  const headers = forwardable(request.headers);
  if ((request.method !== 'GET' && request.method !== 'HEAD') || !UPLOADED_FILE.test(request.path))
    return headers;
  headers['x-public-key'] ??= publicKey;
  if (headers.authorization === undefined && headers['x-cart-id'] === undefined) {
    const cookie = request.headers.cookie;
    const token = readCookie(cookie, TOKEN_COOKIE);
    const cartId = readCookie(cookie, CART_ID_COOKIE);
    if (token) headers.authorization = `Bearer ${token}`;
    else if (cartId && CART_ID_PATTERN.test(cartId)) headers['x-cart-id'] = cartId;
  }
  return headers;
}

class BodyTooLarge extends Error {}

/** How long a refused body's connection is drained before it is closed (a lingering close). */
const LINGER_MS = 1_000;

/**
 * After a 413 the rest of the body is never forwarded, and the connection closes. Closed at once
 * with the client's bytes still arriving, the kernel resets it, and a client still writing may
 * lose the answer it has not read yet. So, as nginx does, the answer is sent and the sending
 * side shut; what still arrives is thrown away for LINGER_MS at most; then the socket closes.
 */
function lingerAfter(response) {
  const socket = response.socket;
  if (!socket) return;
  const request = response.req;
  request.unpipe();
  request.resume();
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    socket.once('close', () => clearTimeout(timer));
  };
}

function answerError(response, status, code, message) {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  const body = JSON.stringify([{ code, message }]);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    // The rest of an oversized body is not read: the connection cannot carry another request.
    ...(status === 413 ? { connection: 'close' } : {}),
  });
  if (status === 413) lingerAfter(response);
  response.end(body);
}

/** A whole number setting, or the default when unset. */
function setting(env, name, fallback) {
  const value = Number(env[name] || fallback);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number, got "${env[name]}"`);
  }
  return value;
}

/** Express middleware answering `/api/*` and `/media/*` from the API; anything else goes on. */
export function apiProxy(env = process.env) {
  const origin = new URL(env.API_URL ?? 'http://127.0.0.1:8080/api/').origin;
  const defaultBodyLimit = setting(env, 'PROXY_BODY_LIMIT_BYTES', 1024 * 1024);
  const timeoutMs = setting(env, 'API_TIMEOUT_MS', 5_000);
  const client = origin.startsWith('https:') ? https : http;
  const agent = new client.Agent({ keepAlive: true });
  const publicKey = env.STORE_PUBLIC_KEY ?? 'pk_demo_storefront';

  return (request, response, next) => {
    if (!request.path.startsWith('/api/') && !request.path.startsWith('/media/')) return next();
    const larger = largerBodies.find(
      (route) => route.method === request.method && route.path === request.path,
    );
    const bodyLimit = Math.max(defaultBodyLimit, larger?.limit ?? 0);
    const tooLarge = () =>
      answerError(response, 413, 'payload_too_large', `The body is over ${bodyLimit} bytes`);
    if (Number(request.headers['content-length'] ?? 0) > bodyLimit) return tooLarge();

    let failed = false;
    const upstream = client.request(new URL(request.url, origin), {
      method: request.method,
      headers: upstreamHeaders(request, publicKey),
      agent,
      timeout: timeoutMs,
    });
    const fail = (answer) => {
      if (failed) return;
      failed = true;
      request.unpipe();
      upstream.destroy();
      answer();
    };
    upstream.on('timeout', () => upstream.destroy(new Error('timeout')));
    upstream.on('error', () =>
      fail(() => answerError(response, 502, 'network_error', 'The store API cannot be reached')),
    );
    upstream.on('response', (answer) => {
      if (failed) return void answer.resume();
      // What the storefront has set already wins: the request id, and its own security headers
      // (the API's would be duplicates, and its CSP is a JSON API's, not this origin's). But a
      // file the API serves in a sandbox (a basket line's upload) keeps that policy: the page's
      // would let it run this origin's scripts.
      if (/(?:^|;)\s*sandbox\b/i.test(String(answer.headers['content-security-policy'] ?? '')))
        response.removeHeader('Content-Security-Policy');
      response.writeHead(
        answer.statusCode ?? 502,
        forwardable(answer.headers, response.getHeaderNames()),
      );
      answer.pipe(response);
      answer.on('error', () => response.destroy());
    });
    // A shopper who leaves ends the API call too.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });

    let received = 0;
    const counted = new Transform({
      transform(chunk, _encoding, done) {
        received += chunk.length;
        done(received > bodyLimit ? new BodyTooLarge() : null, chunk);
      },
    });
    counted.on('error', () => fail(tooLarge));
    request.pipe(counted).pipe(upstream);
  };
}
