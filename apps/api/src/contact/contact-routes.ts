import {
  CONTACT_HONEYPOT_FIELD,
  contactReceiptSchema,
  contactRequestSchema,
  handleContactMessageRequestSchema,
  moderationParamsSchema,
  staffContactListQuerySchema,
  staffContactMessagePageSchema,
  staffContactMessageSchema,
} from '@shop/core/schemas';
import { hitRateLimit, type RateLimit } from '#src/customers/rate-limit.ts';
import { requireCustomer, signedInCustomer } from '#src/customers/tokens.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { customerErrors } from '#src/http/customer-errors.ts';
import { neverCached } from '#src/http/http-cache.ts';
import { requireStaff, signedInStaff } from '#src/staff/staff-auth.ts';
import {
  keepContactMessage,
  markContactMessageHandled,
  readStaffContactMessages,
} from './contact-service.ts';

/**
 * Contact Us messages per client address and per sender's e-mail address, an hour: each is work
 * for support and a mail. The client's key is counted first, so a client past its own limit
 * uses up no address's; an address's limit also holds against many clients at once.
 */
export const contactLimits = {
  perClient: { max: 20, windowSeconds: 3600 },
  perAddress: { max: 5, windowSeconds: 3600 },
} satisfies Record<string, RateLimit>;

/**
 * `ContactMessage` (public; the shopper's token when signed in) and `Staff/ContactMessage`
 * (support): Contact Us (issue 16, R2.53).
 */
export const contactRoutes: FeatureRoutes = (
  app,
  { db, tokenTtlDays, accountMail, queueMailWithin },
  done,
) => {
  const customerHook = requireCustomer(db, tokenTtlDays);
  const asSupport = requireStaff(db, tokenTtlDays, ['support']);
  app.addHook('onSend', neverCached);

  app.post(
    '/ContactMessage',
    {
      // Signed in or not: a token, when sent, must be live (401 otherwise, as everywhere).
      onRequest: async function identify(request, reply) {
        if (request.headers.authorization !== undefined)
          await customerHook.call(this, request, reply);
      },
      schema: {
        tags: ['Content'],
        summary: "Write to the shop: kept for support and e-mailed to the shop's support address",
        description:
          `Public; with a customer's token the message names the account. At most ` +
          `${contactLimits.perClient.max} an hour from one client and ` +
          `${contactLimits.perAddress.max} an hour from one e-mail address (429 rate_limited). ` +
          `\`${CONTACT_HONEYPOT_FIELD}\` is a honeypot that people leave empty: when filled the ` +
          'answer is the same 202, and nothing is kept or sent.',
        body: contactRequestSchema,
        response: { 202: contactReceiptSchema, ...customerErrors },
      },
    },
    async (request, reply) => {
      const { [CONTACT_HONEYPOT_FIELD]: honeypot, ...message } = request.body;
      await hitRateLimit(db, `contact-ip:${request.ip}`, contactLimits.perClient);
      // A robot's message (the hidden field filled) is answered as a person's, and dropped.
      if (honeypot?.trim()) return reply.code(202).send({ received: true });
      await hitRateLimit(
        db,
        `contact-email:${message.email.toLowerCase()}`,
        contactLimits.perAddress,
      );
      const customerId =
        request.headers.authorization === undefined ? null : signedInCustomer(request).customer.id;
      await keepContactMessage(db, { within: queueMailWithin, after: accountMail }, message, {
        customerId,
        client: request.ip,
      });
      return reply.code(202).send({ received: true });
    },
  );

  app.get(
    '/Staff/ContactMessage',
    {
      onRequest: asSupport,
      schema: {
        tags: ['Staff'],
        summary: 'A page of the Contact Us messages, newest first (unhandled by default; support)',
        querystring: staffContactListQuerySchema,
        response: { 200: staffContactMessagePageSchema, ...customerErrors },
      },
    },
    async (request) => {
      const { status, page, pageSize } = request.query;
      return readStaffContactMessages(db, status, page, pageSize);
    },
  );

  app.post(
    '/Staff/ContactMessage/:id/Handled',
    {
      onRequest: asSupport,
      schema: {
        tags: ['Staff'],
        summary: 'Mark a Contact Us message handled, saying what was done (support)',
        description: 'Recorded in the audit record. 409 moderation_conflict when handled already.',
        params: moderationParamsSchema,
        body: handleContactMessageRequestSchema.optional(),
        response: { 200: staffContactMessageSchema, ...customerErrors },
      },
    },
    async (request) =>
      markContactMessageHandled(
        db,
        signedInStaff(request).staff.id,
        request.params.id,
        request.body?.note ?? '',
      ),
  );

  done();
};
