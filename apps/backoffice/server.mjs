// The back office's server: the built app's static files, and its one page (index.html, SPA
// mode) for every other path, with the API's address and public key filled in and a fresh CSP
// nonce on its scripts. The page calls the API directly (the API answers any origin, without
// credentials: the staff or seller token is a bearer header), so nothing here proxies.
// Settings: HOST, PORT (3001), API_URL (the API as this server reaches it, e.g.
// http://127.0.0.1:8080/api/), BACKOFFICE_API_URL (the API as the browser reaches it; API_URL
// by default), STORE_PUBLIC_KEY (pk_demo_backoffice).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';

const appDir = import.meta.dirname;
const clientDir = path.join(appDir, 'build', 'client');
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 3001);
const apiUrl = new URL(
  process.env.BACKOFFICE_API_URL || process.env.API_URL || 'http://127.0.0.1:8080/api/',
);
const publicKey = process.env.STORE_PUBLIC_KEY ?? 'pk_demo_backoffice';

/** `value` for an HTML attribute. */
const attribute = (value) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

const page = (await readFile(path.join(clientDir, 'index.html'), 'utf8'))
  .replace('__SHOP_API_URL__', attribute(apiUrl.href))
  .replace('__SHOP_PUBLIC_KEY__', attribute(publicKey));

const app = express();
app.disable('x-powered-by');
app.use((_request, response, next) => {
  response.locals.nonce = randomBytes(16).toString('base64');
  next();
});
app.use(
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_request, response) => `'nonce-${response.locals.nonce}'`],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        styleSrcAttr: ["'unsafe-inline'"],
        // Product pictures come from the API's /media.
        imgSrc: ["'self'", 'data:', 'blob:', apiUrl.origin],
        connectSrc: ["'self'", apiUrl.origin],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
  }),
);
// Behind sign-in: never in a search engine.
app.use((_request, response, next) => {
  response.setHeader('X-Robots-Tag', 'noindex, nofollow');
  next();
});
app.use(compression());
app.get('/healthz', (_request, response) => {
  response.set('Cache-Control', 'no-store').type('text/plain').send('ok');
});
app.use(
  '/assets',
  express.static(path.join(clientDir, 'assets'), {
    immutable: true,
    maxAge: '1y',
    index: false,
    fallthrough: false,
  }),
);
app.use(express.static(clientDir, { index: false, maxAge: '1h' }));
// Every other GET is a screen of the app: the one page, never cached (it names the build's files).
app.use((request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.status(405).set('Allow', 'GET, HEAD').end();
    return;
  }
  response
    .set('Cache-Control', 'no-store')
    .type('html')
    .send(page.replaceAll('<script', `<script nonce="${response.locals.nonce}"`));
});

const server = app.listen(port, host, () => {
  console.log(`[backoffice] http://${host}:${port}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
