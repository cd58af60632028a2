import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_RESPONSE_CACHE_SECONDS } from '#src/http/response-cache.ts';
import { DEFAULT_TOKEN_TTL_DAYS } from '#src/customers/tokens.ts';
import { DEFAULT_REFUND_SECOND_APPROVAL_ABOVE } from '#src/refunds/refund-approval.ts';
import { parsePushEndpointHosts } from '#src/push/push-endpoints.ts';
import { CHECKOUT_COM_SANDBOX_URL } from '#src/payments/checkout-com-provider.ts';
import { PROVIDER_TIMEOUT_MS } from '#src/payments/payment-provider.ts';
import { TAMARA_SANDBOX_URL } from '#src/payments/tamara-provider.ts';
import { DEFAULT_STOREFRONT_URL, type PaymentSettings } from '#src/payments/payment-providers.ts';

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
  /** The shop's support address: Contact Us messages are mailed there (SUPPORT_EMAIL). */
  supportEmail: string | undefined;
  /** Web Push VAPID keys and contact (generated and kept in the database when unset). */
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  vapidSubject: string | undefined;
  /** Firebase service account JSON for FCM registrations (firebase-admin loads only then). */
  firebaseServiceAccount: string | undefined;
  /** Web Push hosts allowed besides the known push services (PUSH_ENDPOINT_HOSTS). */
  pushEndpointHosts: string[];
  /** Seconds public catalog answers are kept in memory (0: never). */
  responseCacheSeconds: number;
  /** Days a customer's bearer token works after sign-in (TOKEN_TTL_DAYS, default 30). */
  tokenTtlDays: number;
  /**
   * Refunds above this many minor units need a second staff member's approval
   * (REFUND_SECOND_APPROVAL_ABOVE, default 50000: SAR 500).
   */
  refundSecondApprovalAbove: number;
  /** Most PostgreSQL connections this process opens for requests (DATABASE_POOL_SIZE, 10). */
  databasePoolSize: number;
  /** Longest a statement may run, in ms (DATABASE_STATEMENT_TIMEOUT_MS, 10000; 0: no limit). */
  statementTimeoutMs: number;
  /** Redis server carrying the cross-process change messages instead of PostgreSQL. */
  redisUrl: string | undefined;
  /** Whether this process works the scheduled jobs (RUN_JOBS, default true; `false` to only serve). */
  runJobs: boolean;
  /**
   * Keep account mail in the local outbox and serve it at `/dev/mailbox` (DEV_MAILBOX): by default
   * only for the embedded demo database on loopback without SMTP_URL, never in production.
   */
  devMailbox: boolean;
  /** Server processes sharing the port (API_CONCURRENCY, default 1; more needs DATABASE_URL). */
  apiConcurrency: number;
  /** Prometheus metrics on a port of their own (METRICS_PORT, off when unset), on `host`. */
  metricsPort: number | undefined;
  /** Bearer token that opens `/metrics` on the main port (METRICS_TOKEN, off when unset). */
  metricsToken: string | undefined;
  /**
   * Proxies whose `X-Forwarded-For` is believed (TRUSTED_PROXIES: addresses, CIDR ranges or
   * `loopback`, comma separated; default `loopback`, the storefront on this machine; `none`).
   */
  trustedProxies: string[];
  /** Public reads (GET, HEAD under /api) one client may make per minute (PUBLIC_READS_PER_MINUTE, 3000; 0: no limit). */
  publicReadsPerMinute: number;
  /** Mean event-loop delay, in ms, above which /api answers 503 (MAX_EVENT_LOOP_DELAY_MS, 1000; 0: never). */
  maxEventLoopDelayMs: number;
  /**
   * Payments: the storefront's origin (STOREFRONT_URL, default http://127.0.0.1:3000: return
   * pages, the local test provider's page through its /api proxy), the API's own base URL
   * (API_BASE_URL, default http://127.0.0.1:PORT: the local test provider's webhooks) and its
   * webhook secret (PAYMENT_TEST_WEBHOOK_SECRET, else generated and kept in the database);
   * Checkout.com for cards (CHECKOUT_COM_SECRET_KEY, CHECKOUT_COM_WEBHOOK_SECRET,
   * CHECKOUT_COM_API_URL, default its sandbox); Tamara for "Pay in 4" (TAMARA_API_TOKEN,
   * TAMARA_NOTIFICATION_KEY, TAMARA_API_URL, default its sandbox); every provider call's deadline
   * (PAYMENT_PROVIDER_TIMEOUT_MS, 10000).
   */
  payments: PaymentSettings;
}

/** A true/false setting (`true`, `false`, `1`, `0`), or undefined when unset. */
function booleanSetting(env: NodeJS.ProcessEnv, name: string): boolean | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = raw.toLowerCase();
  if (!['true', 'false', '1', '0'].includes(value)) {
    throw new Error(`${name} must be true or false, got "${raw}"`);
  }
  return value === 'true' || value === '1';
}

