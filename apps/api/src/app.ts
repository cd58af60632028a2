import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import underPressure from '@fastify/under-pressure';
import { CART_ID_HEADER, PUBLIC_KEY_HEADER } from '@shop/core/schemas';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activityTypesRoutes } from '#src/activity-types/activity-types-routes.ts';
import { brandsRoutes } from '#src/brands/brands-routes.ts';
import { deliveryAreaRoutes } from '#src/delivery-area/delivery-area-routes.ts';
import { cartUploadsRoutes } from '#src/cart/cart-uploads-routes.ts';
import { cartRoutes } from '#src/cart/cart-routes.ts';
import { checkoutRoutes } from '#src/checkout/checkout-routes.ts';
import { categoriesRoutes } from '#src/categories/categories-routes.ts';
import { currenciesRoutes } from '#src/currencies/currencies-routes.ts';
import type { Database } from '#src/db/database.ts';
import { DEFAULT_TOKEN_TTL_DAYS } from '#src/customers/tokens.ts';
import { DEFAULT_REFUND_SECOND_APPROVAL_ABOVE } from '#src/refunds/refund-approval.ts';
import { addressesRoutes } from '#src/addresses/addresses-routes.ts';
import { customersRoutes } from '#src/customers/customers-routes.ts';
import { favoritesRoutes } from '#src/favorites/favorites-routes.ts';
import { healthRoutes } from '#src/health/health-routes.ts';
import { handleError, handleNotFound } from '#src/http/api-errors.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { writeClientError } from '#src/http/client-errors.ts';
import { acceptEmptyJsonBodies } from '#src/http/json-body.ts';
import { validateCachedReads } from '#src/http/http-cache.ts';
import { createResponseCache, type ResponseCacheOptions } from '#src/http/response-cache.ts';
import { documentBearerRoutes, openApiOptions, openApiRoutes } from '#src/http/openapi.ts';
import { requirePublicKey } from '#src/http/public-key.ts';
import { withRedaction } from '#src/http/log-redaction.ts';
import { useSecurityHeaders } from '#src/http/security-headers.ts';
import { echoRequestId, requestIdOf } from '#src/http/request-id.ts';
import { responseSerializerCompiler } from '#src/http/response-serializer.ts';
import { zodValidatorCompiler } from '#src/http/validation.ts';
import { sellerApplicationsRoutes } from '#src/sellers/seller-applications-routes.ts';
import { staffRoutes } from '#src/staff/staff-routes.ts';
import { ledgersRoutes } from '#src/ledgers/ledgers-routes.ts';
import { payoutsRoutes } from '#src/payouts/payouts-routes.ts';
import { refundsRoutes } from '#src/refunds/refunds-routes.ts';
import { refundsStaffRoutes } from '#src/refunds/refunds-staff-routes.ts';
import { reviewsRoutes } from '#src/reviews/reviews-routes.ts';
import { questionsRoutes } from '#src/questions/questions-routes.ts';
import { contentRoutes } from '#src/content/content-routes.ts';
import { storesRoutes } from '#src/stores/stores-routes.ts';
import { sellerRoutes } from '#src/sellers/seller-routes.ts';
import { sellerCatalogRoutes } from '#src/sellers/seller-catalog-routes.ts';
import { sellerCatalogStaffRoutes } from '#src/sellers/seller-catalog-staff-routes.ts';
import { sellerSlotsRoutes } from '#src/sellers/seller-slots-routes.ts';
import { staffCouponsRoutes } from '#src/coupons/staff-coupons-routes.ts';
import { staffSlotsRoutes } from '#src/slots/staff-slots-routes.ts';
import { sellerOrdersRoutes } from '#src/sellers/seller-orders-routes.ts';
import { sellerStatementRoutes } from '#src/sellers/seller-statement-routes.ts';
import { sellerStockImportRoutes } from '#src/sellers/seller-stock-import-routes.ts';
import { collectionsRoutes } from '#src/collections/collections-routes.ts';
import { blogRoutes } from '#src/blog/blog-routes.ts';
import { complaintsRoutes } from '#src/complaints/complaints-routes.ts';
import { contactRoutes } from '#src/contact/contact-routes.ts';
import { newsletterOneClickRoutes, newsletterRoutes } from '#src/newsletter/newsletter-routes.ts';
import { maintenanceGate, settingsRoutes } from '#src/settings/settings-routes.ts';
import {
  sendAfterAnswer,
  type QueueAccountMailWithin,
  type SendAccountMail,
} from '#src/mail/account-mail-jobs.ts';
import { ApiHttpError } from '#src/http/api-errors.ts';
import { limitPublicReads, type PublicReadLimitOptions } from '#src/http/read-limit.ts';
import { devMailboxRoutes } from '#src/mail/dev-mailbox-routes.ts';
import { createMailer, type MailSettings } from '#src/mail/mailer.ts';
import { mediaRoutes } from '#src/media/media-routes.ts';
import { notificationsRoutes } from '#src/notifications/notifications-routes.ts';
import { useMetrics, type MetricsOptions } from '#src/observability/metrics.ts';
import { offersRoutes } from '#src/offers/offers-routes.ts';
import { sendNoticesAfterAnswer, type QueueOrderNotices } from '#src/orders/order-notices.ts';
import { ordersRoutes } from '#src/orders/orders-routes.ts';
import { staffOrdersRoutes } from '#src/orders/staff-orders-routes.ts';
import {
  createPaymentProviders,
  DEFAULT_API_BASE_URL,
  DEFAULT_STOREFRONT_URL,
  type PaymentSettings,
} from '#src/payments/payment-providers.ts';
import { paymentCallbackRoutes, paymentsRoutes } from '#src/payments/payments-routes.ts';
import type { PaymentContext } from '#src/payments/payments-service.ts';
import { productSlugsRoutes } from '#src/product-slugs/product-slugs-routes.ts';
import { productsRoutes } from '#src/products/products-routes.ts';
import { createPushSender, type PushSettings } from '#src/push/push-sender.ts';
import { pushRoutes } from '#src/push/push-routes.ts';
import { regionsRoutes } from '#src/regions/regions-routes.ts';
import { searchRoutes } from '#src/search/search-routes.ts';

