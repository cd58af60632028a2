// The quick shop front's server: the built assets (a year for hashed ones, an hour for the rest),
// then React Router (pages, the /api and /media proxy). HOST (127.0.0.1), PORT (3002), API_URL,
// QUICK_BRAND_ID, STORE_PUBLIC_KEY.
import path from 'node:path';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';

const build = await import(path.join(import.meta.dirname, 'build/server/index.js'));
const client = path.join(import.meta.dirname, 'build/client');
const app = express();
app.disable('x-powered-by');
// Security headers on every answer. The pages' scripts come from this server only; React Router's
// inline hydration data still needs 'unsafe-inline' for scripts (no nonce is threaded through this
// app's default entry.server yet). Pictures and API calls go through this server's /media and /api.
app.use(
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
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
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
  }),
);
app.use(compression());
app.use('/assets', express.static(path.join(client, 'assets'), { immutable: true, maxAge: '1y' }));
app.use(express.static(client, { maxAge: '1h', index: false }));
app.get('/healthz', (_request, response) => void response.send('ok'));
app.all('/{*path}', createRequestHandler({ build }));
const port = Number(process.env.PORT ?? 3002);
app.listen(port, process.env.HOST ?? '127.0.0.1', () =>
  console.log(`[quick] listening on ${port}`),
);
