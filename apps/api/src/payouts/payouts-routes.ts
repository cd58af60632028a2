import { payoutDetailsAnswerSchema, payoutDetailsRequestSchema } from '@shop/core/schemas';
import { z } from 'zod';
import { hitRateLimits } from '#src/customers/rate-limit.ts';
import { requireCustomer, signedInCustomer } from '#src/customers/tokens.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { customerErrors } from '#src/http/customer-errors.ts';
import { neverCached } from '#src/http/http-cache.ts';
import {
  deletePayoutDetails,
  readPayoutDetails,
  savePayoutDetails,
} from '#src/payouts/payouts-queries.ts';

/** Saves of payout details per customer and per client an hour (where refunds are paid: 429 past it). */
export const payoutSaveLimits = {
  perCustomer: { max: 20, windowSeconds: 3600 },
  perClient: { max: 60, windowSeconds: 3600 },
};

/**
 * `PayoutDetails`: where the signed-in shopper's refunds of cash orders are paid out (R2.47):
 * a bank account or a PayPal e-mail, one set per customer.
 */
export const payoutsRoutes: FeatureRoutes = (app, { db, tokenTtlDays }, done) => {
  const onRequest = requireCustomer(db, tokenTtlDays);
  const tags = ['Account'];
  app.addHook('onSend', neverCached);

  app.get(
    '/PayoutDetails',
    {
      onRequest,
      schema: {
        tags,
        summary: "The customer's payout details (null before any are saved)",
        response: { 200: payoutDetailsAnswerSchema, ...customerErrors },
      },
    },
    (request) => readPayoutDetails(db, signedInCustomer(request).customer.id),
  );

  app.put(
    '/PayoutDetails',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Saves the payout details: a bank account or a PayPal e-mail',
        description:
          'Bank: account number, bank name and holder name required; SWIFT/BIC, IFSC and IBAN ' +
          '(a Gulf bank: SA, AE, KW, QA, BH, OM; length and check digits) checked when given. ' +
          "PayPal: the e-mail. The other type's fields are dropped.",
        body: payoutDetailsRequestSchema,
        response: { 200: payoutDetailsAnswerSchema, ...customerErrors },
      },
    },
    async (request) => {
      const { customer } = signedInCustomer(request);
      await hitRateLimits(db, [
        [`payout:${customer.id}`, payoutSaveLimits.perCustomer],
        [`payout-ip:${request.ip}`, payoutSaveLimits.perClient],
      ]);
      return savePayoutDetails(db, customer.id, request.body);
    },
  );

  app.delete(
    '/PayoutDetails',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Removes the payout details',
        response: { 204: z.null(), ...customerErrors },
      },
    },
    async (request, reply) => {
      await deletePayoutDetails(db, signedInCustomer(request).customer.id);
      return reply.code(204).send(null);
    },
  );

  done();
};