/** The features served under `/api/`, each a plugin from its own folder. Add new ones here. */
const apiFeatures: readonly FeatureRoutes[] = [
  activityTypesRoutes,
  regionsRoutes,
  brandsRoutes,
  deliveryAreaRoutes,
  categoriesRoutes,
  productsRoutes,
  productSlugsRoutes,
  offersRoutes,
  searchRoutes,
  currenciesRoutes,
  customersRoutes,
  addressesRoutes,
  favoritesRoutes,
  notificationsRoutes,
  pushRoutes,
  cartUploadsRoutes,
  cartRoutes,
  checkoutRoutes,
  ordersRoutes,
  paymentsRoutes,
  staffRoutes,
  staffOrdersRoutes,
  ledgersRoutes,
  payoutsRoutes,
  refundsRoutes,
  refundsStaffRoutes,
  reviewsRoutes,
  questionsRoutes,
  complaintsRoutes,
  contentRoutes,
  collectionsRoutes,
  blogRoutes,
  contactRoutes,
  newsletterRoutes,
  settingsRoutes,
  storesRoutes,
  sellerApplicationsRoutes,
  sellerRoutes,
  sellerCatalogRoutes,
  sellerCatalogStaffRoutes,
  sellerSlotsRoutes,
  sellerOrdersRoutes,
  sellerStockImportRoutes,
  sellerStatementRoutes,
  staffCouponsRoutes,
  staffSlotsRoutes,
];