/** A whole number setting within bounds, or the default when unset. */
function wholeNumber(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/**
 * Reads HOST, PORT, DATABASE_URL, DATA_DIR (relative to the working directory), PUBLIC_KEYS
 * (comma separated), LOG_LEVEL, SMTP_URL, MAIL_FROM, SUPPORT_EMAIL, VAPID_PUBLIC_KEY,
 * VAPID_PRIVATE_KEY, VAPID_SUBJECT, FIREBASE_SERVICE_ACCOUNT, PUSH_ENDPOINT_HOSTS, RESPONSE_CACHE_SECONDS,
 * TOKEN_TTL_DAYS, REFUND_SECOND_APPROVAL_ABOVE, DATABASE_POOL_SIZE, DATABASE_STATEMENT_TIMEOUT_MS, REDIS_URL, RUN_JOBS, DEV_MAILBOX,
 * API_CONCURRENCY, METRICS_PORT, METRICS_TOKEN, TRUSTED_PROXIES, PUBLIC_READS_PER_MINUTE and
 * MAX_EVENT_LOOP_DELAY_MS, with defaults that run the demo storefront locally.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  const publicKeys = (env.PUBLIC_KEYS ?? 'pk_demo_storefront,pk_demo_backoffice')
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');
  if (publicKeys.length === 0) throw new Error('PUBLIC_KEYS must name at least one key');
  const responseCacheSeconds = Number(env.RESPONSE_CACHE_SECONDS ?? DEFAULT_RESPONSE_CACHE_SECONDS);
  if (!Number.isFinite(responseCacheSeconds) || responseCacheSeconds < 0) {
    throw new Error(
      `RESPONSE_CACHE_SECONDS must be 0 or more seconds, got "${env.RESPONSE_CACHE_SECONDS}"`,
    );
  }
  const tokenTtlDays = Number(env.TOKEN_TTL_DAYS || DEFAULT_TOKEN_TTL_DAYS);
  if (!Number.isFinite(tokenTtlDays) || tokenTtlDays <= 0) {
    throw new Error(
      `TOKEN_TTL_DAYS must be a positive number of days, got "${env.TOKEN_TTL_DAYS}"`,
    );
  }
  const host = env.HOST || '127.0.0.1';
  // Anyone who reaches the mailbox reads every account's codes: by default it exists only for
  // the embedded demo database on this machine, where npm start runs it.
  const devMailbox =
    booleanSetting(env, 'DEV_MAILBOX') ??
    (!env.SMTP_URL &&
      !env.DATABASE_URL &&
      env.NODE_ENV !== 'production' &&
      ['127.0.0.1', '::1', 'localhost'].includes(host));
  const apiConcurrency = wholeNumber(env, 'API_CONCURRENCY', 1, 1, 64);
  if (apiConcurrency > 1 && !env.DATABASE_URL) {
    throw new Error(
      'API_CONCURRENCY above 1 needs DATABASE_URL: embedded PGlite serves one process',
    );
  }
  const metrics = readMetricsConfig(env);
  return {
    host,
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    publicKeys,
    logLevel: env.LOG_LEVEL || 'info',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    supportEmail: emailSetting(env, 'SUPPORT_EMAIL'),
    vapidPublicKey: env.VAPID_PUBLIC_KEY || undefined,
    vapidPrivateKey: env.VAPID_PRIVATE_KEY || undefined,
    vapidSubject: env.VAPID_SUBJECT || undefined,
    firebaseServiceAccount: env.FIREBASE_SERVICE_ACCOUNT || undefined,
    pushEndpointHosts: parsePushEndpointHosts(env.PUSH_ENDPOINT_HOSTS),
    responseCacheSeconds,
    tokenTtlDays,
    refundSecondApprovalAbove: wholeNumber(
      env,
      'REFUND_SECOND_APPROVAL_ABOVE',
      DEFAULT_REFUND_SECOND_APPROVAL_ABOVE,
      0,
      2_147_483_647,
    ),
    databasePoolSize: wholeNumber(env, 'DATABASE_POOL_SIZE', 10, 1, 1_000),
    statementTimeoutMs: wholeNumber(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 10_000, 0, 3_600_000),
    redisUrl: env.REDIS_URL || undefined,
    runJobs: booleanSetting(env, 'RUN_JOBS') ?? true,
    devMailbox,
    apiConcurrency,
    ...metrics,
    trustedProxies: readTrustedProxies(env),
    publicReadsPerMinute: wholeNumber(env, 'PUBLIC_READS_PER_MINUTE', 3_000, 0, 10_000_000),
    maxEventLoopDelayMs: wholeNumber(env, 'MAX_EVENT_LOOP_DELAY_MS', 1_000, 0, 600_000),
    payments: {
      storefrontUrl: urlSetting(env, 'STOREFRONT_URL') ?? DEFAULT_STOREFRONT_URL,
      apiBaseUrl:
        urlSetting(env, 'API_BASE_URL') ??
        `http://${['0.0.0.0', '::', 'localhost'].includes(host) ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host}:${port}`,
      testWebhookSecret: env.PAYMENT_TEST_WEBHOOK_SECRET || undefined,
      checkoutCom: keyPair(env, 'CHECKOUT_COM_SECRET_KEY', 'CHECKOUT_COM_WEBHOOK_SECRET')
        ? {
            secretKey: env.CHECKOUT_COM_SECRET_KEY ?? '',
            webhookSecret: env.CHECKOUT_COM_WEBHOOK_SECRET ?? '',
            apiUrl: urlSetting(env, 'CHECKOUT_COM_API_URL') ?? CHECKOUT_COM_SANDBOX_URL,
          }
        : undefined,
      tamara: keyPair(env, 'TAMARA_API_TOKEN', 'TAMARA_NOTIFICATION_KEY')
        ? {
            apiToken: env.TAMARA_API_TOKEN ?? '',
            notificationKey: env.TAMARA_NOTIFICATION_KEY ?? '',
            apiUrl: urlSetting(env, 'TAMARA_API_URL') ?? TAMARA_SANDBOX_URL,
          }
        : undefined,
      providerTimeoutMs: wholeNumber(
        env,
        'PAYMENT_PROVIDER_TIMEOUT_MS',
        PROVIDER_TIMEOUT_MS,
        100,
        120_000,
      ),
    },
  };
}

/** Whether a provider's two keys are set: both or neither (one alone is a mistake). */
function keyPair(env: NodeJS.ProcessEnv, key: string, secret: string): boolean {
  if (!env[key] !== !env[secret]) throw new Error(`${key} and ${secret} go together`);
  return Boolean(env[key]);
}

/** A plain e-mail address setting (no display name), or undefined when unset. */
function emailSetting(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  if (!/^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/.test(raw) || raw.length > 254) {
    throw new Error(`${name} must be an e-mail address, got "${raw}"`);
  }
  return raw;
}

/** An http(s) URL setting, or undefined when unset. */
function urlSetting(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  if (!URL.canParse(raw) || !/^https?:$/.test(new URL(raw).protocol)) {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
  return raw;
}

const proxyKeywords = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUSTED_PROXIES: the hops allowed to say who the client is. Anything else is refused at start,
 * since a typo would otherwise trust nobody (every shopper in one bucket) or everybody.
 */
function readTrustedProxies(env: NodeJS.ProcessEnv): string[] {
  const raw = (env.TRUSTED_PROXIES ?? 'loopback').trim();
  if (raw === 'none' || raw === '') return [];
  const entries = raw.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/');
    const prefix = Number(bits ?? 0);
    const validAddress = isIP(address) !== 0;
    const validPrefix =
      bits === undefined ||
      (Number.isInteger(prefix) && prefix >= 0 && prefix <= (isIP(address) === 4 ? 32 : 128));
    if (!proxyKeywords.has(entry) && !(validAddress && validPrefix && rest.length === 0)) {
      throw new Error(
        `TRUSTED_PROXIES must list addresses, CIDR ranges, loopback, linklocal or uniquelocal (or be none), got "${entry}"`,
      );
    }
  }
  return entries;
}

/** METRICS_PORT and METRICS_TOKEN: both off unless set; a token short enough to guess is refused. */
function readMetricsConfig(env: NodeJS.ProcessEnv) {
  const metricsPort = env.METRICS_PORT ? Number(env.METRICS_PORT) : undefined;
  if (
    metricsPort !== undefined &&
    (!Number.isInteger(metricsPort) || metricsPort < 1 || metricsPort > 65_535)
  ) {
    throw new Error(`METRICS_PORT must be a port number, got "${env.METRICS_PORT}"`);
  }
  const metricsToken = env.METRICS_TOKEN || undefined;
  if (metricsToken !== undefined && metricsToken.length < 16) {
    throw new Error('METRICS_TOKEN must be at least 16 characters long');
  }
  return { metricsPort, metricsToken };
}

/**
 * Why a server with this configuration must not start, if it must not: without SMTP and
 * without the dev mailbox, account mail (sign-up and reset codes) would go nowhere. The
 * commands (migrate, seed) send no mail and do not ask.
 */
export function mailSetupProblem(config: ServerConfig): string | undefined {
  if (config.smtpUrl || config.devMailbox) return undefined;
  return 'account mail needs SMTP_URL (or DEV_MAILBOX=true to keep it in a local outbox, for development only)';
}
