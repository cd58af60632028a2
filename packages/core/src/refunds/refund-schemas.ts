import { z } from 'zod';
import { bilingualNameSchema } from '#api/contract.ts';
import { currencyCodeSchema, pageSchema } from '#catalog/catalog-schemas.ts';
import { paymentMethods } from '#checkout/checkout-schemas.ts';
import { payoutDetailsInputSchema } from '#payout/payout-schemas.ts';
import {
  DEFAULT_REFUND_PAGE_SIZE,
  MAX_REFUND_LINES,
  MAX_REFUND_PAGE_SIZE,
  REFUND_REASON_MAX_LENGTH,
  refundDestinations,
  refundStatuses,
  type RefundStatus,
} from '#refunds/refund-constants.ts';

// Refunds (issue 15, R1.17, R2.46, R3.16, R5.22): a shopper asks for the money of some or all
// lines of a delivered order back, with a reason; staff approve (all or part) or reject; the
// money goes back to the wallet, the original payment or the payout details. The API computes
// every amount; a request carries units only.

export * from '#refunds/refund-constants.ts';

const id = z.number().int().positive().max(2_147_483_647);
const queryId = z.coerce.number().int().positive().max(2_147_483_647);
const minor = z.number().int().nonnegative();

/** The reason of a request (R5.22 "Reason is required"). */
export const refundReasonField = z
  .string()
  .trim()
  .min(1, 'validation:reasonRequired')
  .max(REFUND_REASON_MAX_LENGTH, 'validation:tooLong');

export const refundLineRequestSchema = z.strictObject({
  orderLineId: id,
  /** Units of the line to refund. */
  quantity: z.number().int().min(1).max(10_000),
});

/** `POST Refund`: lines and units of one of the shopper's delivered orders, a reason, where to. */
export const refundRequestSchema = z.strictObject({
  orderId: id,
  lines: z
    .array(refundLineRequestSchema)
    .min(1, 'refunds:form.linesRequired')
    .max(MAX_REFUND_LINES)
    .refine(
      (lines) => new Set(lines.map((line) => line.orderLineId)).size === lines.length,
      'Each line once',
    ),
  reason: refundReasonField,
  destination: z.enum(refundDestinations, { error: 'refunds:form.destinationRequired' }),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/**
 * The refund form (Order Details): a quantity for every line (0 leaves it out), the reason and
 * where the money goes; it gives the request's `lines`, `reason` and `destination`.
 */
export const refundFormSchema = z.object({
  lines: z
    .array(
      z.object({
        orderLineId: z.coerce.number().int().positive(),
        quantity: z.coerce.number().int().min(0).max(10_000),
      }),
    )
    .max(MAX_REFUND_LINES)
    .transform((lines) => lines.filter((line) => line.quantity > 0))
    .pipe(z.array(refundLineRequestSchema).min(1, 'refunds:form.linesRequired')),
  reason: refundReasonField,
  destination: z.enum(refundDestinations, { error: 'refunds:form.destinationRequired' }),
});
export type RefundFormInput = z.input<typeof refundFormSchema>;
export type RefundFormValues = z.output<typeof refundFormSchema>;

/** `GET Refund?page=&pageSize=` (newest first), and the staff's list with `status`. */
export const refundListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_REFUND_PAGE_SIZE)
    .default(DEFAULT_REFUND_PAGE_SIZE),
});
// A type, not an interface: it must fit the client's query-parameter record.
export type RefundListQuery = { page?: number; pageSize?: number };

export const refundParamsSchema = z.object({ id: queryId });

/** `GET Refund/Options?orderId=`: what of the order can still be refunded, and where to. */
export const refundOptionsQuerySchema = z.strictObject({ orderId: queryId });

export const refundableLineSchema = bilingualNameSchema.extend({
  orderLineId: id,
  /** Units ordered. */
  quantity: z.number().int().positive(),
  /** Units not yet asked for (by a request that is not rejected). */
  refundableQuantity: z.number().int().nonnegative(),
});
export type RefundableLine = z.infer<typeof refundableLineSchema>;

