import path from 'node:path';

/** How the server is started: read from the environment by main.ts and seed-cli.ts. */
export interface ServerConfig {
  host: string;
  port: number;
  /** PostgreSQL server; when absent the API runs on embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** Absolute PGlite data directory. */
  dataDir: string;
  publicKeys: string[];
  logLevel: string;
  /** Account mail: SMTP server (else the local outbox, see /dev/mailbox) and sender. */
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** Web Push VAPID keys and contact (generated and kept in the database when unset). */
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  vapidSubject: string | undefined;
  /** Firebase service account JSON for FCM registrations (firebase-admin loads only then). */
  firebaseServiceAccount: string | undefined;
}

/**
 * Reads HOST, PORT, DATABASE_URL, DATA_DIR (relative to the working directory), PUBLIC_KEYS
 * (comma separated), LOG_LEVEL, SMTP_URL, MAIL_FROM, VAPID_PUBLIC_KEY,
 * VAPID_PRIVATE_KEY, VAPID_SUBJECT and FIREBASE_SERVICE_ACCOUNT, with defaults that run the demo storefront locally.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  const publicKeys = (env.PUBLIC_KEYS ?? 'pk_demo_storefront')
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');
  if (publicKeys.length === 0) throw new Error('PUBLIC_KEYS must name at least one key');
  return {
    host: env.HOST || '127.0.0.1',
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    publicKeys,
    logLevel: env.LOG_LEVEL || 'info',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    vapidPublicKey: env.VAPID_PUBLIC_KEY || undefined,
    vapidPrivateKey: env.VAPID_PRIVATE_KEY || undefined,
    vapidSubject: env.VAPID_SUBJECT || undefined,
    firebaseServiceAccount: env.FIREBASE_SERVICE_ACCOUNT || undefined,
  };
}