export interface AppOptions {
  db: Database;
  /** Public keys of the storefronts allowed to call `/api/*`. */
  publicKeys: readonly string[];
  /** Fastify's logger: `false` (the default, for tests), `true`, or pino options. */
  logger?: FastifyServerOptions['logger'];
  /** SMTP server and sender of account mail; without `smtpUrl` mail stays in the outbox. */
  mail?: MailSettings;
  /**
   * Queues account mail (the server's pg-boss queue, see cluster/jobs.ts); without it the mail
   * is sent by this process after the answer.
   */
  sendAccountMail?: SendAccountMail;
  /**
   * Queues the shopper's notices of an order's status change (the server's pg-boss queue, see
   * cluster/jobs.ts); without it this process sends them after the answer.
   */
  orderNotices?: QueueOrderNotices;
  /**
   * Queues account mail inside a transaction of the API's (the same queue): a placement's
   * confirmation then commits with its orders. Without it, it is queued after the commit.
   */
  queueAccountMailWithin?: QueueAccountMailWithin;
  /** VAPID keys, Firebase credentials and an HTTPS agent for sending pushes. */
  push?: PushSettings;
  /** Days a customer's bearer token works after sign-in (default 30). */
  tokenTtlDays?: number;
  /** Refunds above this many minor units need a second staff member's approval (default 50000). */
  refundSecondApprovalAbove?: number;
  /** Serve `GET /dev/mailbox` (default: unless NODE_ENV is production). */
  devMailbox?: boolean;
  /** Keep public catalog answers in memory (default: off, so tests see every change). */
  responseCache?: ResponseCacheOptions;
  /** Prometheus metrics at `/metrics`: behind a bearer token and/or on a port of their own. */
  metrics?: MetricsOptions;
  /**
   * Proxies believed about the client's address (`X-Forwarded-For`): addresses, CIDR ranges or
   * `loopback` (the default: the storefront on this machine). `request.ip` is the real client.
   */
  trustedProxies?: readonly string[];
  /** Per-client limit of public reads (default: off, so tests can read freely). */
  publicReads?: PublicReadLimitOptions;
  /** When /api answers 503 with Retry-After instead of taking more work (default: never). */
  loadShedding?: LoadSheddingOptions;
  /** Payment providers and the storefront's and the API's own addresses (see payments/). */
  payments?: PaymentSettings;
}

export interface LoadSheddingOptions {
  /** Mean event-loop delay over a sample, in ms (0: not checked). */
  maxEventLoopDelayMs?: number;
  /** Heap in use, in bytes (0: not checked). */
  maxHeapUsedBytes?: number;
  /** How often the process is measured, in ms (default 1000). */
  sampleIntervalMs?: number;
}

/** Seconds a shed request is told to wait: short, as the client retries a couple of times at most. */
export const SHED_RETRY_AFTER_SECONDS = 2;

/**
 * The store API as a Fastify instance, not yet listening: zod-validated routes, an OpenAPI
 * document at `/openapi.json`, `/health`, and the features under `/api/` behind the
 * public-key check. Every error answers an array of `{ code, message, field? }`.
 */
