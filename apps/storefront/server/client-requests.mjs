// What server.mjs does about who the client is and about requests no browser sends:
// - the client's address, passed on to the API in X-Forwarded-For (its page calls and the /api
//   proxy), believing an incoming X-Forwarded-For only from TRUSTED_PROXIES (a load balancer in
//   front; none by default, as the storefront is usually the edge);
// - an absolute-form target (`GET http://host/ HTTP/1.1`, proxy syntax) answers 400, and an
//   `Expect` other than 100-continue answers 417, each with the API's error array instead of
//   an HTML 500 or an empty answer.

/** `::ffff:1.2.3.4` (IPv4 on a dual-stack socket) as `1.2.3.4`, so one client is one key. */
function plainAddress(address) {
  return address?.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

/** TRUSTED_PROXIES as express's `trust proxy` value: addresses, CIDR ranges, `loopback` … */
export function trustedProxies(env = process.env) {
  const list = (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '' && entry !== 'none');
  return list.length > 0 ? list : false;
}

function answerError(response, status, error) {
  const body = JSON.stringify([error]);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  });
  response.end(body);
}

/**
 * Express middleware, first in line: refuses absolute-form targets, then replaces the request's
 * X-Forwarded-For with the one client address it believes (express's `request.ip` under the
 * `trust proxy` setting made from TRUSTED_PROXIES), which the app and the proxy send on, and
 * X-Forwarded-Proto with the scheme it believes; other forwarding headers are dropped.
 */
export function clientRequests(app, env = process.env) {
  app.set('trust proxy', trustedProxies(env));
  return (request, response, next) => {
    if (!request.url.startsWith('/')) {
      answerError(response, 400, {
        code: 'validation',
        message: 'The request target must be a path (this server is no forward proxy)',
      });
      return;
    }
    const client = plainAddress(request.ip);
    if (client) request.headers['x-forwarded-for'] = client;
    else delete request.headers['x-forwarded-for'];
    // The scheme too is the storefront's to say (express believes X-Forwarded-Proto only from
    // a trusted proxy): a client must not make the API believe it came over TLS.
    request.headers['x-forwarded-proto'] = request.protocol;
    delete request.headers['x-forwarded-host'];
    delete request.headers.forwarded;
    next();
  };
}

/**
 * Node answers an unknown `Expect` with an empty 417 by itself; this gives it a body. (Expect:
 * 100-continue is left to Node, which lets the body come.)
 */
export function answerExpectations(server) {
  server.on('checkExpectation', (_request, response) => {
    answerError(response, 417, {
      code: 'validation',
      message: 'Only "Expect: 100-continue" is supported',
    });
  });
}
