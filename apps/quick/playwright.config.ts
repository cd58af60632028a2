import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { playwrightConfig } from '@shop/playwright-config';

// The built API on a fresh embedded database with the demo data, and the built quick shop front.
const apiPort = Number(process.env.E2E_QUICK_API_PORT ?? 18380);
const webPort = Number(process.env.E2E_QUICK_PORT ?? 13400);
const apiUrl = `http://127.0.0.1:${apiPort}/api/`;

export default defineConfig({
  ...playwrightConfig({ name: 'quick', baseURL: `http://127.0.0.1:${webPort}` }),
  webServer: [
    {
      command: 'node dist/seed-cli.js && node dist/main.js',
      cwd: path.resolve(import.meta.dirname, '../api'),
      url: `http://127.0.0.1:${apiPort}/health`,
      env: {
        HOST: '127.0.0.1',
        PORT: String(apiPort),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'e2e-quick-api-')),
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
      timeout: 180_000,
      reuseExistingServer: false,
    },
    {
      command: 'node server.mjs',
      url: `http://127.0.0.1:${webPort}/healthz`,
      env: { HOST: '127.0.0.1', PORT: String(webPort), API_URL: apiUrl, NODE_ENV: 'production' },
      timeout: 30_000,
      reuseExistingServer: false,
    },
  ],
});
