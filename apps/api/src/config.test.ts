import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mailSetupProblem, readConfig } from './config.ts';

describe('readConfig', () => {
  it('runs the demo storefront locally when nothing is set', () => {
    expect(readConfig({})).toEqual({
      host: '127.0.0.1',
      port: 8080,
      databaseUrl: undefined,
      dataDir: path.resolve('data'),
      publicKeys: ['pk_demo_storefront', 'pk_demo_backoffice'],
      logLevel: 'info',
      smtpUrl: undefined,
      mailFrom: undefined,
      supportEmail: undefined,
      vapidPublicKey: undefined,
      vapidPrivateKey: undefined,
      vapidSubject: undefined,
      firebaseServiceAccount: undefined,
      pushEndpointHosts: [],
      responseCacheSeconds: 10,
      tokenTtlDays: 30,
      refundSecondApprovalAbove: 50_000,
      databasePoolSize: 10,
      statementTimeoutMs: 10_000,
      redisUrl: undefined,
      runJobs: true,
      devMailbox: true,
      apiConcurrency: 1,
      metricsPort: undefined,
      metricsToken: undefined,
      trustedProxies: ['loopback'],
      publicReadsPerMinute: 3000,
      maxEventLoopDelayMs: 1000,
      payments: {
        storefrontUrl: 'http://127.0.0.1:3000',
        apiBaseUrl: 'http://127.0.0.1:8080',
        testWebhookSecret: undefined,
        checkoutCom: undefined,
        tamara: undefined,
        providerTimeoutMs: 10_000,
      },
    });
  });

  it('reads every setting from the environment', () => {
    const config = readConfig({
      HOST: '0.0.0.0',
      PORT: '18123',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop',
      DATA_DIR: '/var/lib/souq',
      PUBLIC_KEYS: ' pk_one, pk_two ,,',
      LOG_LEVEL: 'warn',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'Souq <hi@souq.example>',
      SUPPORT_EMAIL: ' help@souq.example ',
      VAPID_PUBLIC_KEY: 'BPub',
      VAPID_PRIVATE_KEY: 'priv',
      VAPID_SUBJECT: 'mailto:ops@souq.example',
      FIREBASE_SERVICE_ACCOUNT: '{}',
      PUSH_ENDPOINT_HOSTS: 'push.souq.example, *.Push.Example.net,127.0.0.1:8443',
      RESPONSE_CACHE_SECONDS: '0',
      TOKEN_TTL_DAYS: '7',
      REFUND_SECOND_APPROVAL_ABOVE: '100000',
      DATABASE_POOL_SIZE: '4',
      DATABASE_STATEMENT_TIMEOUT_MS: '2500',
      REDIS_URL: 'redis://127.0.0.1:6379',
      RUN_JOBS: 'false',
      API_CONCURRENCY: '3',
      METRICS_PORT: '9464',
      METRICS_TOKEN: 'a-long-enough-metrics-token',
      TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.7,loopback,fd00::/8',
      PUBLIC_READS_PER_MINUTE: '0',
      MAX_EVENT_LOOP_DELAY_MS: '250',
      STOREFRONT_URL: 'https://souq.example',
      PAYMENT_TEST_WEBHOOK_SECRET: 'a-test-webhook-secret',
      CHECKOUT_COM_SECRET_KEY: 'sk_sbox_key',
      CHECKOUT_COM_WEBHOOK_SECRET: 'whsec',
      CHECKOUT_COM_API_URL: 'https://cko.example',
      TAMARA_API_TOKEN: 'tamara-token',
      TAMARA_NOTIFICATION_KEY: 'tamara-key',
      PAYMENT_PROVIDER_TIMEOUT_MS: '3000',
    });

    expect(config).toEqual({
      host: '0.0.0.0',
      port: 18123,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/shop',
      dataDir: '/var/lib/souq',
      publicKeys: ['pk_one', 'pk_two'],
      logLevel: 'warn',
      smtpUrl: 'smtp://127.0.0.1:2525',
      mailFrom: 'Souq <hi@souq.example>',
      supportEmail: 'help@souq.example',
      vapidPublicKey: 'BPub',
      vapidPrivateKey: 'priv',
      vapidSubject: 'mailto:ops@souq.example',
      firebaseServiceAccount: '{}',
      pushEndpointHosts: ['push.souq.example', '*.push.example.net', '127.0.0.1:8443'],
      responseCacheSeconds: 0,
      tokenTtlDays: 7,
      refundSecondApprovalAbove: 100_000,
      databasePoolSize: 4,
      statementTimeoutMs: 2500,
      redisUrl: 'redis://127.0.0.1:6379',
      runJobs: false,
      devMailbox: false,
      apiConcurrency: 3,
      metricsPort: 9464,
      metricsToken: 'a-long-enough-metrics-token',
      trustedProxies: ['10.0.0.0/8', '192.168.1.7', 'loopback', 'fd00::/8'],
      publicReadsPerMinute: 0,
      maxEventLoopDelayMs: 250,
      payments: {
        storefrontUrl: 'https://souq.example',
        // HOST 0.0.0.0 is reached on loopback from this machine.
        apiBaseUrl: 'http://127.0.0.1:18123',
        testWebhookSecret: 'a-test-webhook-secret',
        checkoutCom: {
          secretKey: 'sk_sbox_key',
          webhookSecret: 'whsec',
          apiUrl: 'https://cko.example',
        },
        tamara: {
          apiToken: 'tamara-token',
          notificationKey: 'tamara-key',
          apiUrl: 'https://api-sandbox.tamara.co',
        },
        providerTimeoutMs: 3000,
      },
    });
  });

  it('refuses a port that is not one, and an empty key list', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readConfig({ STOREFRONT_URL: 'javascript:alert(1)' })).toThrow(/STOREFRONT_URL/);
    expect(() => readConfig({ PUBLIC_KEYS: ' , ' })).toThrow(/PUBLIC_KEYS/);
    expect(() => readConfig({ SUPPORT_EMAIL: 'Support <help@souq.example>' })).toThrow(
      /SUPPORT_EMAIL/,
    );
    // A provider's key without its webhook secret would take payments it cannot confirm.
    expect(() => readConfig({ CHECKOUT_COM_SECRET_KEY: 'sk_sbox_key' })).toThrow(
      /CHECKOUT_COM_WEBHOOK_SECRET/,
    );
    expect(() => readConfig({ RESPONSE_CACHE_SECONDS: '-1' })).toThrow(/RESPONSE_CACHE_SECONDS/);
    expect(() => readConfig({ RESPONSE_CACHE_SECONDS: 'soon' })).toThrow(/RESPONSE_CACHE_SECONDS/);
    expect(() => readConfig({ TOKEN_TTL_DAYS: '0' })).toThrow(/TOKEN_TTL_DAYS/);
    expect(() => readConfig({ TOKEN_TTL_DAYS: 'month' })).toThrow(/TOKEN_TTL_DAYS/);
    for (const hosts of ['https://push.example', 'user@push.example', '*.push.example:8443', 'a/b'])
      expect(() => readConfig({ PUSH_ENDPOINT_HOSTS: hosts })).toThrow(/PUSH_ENDPOINT_HOSTS/);
    expect(() => readConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => readConfig({ DATABASE_POOL_SIZE: '2.5' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => readConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '-5' })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS/,
    );
    expect(() => readConfig({ RUN_JOBS: 'sometimes' })).toThrow(/RUN_JOBS/);
    expect(() => readConfig({ DEV_MAILBOX: 'maybe' })).toThrow(/DEV_MAILBOX/);
    expect(() => readConfig({ TRUSTED_PROXIES: 'storefront.internal' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => readConfig({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES/);
    expect(readConfig({ TRUSTED_PROXIES: 'none' }).trustedProxies).toEqual([]);
    expect(() => readConfig({ PUBLIC_READS_PER_MINUTE: 'lots' })).toThrow(
      /PUBLIC_READS_PER_MINUTE/,
    );
    expect(() => readConfig({ MAX_EVENT_LOOP_DELAY_MS: '-1' })).toThrow(/MAX_EVENT_LOOP_DELAY_MS/);
  });

  it('keeps the dev mailbox to the embedded demo database on loopback, and needs SMTP otherwise', () => {
    const postgres = 'postgres://postgres@127.0.0.1:5432/shop';
    const refused = /account mail needs SMTP_URL/;
    expect(mailSetupProblem(readConfig({}))).toBeUndefined();
    expect(mailSetupProblem(readConfig({ DATABASE_URL: postgres }))).toMatch(refused);
    expect(mailSetupProblem(readConfig({ NODE_ENV: 'production' }))).toMatch(refused);
    expect(mailSetupProblem(readConfig({ HOST: '0.0.0.0' }))).toMatch(refused);
    expect(readConfig({ DATABASE_URL: postgres, DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
    expect(readConfig({ DATABASE_URL: postgres, SMTP_URL: 'smtp://mail:25' }).devMailbox).toBe(
      false,
    );
    expect(readConfig({ HOST: '::1' }).devMailbox).toBe(true);
    expect(() => readConfig({ API_CONCURRENCY: '2' })).toThrow(/needs DATABASE_URL/);
    expect(() => readConfig({ METRICS_PORT: '0' })).toThrow(/METRICS_PORT/);
    expect(() => readConfig({ METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT/);
    expect(() => readConfig({ METRICS_TOKEN: 'secret' })).toThrow(/METRICS_TOKEN/);
  });
});
