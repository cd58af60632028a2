import {
  newsletterConfirmedSchema,
  newsletterConfirmSchema,
  newsletterReceiptSchema,
  newsletterSignUpSchema,
  newsletterUnsubscribedSchema,
  newsletterUnsubscribeQuerySchema,
  staffNewsletterListQuerySchema,
  staffNewsletterPageSchema,
} from '@shop/core/schemas';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hitRateLimit, type RateLimit } from '#src/customers/rate-limit.ts';
import type { Database } from '#src/db/database.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { customerErrors } from '#src/http/customer-errors.ts';
import { neverCached } from '#src/http/http-cache.ts';
import { apiErrorListSchema } from '@shop/core/schemas';
import {
  confirmNewsletter,
  signUpForNewsletter,
  unsubscribeNewsletter,
} from './newsletter-service.ts';
import { readStaffSubscribers } from './newsletter-staff.ts';
import { requireStaff } from '#src/staff/staff-auth.ts';

/**
 * Newsletter sign-ups per client address and per subscriber's address, an hour: each is a mail
 * to an address nobody has confirmed yet, so one address's limit is low (nobody is mail-bombed
 * through it). The client's key is counted first, so a client past its own limit uses up no
 * address's. Confirmations per client: far above what a person needs, while guessing a token
 * (32 random bytes) is hopeless anyway.
 */
export const newsletterLimits = {
  perClient: { max: 20, windowSeconds: 3600 },
  perAddress: { max: 3, windowSeconds: 3600 },
  confirmPerClient: { max: 30, windowSeconds: 3600 },
} satisfies Record<string, RateLimit>;

const linkErrors = { 400: apiErrorListSchema, 422: apiErrorListSchema, 429: apiErrorListSchema };

/**
 * `Newsletter` and `Newsletter/Confirm` (public, behind the storefront's key; issue 16, R1.24),
 * and `Staff/NewsletterSubscriber` (support).
 */
export const newsletterRoutes: FeatureRoutes = (
  app,
  { db, accountMail, queueMailWithin, tokenTtlDays },
  done,
) => {
  app.addHook('onSend', neverCached);
  const mail = { within: queueMailWithin, after: accountMail };

  app.post(
    '/Newsletter',
    {
      schema: {
        tags: ['Content'],
        summary: 'Subscribe an address to the newsletter: a confirmation mail goes to it',
        description:
          'Double opt-in: the mail links to the storefront page `/newsletter/confirm?token=`, where ' +
          'the person presses Confirm (`POST Newsletter/Confirm`). The answer is the same 202 ' +
          'whether the address is new, pending or subscribed already. At most ' +
          `${newsletterLimits.perClient.max} an hour from one client and ` +
          `${newsletterLimits.perAddress.max} an hour for one address (429 rate_limited).`,
        body: newsletterSignUpSchema,
        response: { 202: newsletterReceiptSchema, ...customerErrors },
      },
    },
    async (request, reply) => {
      const { email, locale } = request.body;
      await hitRateLimit(db, `newsletter-ip:${request.ip}`, newsletterLimits.perClient);
      await hitRateLimit(
        db,
        `newsletter-email:${email.toLowerCase()}`,
        newsletterLimits.perAddress,
      );
      await signUpForNewsletter(db, mail, email, locale);
      return reply.code(202).send({ received: true });
    },
  );

  app.post(
    '/Newsletter/Confirm',
    {
      schema: {
        tags: ['Content'],
        summary:
          'Confirm a subscription (the person pressed Confirm): answers the first-purchase coupon',
        description:
          'The token of the mailed link (48 hours, once). Issues the address’s first-purchase ' +
          'coupon (one per address, ever: for a first order, once) and mails it. 422 ' +
          'newsletter_link_invalid for an unknown, expired or used token.',
        body: newsletterConfirmSchema,
        response: { 200: newsletterConfirmedSchema, ...linkErrors },
      },
    },
    async (request) => {
      await hitRateLimit(
        db,
        `newsletter-confirm-ip:${request.ip}`,
        newsletterLimits.confirmPerClient,
      );
      return confirmNewsletter(db, mail, request.body.token);
    },
  );

  app.get(
    '/Staff/NewsletterSubscriber',
    {
      onRequest: requireStaff(db, tokenTtlDays, ['support']),
      schema: {
        tags: ['Staff'],
        summary:
          'A page of the newsletter subscriptions, newest first (subscribed by default; support)',
        description:
          'Filter by status (`all` for every one) and by part of the address (`q`); with the ' +
          'count of each status. Addresses are personal data: support and admin only.',
        querystring: staffNewsletterListQuerySchema,
        response: { 200: staffNewsletterPageSchema, ...customerErrors },
      },
    },
    async (request) => readStaffSubscribers(db, request.query),
  );

  done();
};

/** The most bytes of a one-click unsubscribe's body (`List-Unsubscribe=One-Click`). */
const ONE_CLICK_BODY_LIMIT = 1024;

/**
 * `POST Newsletter/Unsubscribe?token=` outside the storefront's key: a mail provider posts it
 * when the person presses its Unsubscribe (RFC 8058, `List-Unsubscribe=One-Click` as a form
 * body), and the storefront's unsubscribe page posts it too. Not limited per client: providers
 * post for all their users from few addresses, and a token (32 random bytes) cannot be guessed.
 */
export const newsletterOneClickRoutes: FastifyPluginCallback<{ db: Database }> = (
  plain,
  { db },
  done,
) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  // Whatever the body (a form, JSON or none), only the token in the URL counts.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: ONE_CLICK_BODY_LIMIT },
    (_request, _body, next) => next(null, undefined),
  );
  app.addHook('onSend', neverCached);

  app.post(
    '/Newsletter/Unsubscribe',
    {
      bodyLimit: ONE_CLICK_BODY_LIMIT,
      schema: {
        tags: ['Content'],
        summary: 'Unsubscribe from the newsletter (one-click, RFC 8058; no storefront key)',
        description:
          'The token of the `List-Unsubscribe` URL of a newsletter mail (a year). Pressing twice ' +
          'changes nothing. 422 newsletter_link_invalid for an unknown or expired token.',
        querystring: newsletterUnsubscribeQuerySchema,
        response: { 200: newsletterUnsubscribedSchema, ...linkErrors, 413: apiErrorListSchema },
      },
    },
    async (request) => {
      await unsubscribeNewsletter(db, request.query.token);
      return { unsubscribed: true as const };
    },
  );

  done();
};