export function buildApp({
  db,
  publicKeys,
  logger = false,
  mail = {},
  sendAccountMail,
  orderNotices,
  queueAccountMailWithin,
  push: pushSettings = {},
  tokenTtlDays = DEFAULT_TOKEN_TTL_DAYS,
  refundSecondApprovalAbove = DEFAULT_REFUND_SECOND_APPROVAL_ABOVE,
  devMailbox = process.env.NODE_ENV !== 'production',
  responseCache = { seconds: 0 },
  metrics = {},
  trustedProxies = ['loopback'],
  publicReads = { perMinute: 0 },
  loadShedding = {},
  payments: paymentSettings = {},
}: AppOptions) {
  if (publicKeys.length === 0) throw new Error('buildApp needs at least one public key');

  const app = Fastify({
    logger: withRedaction(logger),
    // Every log line of a request carries its id: the storefront's when it sent a sane one.
    requestIdHeader: false,
    genReqId: requestIdOf,
    clientErrorHandler: writeClientError,
    // Only these may say who the client is; anyone else's X-Forwarded-For is ignored.
    trustProxy: trustedProxies.length > 0 ? [...trustedProxies] : false,
    // Malformed URL encodings and the like: the same error array as everything else.
    frameworkErrors: (error, request, reply) => void handleError(error, request, reply),
  }).withTypeProvider<ZodTypeProvider>();

  const mailer = createMailer(
    db,
    { storefrontUrl: paymentSettings.storefrontUrl, ...mail },
    app.log,
  );
  const accountMail = sendAccountMail ?? sendAfterAnswer(db, mailer, app.log);
  const push = createPushSender(db, pushSettings, app.log);

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);
  acceptEmptyJsonBodies(app);
  app.addHook('onRequest', echoRequestId);
  useMetrics(app, db, metrics);
  if (loadShedding.maxEventLoopDelayMs || loadShedding.maxHeapUsedBytes) {
    const sampleInterval = loadShedding.sampleIntervalMs ?? 1_000;
    // The first samples measure start-up (module loading, migrations), not serving: a process
    // would shed its first requests after every (re)start.
    let measuredFrom = Infinity;
    app.addHook('onListen', (done) => {
      measuredFrom = Date.now() + 2 * sampleInterval;
      done();
    });
    void app.register(underPressure, {
      maxEventLoopDelay: loadShedding.maxEventLoopDelayMs ?? 0,
      maxHeapUsedBytes: loadShedding.maxHeapUsedBytes ?? 0,
      sampleInterval,
      // Only the store calls are shed: /health, /metrics and pictures keep answering, so a
      // probe sees the process alive and a balancer does not take it out for being busy.
      pressureHandler: (request) => {
        if (!request.url.startsWith('/api/') || Date.now() < measuredFrom) return;
        const seconds = String(SHED_RETRY_AFTER_SECONDS);
        return Promise.reject(
          new ApiHttpError(503, 'unavailable', `Too busy: try again in ${seconds} s`, undefined, {
            'retry-after': seconds,
          }),
        );
      },
    });
  }
  // Before any route: helmet reads each route's own options as routes are added.
  useSecurityHeaders(app);

  // Browsers on the storefront's origin send bearer tokens, never cookies, so reflecting the
  // caller's origin without credentials is safe.
  void app.register(cors, {
    origin: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      PUBLIC_KEY_HEADER,
      CART_ID_HEADER,
      'Authorization',
      'Content-Type',
      'Accept-Language',
    ],
    maxAge: 600,
  });
  // Before any route: swagger collects routes as they are added.
  app.addHook('onRoute', documentBearerRoutes);
  void app.register(swagger, openApiOptions);
  void app.register(openApiRoutes);
  const payments: PaymentContext = {
    db,
    providers: createPaymentProviders(db, paymentSettings),
    storefrontUrl: paymentSettings.storefrontUrl ?? DEFAULT_STOREFRONT_URL,
    sendMail: accountMail,
    queueMailWithin: queueAccountMailWithin,
    log: app.log,
  };
  const queueOrderNotices =
    orderNotices ??
    sendNoticesAfterAnswer({
      db,
      mailer,
      push,
      storefrontUrl: payments.storefrontUrl,
      log: app.log,
    });
  const dependencies = {
    db,
    accountMail,
    queueMailWithin: queueAccountMailWithin,
    push,
    tokenTtlDays,
    refundSecondApprovalAbove,
    payments,
    orderNotices: queueOrderNotices,
  };
  void app.register(healthRoutes, dependencies);
  // Pictures: outside /api and without the key, since <img> tags cannot send headers.
  void app.register(mediaRoutes, dependencies);
  if (devMailbox) void app.register(devMailboxRoutes, { db });
  // Providers and the shopper's browser on a provider's page carry no storefront key.
  void app.register(paymentCallbackRoutes, {
    prefix: '/api',
    payments,
    formOrigins: [
      new URL(payments.storefrontUrl).origin,
      new URL(paymentSettings.apiBaseUrl ?? DEFAULT_API_BASE_URL).origin,
    ],
  });

  // One-click unsubscribe (RFC 8058): mail providers post it with no storefront key.
  void app.register(newsletterOneClickRoutes, { prefix: '/api', db });

  void app.register(
    async (api) => {
      api.addHook('onRequest', requirePublicKey(publicKeys));
      // Maintenance (R2.54): shopper calls answer 503 before any limit or cache is consulted.
      api.addHook('onRequest', maintenanceGate(db));
      await limitPublicReads(api, db, publicReads);
      // Popular public reads come from memory (after the key check).
      const answers = createResponseCache(db, responseCache);
      api.addHook('onRequest', answers.serve);
      // Reads a route marked public get an ETag and answer 304 when the caller has them
      // (then are kept: the ETag hook runs first).
      api.addHook('onSend', validateCachedReads);
      api.addHook('onSend', answers.keep);
      // Scoped here so an unknown /api route without a key is a 401, like every /api call.
      api.setNotFoundHandler(handleNotFound);
      for (const feature of apiFeatures) await api.register(feature, dependencies);
    },
    { prefix: '/api' },
  );

  return app;
}

export type App = ReturnType<typeof buildApp>;
