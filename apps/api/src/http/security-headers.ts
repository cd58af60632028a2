import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

export const apiHelmetOptions: FastifyHelmetOptions = {
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
} satisfies Omit<FastifyHelmetOptions, 'global'>;

/**
 * Security headers on every answer of `app` (helmet), and HSTS when the request came over TLS:
 * `request.protocol` is https only from the socket or from a proxy the API trusts.
 */
export function useSecurityHeaders(app: FastifyInstance): void {
  void app.register(helmet, apiHelmetOptions);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https')
      void reply.header('strict-transport-security', 'max-age=31536000');
    done();
  });
}
