import type { Server } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type Express } from 'express';
import helmet from 'helmet';

/** The React Router build a shop front's server serves (`build/server/index.js`). */
export type ShopServerBuild = Parameters<typeof createRequestHandler>[0]['build'];

/** Content-Security-Policy directives in helmet's form: `{ connectSrc: ["'self'", 'https://…'] }`. */
export type CspDirectives = Record<string, string[]>;

/**
 * The pages' policy: scripts, styles, pictures and calls from this origin only (the browser
 * reaches the API and its pictures through the shop front's `/api` and `/media` proxy), no
 * plugins, no `<base>`, no framing. React Router's inline hydration data needs 'unsafe-inline'
 * for scripts until a shop front threads a nonce through its `entry.server` (the storefront does:
 * its own server/security-headers.mjs).
 */
export const shopCspDirectives: Readonly<CspDirectives> = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "'unsafe-inline'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** Options of {@link shopApp}. */
export interface ShopAppOptions {
  /** The server build (module or loader). */
  build: ShopServerBuild;
  /** The built client files (`build/client`): `assets/` cached a year, the rest an hour. */
  clientDir: string;
  /** Directives that replace the defaults' of the same name ({@link shopCspDirectives}). */
  csp?: CspDirectives;
}

/**
 * A shop front's Express app: security headers on every answer (helmet, the policy above, no
 * framing, no sniffing), compression, the built files, `GET /healthz`, then React Router (pages
 * and resource routes such as the `/api` proxy).
 */
export function shopApp({ build, clientDir, csp = {} }: ShopAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: { ...shopCspDirectives, ...csp } },
      // Cross-origin isolation would block pictures and push services for no gain here.
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // TLS ends in front of the shop front, which sets no HSTS of its own.
      strictTransportSecurity: false,
      xFrameOptions: { action: 'deny' },
    }),
  );
  app.use(compression());
  const assets = path.join(clientDir, 'assets');
  app.use('/assets', express.static(assets, { immutable: true, maxAge: '1y', index: false }));
  app.use(express.static(clientDir, { maxAge: '1h', index: false }));
  app.get('/healthz', (_request, response) => void response.send('ok'));
  // app.use, not a route: a path that is not valid percent-encoding ("/product/%E0%A4%A") reaches
  // the app's own error page instead of Express's bare 400 from decoding route parameters.
  app.use(createRequestHandler({ build }));
  return app;
}

/** Options of {@link serveShop}. */
export interface ServeShopOptions extends Pick<ShopAppOptions, 'csp'> {
  /** The app's folder: holds `build/server/index.js` and `build/client`. */
  appDir: string;
  /** Names the server in its log line. */
  name: string;
  /** Default: `PORT`, else 3000. */
  port?: number;
  /** Default: `HOST`, else 127.0.0.1 (loopback: a proxy in front serves the world). */
  host?: string;
}

/**
 * Serves a built React Router shop front ({@link shopApp}) and logs where: a shop front's whole
 * `server.mjs`. Needs the optional peers express, compression, helmet and @react-router/express.
 *
 * @example
 * // server.mjs
 * import { serveShop } from '@shop/core/shop-server';
 * await serveShop({ appDir: import.meta.dirname, name: 'quick', port: 3002 });
 */
export async function serveShop({
  appDir,
  name,
  port = Number(process.env.PORT ?? 3000),
  host = process.env.HOST ?? '127.0.0.1',
  csp,
}: ServeShopOptions): Promise<Server> {
  const serverBuild = pathToFileURL(path.join(appDir, 'build/server/index.js')).href;
  const build = (await import(serverBuild)) as ShopServerBuild;
  const app = shopApp({ build, clientDir: path.join(appDir, 'build/client'), csp });
  return new Promise((resolve) => {
    const server = app.listen(port, host, () => {
      console.log(`[${name}] listening on http://${host}:${port}`);
      resolve(server);
    });
  });
}