export const refundOptionsSchema = z.object({
  orderId: id,
  orderNumber: z.string(),
  currency: currencyCodeSchema,
  paymentMethod: z.enum(paymentMethods),
  /** Whether a request can be made now (delivered, and something left to ask for). */
  refundable: z.boolean(),
  lines: z.array(refundableLineSchema),
  /** Where this order's money may go (cash orders: wallet or payout; others: wallet or original). */
  destinations: z.array(z.enum(refundDestinations)),
  /** Whether the shopper has saved payout details (the payout destination needs them). */
  payoutDetailsSaved: z.boolean(),
});
export type RefundOptions = z.infer<typeof refundOptionsSchema>;

export const refundLineSchema = bilingualNameSchema.extend({
  orderLineId: id,
  quantity: z.number().int().positive(),
  /** What these units come to (their share of the coupon taken off), minor units. */
  amount: minor,
});
export type RefundLine = z.infer<typeof refundLineSchema>;

/** A refund request as the shopper sees it (Refund History). */
export const refundSchema = z.object({
  id,
  order: z.object({ id, number: z.string() }),
  status: z.enum(refundStatuses),
  reason: z.string(),
  destination: z.enum(refundDestinations),
  currency: currencyCodeSchema,
  /** What the lines come to (with the delivery fee when the request takes the order's last units). */
  requestedAmount: minor,
  /** What staff approved (all or part), once decided. */
  approvedAmount: minor.nullable(),
  /** Staff's note to the shopper. */
  decisionNote: z.string().nullable(),
  lines: z.array(refundLineSchema),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

export const refundPageSchema = pageSchema(refundSchema);
export type RefundPage = z.infer<typeof refundPageSchema>;

// ── Staff ─────────────────────────────────────────────────────────────────────────────────

/** `GET Staff/Refund?status=&page=&pageSize=`: oldest first, so the longest waiting come first. */
export const staffRefundListQuerySchema = refundListQuerySchema.extend({
  status: z.enum(refundStatuses).optional(),
});
export type StaffRefundListQuery = RefundListQuery & { status?: RefundStatus };

/**
 * How an approved refund is paid back: what goes to the `destination` (the part the payment
 * method paid), and the parts the wallet and points paid, which go back to them.
 */
export const refundPartsSchema = z.object({ destination: minor, wallet: minor, points: minor });
export type RefundParts = z.infer<typeof refundPartsSchema>;

/** A refund request as staff see it. */
export const staffRefundSchema = refundSchema.extend({
  customer: z.object({ id, email: z.string(), name: z.string() }),
  paymentMethod: z.enum(paymentMethods),
  parts: refundPartsSchema.nullable(),
  /** Where a payout goes, as the shopper's details were when it was approved. */
  payout: payoutDetailsInputSchema.nullable(),
  /** Tries of the provider refund so far, and the last problem. */
  attempts: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
  providerRef: z.string().nullable(),
  /**
   * A request above the second-approval amount approved once (who, how much, when): it waits for
   * another staff member's approval of that amount. Null otherwise.
   */
  firstApproval: z
    .object({ staffId: id, staffName: z.string(), amount: minor, at: z.string() })
    .nullable(),
});
export type StaffRefund = z.infer<typeof staffRefundSchema>;

export const staffRefundPageSchema = pageSchema(staffRefundSchema);
export type StaffRefundPage = z.infer<typeof staffRefundPageSchema>;

const noteField = z.string().trim().max(REFUND_REASON_MAX_LENGTH, 'validation:tooLong');

/** `POST Staff/Refund/{id}/Approve`: all that was asked (no `amount`) or part of it. */
export const approveRefundRequestSchema = z.strictObject({
  amount: z.number().int().positive().max(2_147_483_647).optional(),
  note: noteField.optional(),
});
export type ApproveRefundRequest = z.infer<typeof approveRefundRequestSchema>;

/** `POST Staff/Refund/{id}/Reject`, `…/Retry`. */
export const refundDecisionNoteSchema = z.strictObject({ note: noteField.optional() });
export type RefundDecisionNote = z.infer<typeof refundDecisionNoteSchema>;

/** `POST Staff/Refund/{id}/Paid`: staff paid a payout out (its bank or PayPal reference). */
export const refundPaidRequestSchema = z.strictObject({
  reference: z.string().trim().min(1).max(100),
  note: noteField.optional(),
});
export type RefundPaidRequest = z.infer<typeof refundPaidRequestSchema>;
