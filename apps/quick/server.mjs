// The quick shop front's server: the built assets (a year for hashed ones, an hour for the rest),
// then React Router (pages, the /api and /media proxy). HOST (127.0.0.1), PORT (3002), API_URL,
// QUICK_BRAND_ID, STORE_PUBLIC_KEY.
import path from 'node:path';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';

const build = await import(path.join(import.meta.dirname, 'build/server/index.js'));
const client = path.join(import.meta.dirname, 'build/client');
const app = express();
app.disable('x-powered-by');
app.use(compression());
app.use('/assets', express.static(path.join(client, 'assets'), { immutable: true, maxAge: '1y' }));
app.use(express.static(client, { maxAge: '1h', index: false }));
app.get('/healthz', (_request, response) => void response.send('ok'));
app.all('/{*path}', createRequestHandler({ build }));
const port = Number(process.env.PORT ?? 3002);
app.listen(port, process.env.HOST ?? '127.0.0.1', () =>
  console.log(`[quick] listening on ${port}`),
);
