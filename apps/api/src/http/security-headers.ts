import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** A route's own security headers (route option `helmet`): its policy, over the API's. */
export interface RouteHelmetOptions {
  contentSecurityPolicy: Parameters<typeof helmet.contentSecurityPolicy>[0];
}

declare module 'fastify' {
  interface RouteShorthandOptions {
    /** This route's helmet options, merged over {@link apiHelmetOptions}. */
    helmet?: RouteHelmetOptions;
  }
  interface FastifyContextConfig {
    /** The headers {@link useSecurityHeaders} sets on every answer of the route. */
    securityHeaders?: Readonly<Record<string, string>>;
  }
}

/**
 * The API answers JSON and pictures, which no browser should run, style, frame or submit
 * anything from: every fetch directive is 'none'. Cross-origin reads stay open (CORS, and
 * pictures another shop front may show), so resources are `cross-origin`.
 */
const apiDirectives = {
  defaultSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
  frameAncestors: ["'none'"],
};

export const apiHelmetOptions: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: apiDirectives },
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  referrerPolicy: { policy: 'no-referrer' },
  // Sent by the hook below, only to a request that came over TLS.
  strictTransportSecurity: false,
  xFrameOptions: { action: 'deny' },
};

/**
 * Route options for an HTML page of the API (the development mailbox): the same policy, with
 * the page's `style` attributes allowed; it has no script.
 */
export const pageWithInlineStyles = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { ...apiDirectives, styleSrc: ["'unsafe-inline'"] },
  },
} satisfies RouteHelmetOptions;

/**
 * The headers helmet sets for `options`, worked out once. Helmet's options are constants of
 * the code (no per-request directive functions, no nonces), so every answer gets the same
 * headers: running helmet on each request (as @fastify/helmet does, building its middleware
 * and parsing the policy again every time) cost 2 to 4 % of the API's CPU for nothing.
 */
export function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    // X-Powered-By: never set by Fastify in the first place.
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    // Helmet 8 throws its errors itself; a callback error would be a bad option all the same.
    if (error) throw error instanceof Error ? error : new Error('helmet refused its options');
  });
  return Object.freeze(headers);
}

/**
 * Security headers on every answer of `app` (helmet's, worked out once per route: the API's,
 * or a route's `helmet` option merged over them), and HSTS when the request came over TLS:
 * `request.protocol` is https only from the socket or from a proxy the API trusts.
 */
export function useSecurityHeaders(app: FastifyInstance): void {
  const apiHeaders = helmetHeaders(apiHelmetOptions);
  // Before any route: each route's own options are read as it is added.
  app.addHook('onRoute', (route) => {
    if (route.helmet === undefined) return;
    const securityHeaders = helmetHeaders({ ...apiHelmetOptions, ...route.helmet });
    route.config = { ...route.config, securityHeaders };
  });
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(request.routeOptions.config.securityHeaders ?? apiHeaders);
    if (request.protocol === 'https')
      void reply.header('strict-transport-security', 'max-age=31536000');
    done();
  });
}
