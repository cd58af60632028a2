import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { playwrightConfig } from '@shop/playwright-config';

// Real servers on ports of their own (not the storefront's e2e ones: both suites may run at
// once): the built API on a fresh embedded database with the demo data, the built back office,
// whose pages call that API over HTTP, and the built storefront on the same API, where the
// tests' shoppers see what staff and sellers do.
const apiPort = Number(process.env.E2E_BACKOFFICE_API_PORT ?? 18180);
const webPort = Number(process.env.E2E_BACKOFFICE_PORT ?? 13100);
/** The storefront the shoppers of these tests use, on the same API (the next port up). */
const storefrontPort = webPort + 1;
const apiDir = path.resolve(import.meta.dirname, '../api');
const apiDataDir = mkdtempSync(path.join(tmpdir(), 'e2e-backoffice-api-'));
export const apiUrl = `http://127.0.0.1:${apiPort}/api/`;
export const storefrontUrl = `http://127.0.0.1:${storefrontPort}`;
/** Refunds above this many minor units need a second staff member's approval, in these tests. */
export const secondApprovalAbove = 500;

export default defineConfig({
  ...playwrightConfig({ name: 'backoffice', baseURL: `http://127.0.0.1:${webPort}` }),
  webServer: [
    {
      // The seed makes the demo staff, seller, shopper and catalog the tests sign in with.
      command: 'node dist/seed-cli.js && node dist/main.js',
      cwd: apiDir,
      url: `http://127.0.0.1:${apiPort}/health`,
      env: {
        HOST: '127.0.0.1',
        PORT: String(apiPort),
        DATA_DIR: apiDataDir,
        LOG_LEVEL: 'warn',
        // SAR 5: a whole basket's refund needs two staff members' approvals (refunds.spec.ts).
        REFUND_SECOND_APPROVAL_ABOVE: String(secondApprovalAbove),
      },
      timeout: 180_000,
      reuseExistingServer: false,
    },
    {
      command: 'node server.mjs',
      url: `http://127.0.0.1:${webPort}/healthz`,
      env: { HOST: '127.0.0.1', PORT: String(webPort), API_URL: apiUrl },
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      command: 'node server.mjs',
      cwd: path.resolve(import.meta.dirname, '../storefront'),
      url: `${storefrontUrl}/healthz`,
      env: {
        HOST: '127.0.0.1',
        PORT: String(storefrontPort),
        API_URL: apiUrl,
        NODE_ENV: 'production',
        WEB_CONCURRENCY: '1',
        // No popups over the pages the tests look at.
        NEWSLETTER_POPUP_SECONDS: '0',
      },
      timeout: 60_000,
      reuseExistingServer: false,
    },
  ],
});
