import {
  apiErrorListSchema,
  orderParamsSchema,
  payOrderAnswerSchema,
  payOrderRequestSchema,
} from '@shop/core/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hitRateLimits, type RateLimit } from '#src/customers/rate-limit.ts';
import { requireCustomer, signedInCustomer } from '#src/customers/tokens.ts';
import { testPaymentSessions } from '#src/db/schema.ts';
import { ApiHttpError } from '#src/http/api-errors.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { checkoutErrors } from '#src/http/checkout-errors.ts';
import { neverCached } from '#src/http/http-cache.ts';
import { LocalTestPaymentProvider } from '#src/payments/local-test-provider.ts';
import { WebhookRefused } from '#src/payments/payment-provider.ts';
import {
  applyNotification,
  payOrder,
  type PaymentContext,
} from '#src/payments/payments-service.ts';
import { testPaymentPage } from '#src/payments/test-payment-page.ts';

/** The language a provider's page opens in: English when the caller prefers it, else Arabic. */
export function paymentLocale(request: FastifyRequest): 'en' | 'ar' {
  return /^\s*en\b/i.test(request.headers['accept-language'] ?? '') ? 'en' : 'ar';
}

/** Pay-again calls one account, and one client, may make in an hour (each may open a session). */
export const payAgainPerAccount: RateLimit = { max: 30, windowSeconds: 3600 };
export const payAgainPerClient: RateLimit = { max: 300, windowSeconds: 3600 };

/** `POST Order/{id}/Pay`: continue an order awaiting payment (R4.21). */
export const paymentsRoutes: FeatureRoutes = (app, { db, tokenTtlDays, payments }, done) => {
  const onRequest = requireCustomer(db, tokenTtlDays);
  app.addHook('onSend', neverCached);
  app.post(
    '/Order/:id/Pay',
    {
      onRequest,
      schema: {
        tags: ['Order'],
        summary: 'Pay an order awaiting payment again, with this method (R4.21)',
        description:
          'Card or Pay in 4: a new attempt at the provider (the open one is cancelled; ' +
          'concurrent calls share one), answered as a PaymentStart. Cash on delivery: the ' +
          "placement's orders are placed, payment null. 409 order_status_conflict unless the " +
          'order awaits payment; 429 past 30 an hour per account (300 per client).',
        params: orderParamsSchema,
        body: payOrderRequestSchema,
        response: { 200: payOrderAnswerSchema, ...checkoutErrors, 429: apiErrorListSchema },
      },
    },
    async (request) => {
      const { customer } = signedInCustomer(request);
      await hitRateLimits(db, [
        [`order-pay:${customer.id}`, payAgainPerAccount],
        [`order-pay-ip:${request.ip}`, payAgainPerClient],
      ]);
      return payOrder(
        payments,
        customer.id,
        request.params.id,
        request.body.paymentMethod,
        paymentLocale(request),
      );
    },
  );
  done();
};

/** Largest provider notification taken in. */
export const WEBHOOK_BODY_LIMIT = 64 * 1024;

const providerParams = z.object({ provider: z.string().regex(/^[a-z0-9-]{1,32}$/) });
const sessionParams = z.object({ id: z.string().regex(/^tps_[A-Za-z0-9_-]{24}$/) });
const actionParams = sessionParams.extend({ action: z.enum(['approve', 'decline', 'abort']) });
const htmlAnswer = z.string().describe('text/html');

/**
 * Routes the providers and the shopper's browser call without the storefront's key (under
 * `/api`, outside its key check): the webhooks, and the local test provider's hosted page and
 * buttons. Bodies are read raw here (signatures are over the exact bytes).
 */
export const paymentCallbackRoutes: FastifyPluginCallback<{
  payments: PaymentContext;
  /** Origins the test page's forms may post to and be sent back to. */
  formOrigins: string[];
}> = (plain, { payments, formOrigins }, done) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_r, body, next) => next(null, body),
  );
  app.addHook('onSend', neverCached);

  app.post(
    '/Payments/Webhook/:provider',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags: ['Payments'],
        summary: "A payment provider's signed notification",
        description:
          "Verified by the provider's signature and time (5 min); it must match the attempt's " +
          'reference, amount and currency. An event seen before answers 200 with no effect. ' +
          '400 payment_webhook_refused or payment_mismatch; 404 an unknown provider.',
        params: providerParams,
        response: {
          200: z.object({ received: z.literal(true) }),
          400: apiErrorListSchema,
          404: apiErrorListSchema,
          413: apiErrorListSchema,
        },
      },
    },
    async (request) => {
      const provider = payments.providers.byName.get(request.params.provider);
      if (!provider) {
        throw new ApiHttpError(404, 'not_found', 'Unknown payment provider', 'params.provider');
      }
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let event;
      try {
        event = await provider.verifyWebhook(request.headers, raw);
      } catch (error) {
        if (!(error instanceof WebhookRefused)) throw error;
        request.log.warn(
          { provider: provider.name, reason: error.message },
          'payment webhook refused',
        );
        throw new ApiHttpError(400, 'payment_webhook_refused', 'The notification is refused');
      }
      await applyNotification(payments, provider.name, event);
      return { received: true as const };
    },
  );

  const local = [...payments.providers.byName.values()].find(
    (provider) => provider instanceof LocalTestPaymentProvider,
  );
  if (local) {
    const pageOptions = {
      helmet: {
        contentSecurityPolicy: {
          useDefaults: false,
          directives: {
            defaultSrc: ["'none'"],
            baseUri: ["'none'"],
            styleSrc: ["'unsafe-inline'"],
            formAction: ["'self'", ...formOrigins],
            frameAncestors: ["'none'"],
            // The storefront's /api proxy keeps a sandboxed answer's own policy.
            sandbox: ['allow-forms'],
          },
        },
      },
    };
    app.get(
      '/TestPayments/:id',
      {
        ...pageOptions,
        schema: {
          tags: ['Payments'],
          summary: "The local test payment provider's hosted page (HTML)",
          params: sessionParams,
          response: { 200: htmlAnswer, 404: apiErrorListSchema },
        },
      },
      async (request, reply) => {
        const [session] = await payments.db
          .select()
          .from(testPaymentSessions)
          .where(eq(testPaymentSessions.id, request.params.id));
        if (!session)
          throw new ApiHttpError(404, 'not_found', 'Unknown payment session', 'params.id');
        return reply.type('text/html; charset=utf-8').send(testPaymentPage(session));
      },
    );
    app.post(
      '/TestPayments/:id/:action',
      {
        ...pageOptions,
        bodyLimit: 1024,
        schema: {
          tags: ['Payments'],
          summary: "A button of the local test provider's page: approve, decline or abort",
          description: 'Approve and decline send the signed webhook; 303 to the return page.',
          params: actionParams,
          response: { 303: z.null(), 404: apiErrorListSchema },
        },
      },
      async (request, reply) => {
        const back = await local.finish(request.params.id, request.params.action, request.log);
        if (!back) throw new ApiHttpError(404, 'not_found', 'Unknown payment session', 'params.id');
        return reply.redirect(back, 303);
      },
    );
  }
  done();
};
