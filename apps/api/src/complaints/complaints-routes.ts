import {
  complaintListQuerySchema,
  complaintPageSchema,
  complaintRequestSchema,
  complaintSchema,
  MAX_OPEN_COMPLAINTS,
  moderationParamsSchema,
  resolveComplaintRequestSchema,
  staffComplaintListQuerySchema,
  staffComplaintPageSchema,
} from '@shop/core/schemas';
import { hitRateLimits, type RateLimit } from '#src/customers/rate-limit.ts';
import { requireCustomer, signedInCustomer } from '#src/customers/tokens.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { customerErrors } from '#src/http/customer-errors.ts';
import { neverCached } from '#src/http/http-cache.ts';
import { requireStaff, signedInStaff } from '#src/staff/staff-auth.ts';
import {
  fileComplaint,
  readMyComplaints,
  readStaffComplaints,
  resolveComplaint,
} from './complaints-service.ts';

/** Complaints filed per shopper and per client (each is work for support). */
export const complaintLimits = {
  perAccount: { max: 10, windowSeconds: 3600 },
  perClient: { max: 30, windowSeconds: 3600 },
} satisfies Record<string, RateLimit>;

/** `Complaint` (the signed-in shopper's) and `Staff/Complaint` (support): issue 15, R2.82. */
export const complaintsRoutes: FeatureRoutes = (app, { db, tokenTtlDays }, done) => {
  const asCustomer = requireCustomer(db, tokenTtlDays);
  const asSupport = requireStaff(db, tokenTtlDays, ['support']);
  app.addHook('onSend', neverCached);

  app.post(
    '/Complaint',
    {
      onRequest: asCustomer,
      schema: {
        tags: ['Account'],
        summary: "Complain about one of the shopper's orders: a reason from the list and a note",
        description:
          `At most ${MAX_OPEN_COMPLAINTS} open complaints per shopper (409 complaints_full, with ` +
          `limit); at most ${complaintLimits.perAccount.max} an hour (429). Another's order: 404.`,
        body: complaintRequestSchema,
        response: { 201: complaintSchema, ...customerErrors },
      },
    },
    async (request, reply) => {
      const { customer } = signedInCustomer(request);
      await hitRateLimits(db, [
        [`complaint:${customer.id}`, complaintLimits.perAccount],
        [`complaint-ip:${request.ip}`, complaintLimits.perClient],
      ]);
      return reply.code(201).send(await fileComplaint(db, customer.id, request.body));
    },
  );

  app.get(
    '/Complaint',
    {
      onRequest: asCustomer,
      schema: {
        tags: ['Account'],
        summary: "A page of the shopper's complaints (of one order with orderId), newest first",
        querystring: complaintListQuerySchema,
        response: { 200: complaintPageSchema, ...customerErrors },
      },
    },
    async (request) => {
      const { customer } = signedInCustomer(request);
      const { orderId, page, pageSize } = request.query;
      return readMyComplaints(db, customer.id, orderId, page, pageSize);
    },
  );

  app.get(
    '/Staff/Complaint',
    {
      onRequest: asSupport,
      schema: {
        tags: ['Staff'],
        summary: 'A page of the complaints in a status (open by default), oldest first (support)',
        querystring: staffComplaintListQuerySchema,
        response: { 200: staffComplaintPageSchema, ...customerErrors },
      },
    },
    async (request) => {
      const { status, page, pageSize } = request.query;
      return readStaffComplaints(db, status, page, pageSize);
    },
  );

  app.post(
    '/Staff/Complaint/:id/Resolve',
    {
      onRequest: asSupport,
      schema: {
        tags: ['Staff'],
        summary: 'Resolve an open complaint, saying what was done (support)',
        description: 'Recorded in the audit record. 409 moderation_conflict when resolved already.',
        params: moderationParamsSchema,
        body: resolveComplaintRequestSchema,
        response: { 200: complaintSchema, ...customerErrors },
      },
    },
    async (request) =>
      resolveComplaint(db, signedInStaff(request).staff.id, request.params.id, request.body.note),
  );

  done();
};
