import {
  approveRefundRequestSchema,
  refundDecisionNoteSchema,
  refundPaidRequestSchema,
  refundParamsSchema,
  staffRefundListQuerySchema,
  staffRefundPageSchema,
  staffRefundSchema,
} from '@shop/core/schemas';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { customerErrors as staffErrors } from '#src/http/customer-errors.ts';
import { neverCached } from '#src/http/http-cache.ts';
import {
  approveRefund,
  markPayoutPaid,
  rejectRefund,
  retryRefund,
  staffRefund,
  staffRefundPage,
} from '#src/refunds/refunds-service.ts';
import { requireStaff, signedInStaff } from '#src/staff/staff-auth.ts';

/**
 * `Staff/Refund`: staff (support, admin) list refund requests and decide them (issue 15). Every
 * decision writes its audit row in its own transaction; a customer's token answers 403.
 */
export const refundsStaffRoutes: FeatureRoutes = (
  app,
  { db, tokenTtlDays, payments, refundSecondApprovalAbove },
  done,
) => {
  const onRequest = requireStaff(db, tokenTtlDays, ['support']);
  const tags = ['Staff'];
  app.addHook('onSend', neverCached);
  const context = {
    db,
    providers: payments.providers,
    log: payments.log,
    secondApprovalAbove: refundSecondApprovalAbove,
  };

  app.get(
    '/Staff/Refund',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A page of refund requests (of one status), the longest waiting first',
        querystring: staffRefundListQuerySchema,
        response: { 200: staffRefundPageSchema, ...staffErrors },
      },
    },
    (request) => staffRefundPage(db, request.query),
  );

  app.get(
    '/Staff/Refund/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'One refund request with its parts, payout and provider tries',
        params: refundParamsSchema,
        response: { 200: staffRefundSchema, ...staffErrors },
      },
    },
    (request) => staffRefund(db, request.params.id),
  );

  app.post(
    '/Staff/Refund/:id/Approve',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Approve a request, wholly (no amount) or in part',
        description:
          'The wallet and points parts are credited at once; to the wallet the refund is done; ' +
          'to the original payment it is sent to the provider (then retried by a job until ' +
          'refunded or failed); a payout waits for `Paid`. 409 refund_status_conflict when ' +
          'decided already, refund_amount_exceeded past what was asked. Above ' +
          'REFUND_SECOND_APPROVAL_ABOVE minor units two staff members approve: the first ' +
          'approval is kept (`firstApproval`, still `requested`); the same member again is 409 ' +
          'second_approval_required; another member approves that amount (no amount: the ' +
          "first's; another amount: 409 approval_amount_mismatch).",
        params: refundParamsSchema,
        body: approveRefundRequestSchema,
        response: { 200: staffRefundSchema, ...staffErrors },
      },
    },
    (request) =>
      approveRefund(context, signedInStaff(request).staff.id, request.params.id, request.body),
  );

  app.post(
    '/Staff/Refund/:id/Reject',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Reject a request (its units may be asked for again)',
        params: refundParamsSchema,
        body: refundDecisionNoteSchema,
        response: { 200: staffRefundSchema, ...staffErrors },
      },
    },
    (request) =>
      rejectRefund(db, signedInStaff(request).staff.id, request.params.id, request.body.note),
  );

  app.post(
    '/Staff/Refund/:id/Paid',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Mark an approved payout paid (bank transfer or PayPal reference)',
        params: refundParamsSchema,
        body: refundPaidRequestSchema,
        response: { 200: staffRefundSchema, ...staffErrors },
      },
    },
    (request) =>
      markPayoutPaid(db, signedInStaff(request).staff.id, request.params.id, request.body),
  );

  app.post(
    '/Staff/Refund/:id/Retry',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Try a failed refund to the original payment again (same idempotency key)',
        params: refundParamsSchema,
        body: refundDecisionNoteSchema,
        response: { 200: staffRefundSchema, ...staffErrors },
      },
    },
    (request) =>
      retryRefund(context, signedInStaff(request).staff.id, request.params.id, request.body.note),
  );

  done();
};
