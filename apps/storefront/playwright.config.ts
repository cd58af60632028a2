import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { playwrightConfig } from '@shop/playwright-config';

// Real servers on ports of their own, so a running `npm start` is never disturbed: the built
// API on a fresh embedded database, and the built storefront talking to it over HTTP.
const apiPort = Number(process.env.E2E_API_PORT ?? 18080);
const webPort = Number(process.env.E2E_PORT ?? 13000);
/** The SMTP server the account tests run (e2e/mail-server.ts); the API sends its mail there. */
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 12525);
/** The push tests' Web Push service (e2e/web-push-endpoint.ts), the one local host the API may push to. */
export const pushPort = Number(process.env.E2E_PUSH_PORT ?? webPort + 3);
const apiDir = path.resolve(import.meta.dirname, '../api');
const apiDataDir = mkdtempSync(path.join(tmpdir(), 'e2e-api-'));
export const apiUrl = `http://127.0.0.1:${apiPort}/api/`;
/** The storefront's metrics port and token (e2e/observability.spec.ts). */
export const metricsUrl = `http://127.0.0.1:${Number(process.env.E2E_METRICS_PORT ?? webPort + 1)}/metrics`;
export const metricsToken = 'e2e-storefront-metrics-token';

export default defineConfig({
  ...playwrightConfig({ name: 'storefront', baseURL: `http://127.0.0.1:${webPort}` }),
  // Several API processes and storefront workers need a PostgreSQL server (npm test passes
  // E2E_DATABASE_URL when one answers): embedded PGlite serves one process.
  testIgnore: process.env.E2E_DATABASE_URL ? [] : ['**/processes.spec.ts'],
  webServer: [
    {
      // The seed command fills the fresh database with the demo data; the server never does.
      command: `node dist/seed-cli.js && node dist/main.js`,
      cwd: apiDir,
      url: `http://127.0.0.1:${apiPort}/health`,
      env: {
        HOST: '127.0.0.1',
        PORT: String(apiPort),
        DATA_DIR: apiDataDir,
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // The push tests' Web Push service (e2e/web-push-endpoint.ts) has a self-signed certificate.
        NODE_EXTRA_CA_CERTS: path.join(apiDir, 'src/test/push-endpoint.cert.pem'),
        PUSH_ENDPOINT_HOSTS: `127.0.0.1:${pushPort}`,
        // The local test payment provider sends shoppers back to this storefront.
        STOREFRONT_URL: `http://127.0.0.1:${webPort}`,
      },
      timeout: 120_000,
      reuseExistingServer: false,
    },
    {
      command: 'node server.mjs',
      cwd: import.meta.dirname,
      url: `http://127.0.0.1:${webPort}/healthz`,
      env: {
        HOST: '127.0.0.1',
        PORT: String(webPort),
        API_URL: apiUrl,
        NODE_ENV: 'production',
        // Two workers whatever the machine, so the metrics are seen summed over the cluster.
        WEB_CONCURRENCY: '2',
        METRICS_PORT: new URL(metricsUrl).port,
        METRICS_TOKEN: metricsToken,
      },
      timeout: 60_000,
      reuseExistingServer: false,
    },
  ],
});
