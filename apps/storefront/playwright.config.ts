import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
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
/**
 * The Firebase stand-in's HTTPS port (e2e/firebase-stand-in.ts): the API's FCM sends through
 * firebase-admin reach it there (e2e/google-apis-redirect.mjs), while the push-firebase tests run.
 */
export const firebasePort = Number(process.env.E2E_FIREBASE_PORT ?? webPort + 4);
/** The stand-in's project and the test service account the API sends FCM with. */
export const firebaseProject = 'souq-e2e';
export const firebaseClientEmail = `push@${firebaseProject}.iam.gserviceaccount.com`;
const apiDir = path.resolve(import.meta.dirname, '../api');
const apiDataDir = mkdtempSync(path.join(tmpdir(), 'e2e-api-'));
export const apiUrl = `http://127.0.0.1:${apiPort}/api/`;
/** The storefront's metrics port and token (e2e/observability.spec.ts). */
export const metricsUrl = `http://127.0.0.1:${Number(process.env.E2E_METRICS_PORT ?? webPort + 1)}/metrics`;
export const metricsToken = 'e2e-storefront-metrics-token';
/** A support staff member made before the API starts (staff:create), who moves orders in the tests. */
export const e2eStaff = {
  email: 'e2e-support@souq.example',
  password: 'E2e-Support-Staff-2026',
  role: 'support',
} as const;

/** An admin made the same way (same STAFF_PASSWORD), who switches the site settings. */
export const e2eAdmin = {
  email: 'e2e-admin@souq.example',
  password: e2eStaff.password,
  role: 'admin',
} as const;

export default defineConfig({
  ...playwrightConfig({ name: 'storefront', baseURL: `http://127.0.0.1:${webPort}` }),
  // Several API processes and storefront workers need a PostgreSQL server (npm test passes
  // E2E_DATABASE_URL when one answers): embedded PGlite serves one process.
  testIgnore: process.env.E2E_DATABASE_URL ? [] : ['**/processes.spec.ts'],
  webServer: [
    {
      // The seed command fills the fresh database with the demo data; the server never does.
      // staff:create makes the tests' staff member (the embedded database is the API's alone
      // once it runs).
      command:
        `node dist/seed-cli.js && node dist/staff-cli.js --email ${e2eStaff.email} ` +
        `--name "E2E Support" --role ${e2eStaff.role} && node dist/staff-cli.js --email ` +
        `${e2eAdmin.email} --name "E2E Admin" --role ${e2eAdmin.role} && node dist/main.js`,
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
        // FCM through firebase-admin, to the Firebase stand-in (e2e/push-firebase.spec.ts).
        FIREBASE_SERVICE_ACCOUNT: JSON.stringify({
          type: 'service_account',
          project_id: firebaseProject,
          client_email: firebaseClientEmail,
          private_key: readFileSync(
            path.join(import.meta.dirname, 'e2e/firebase-service-account.key.pem'),
            'utf8',
          ),
        }),
        NODE_OPTIONS: `--import=${pathToFileURL(path.join(import.meta.dirname, 'e2e/google-apis-redirect.mjs')).href}`,
        E2E_GOOGLE_APIS_PORT: String(firebasePort),
        // The local test payment provider sends shoppers back to this storefront.
        STOREFRONT_URL: `http://127.0.0.1:${webPort}`,
        STAFF_PASSWORD: e2eStaff.password,
        // Never shed load: the browser, both servers and PostgreSQL share a 2-core machine, where
        // a slow moment is the machine, not the API (load shedding: http/load-shedding.test.ts).
        MAX_EVENT_LOOP_DELAY_MS: '0',
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
        // No newsletter popup over the pages the tests drive (its behaviour: packages/ui tests).
        NEWSLETTER_POPUP_SECONDS: '0',
      },
      timeout: 60_000,
      reuseExistingServer: false,
    },
  ],
});
