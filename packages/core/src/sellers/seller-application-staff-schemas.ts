import { z } from 'zod';
import { pageSchema } from '#catalog/catalog-schemas.ts';
import {
  sellerApplicationStatuses,
  sellerDocumentSchema,
} from '#sellers/seller-application-schemas.ts';
import { SELLER_DECISION_REASON_MAX } from '#sellers/seller-constants.ts';

// Staff's side of Become Seller (issue 16, R2.59, R6.03): support and admins list the
// applications, read one with its documents and history, and decide: review, approve (which opens
// the seller's store), reject, suspend, reinstate. Each decision is a move of the one table of
// allowed transitions in the API (anything else is 409 `invalid_transition`).

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);
const status = z.enum(sellerApplicationStatuses);

export { SELLER_DECISION_REASON_MAX } from '#sellers/seller-constants.ts';

/** The decisions staff take, each a `POST Staff/SellerApplication/{id}/<Decision>`. */
export const sellerDecisions = ['review', 'approve', 'reject', 'suspend', 'reinstate'] as const;
export type SellerDecision = (typeof sellerDecisions)[number];

/** `GET Staff/SellerApplication?status=&page=&pageSize=`: newest first, all statuses by default. */
export const staffSellerApplicationListQuerySchema = z.strictObject({
  status: status.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type StaffSellerApplicationListQuery = z.input<typeof staffSellerApplicationListQuerySchema>;

export const staffSellerApplicationParamsSchema = z.object({ id: positiveId });
export const staffSellerDocumentParamsSchema = z.object({
  id: positiveId,
  documentId: z.string().max(100).meta({ description: 'The document id (a UUID)' }),
});

/** A row of the staff list. */
export const staffSellerApplicationSummarySchema = z.object({
  id: z.number().int(),
  reference: z.uuid(),
  status,
  email: z.string(),
  crNumber: z.string(),
  legalName: z.string(),
  legalNameEn: z.string(),
  displayName: z.string(),
  displayNameEn: z.string(),
  locale: z.enum(['en', 'ar']),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffSellerApplicationSummary = z.infer<typeof staffSellerApplicationSummarySchema>;
export const staffSellerApplicationPageSchema = pageSchema(staffSellerApplicationSummarySchema);
export type StaffSellerApplicationPage = z.infer<typeof staffSellerApplicationPageSchema>;

/** One entry of an application's history. */
export const sellerApplicationEventSchema = z.object({
  status,
  reason: z.string().nullable(),
  /** The staff member who moved it; null for the applicant's own confirmation. */
  staffId: z.number().int().nullable(),
  createdAt: z.string(),
});

/**
 * `GET Staff/SellerApplication/{id}`: every field but the password's and code's hashes, its
 * documents, its history (oldest first), whether another application names the same CR number,
 * and the store's slug once approved.
 */
export const staffSellerApplicationSchema = staffSellerApplicationSummarySchema.extend({
  statusReason: z.string().nullable(),
  vatNumber: z.string(),
  activityTypeId: z.number().int(),
  cityIds: z.array(z.number().int()),
  contactName: z.string(),
  phoneCode: z.string(),
  phone: z.string(),
  description: z.string(),
  iban: z.string(),
  bankName: z.string(),
  accountHolder: z.string(),
  documents: z.array(sellerDocumentSchema),
  events: z.array(sellerApplicationEventSchema),
  /** Another application has the same commercial registration number (check before approving). */
  duplicateCrNumber: z.boolean(),
  storeSlug: z.string().nullable(),
  /** The seller account once approved: whether staff let its new products skip approval. */
  seller: z.object({ id: z.number().int(), autoApproveProducts: z.boolean() }).nullable(),
  /**
   * The decisions staff may take from its status now, in the API's order, and whether each needs
   * a reason (mailed to the applicant): a back office offers these and no others.
   */
  decisions: z.array(z.object({ decision: z.enum(sellerDecisions), reasonRequired: z.boolean() })),
});
export type StaffSellerApplication = z.infer<typeof staffSellerApplicationSchema>;

/** The body of Reject, Suspend and Reinstate: why, mailed to the applicant. */
export const sellerDecisionReasonSchema = z.strictObject({
  reason: z
    .string({ error: 'validation:reasonRequired' })
    .trim()
    .min(1, 'validation:reasonRequired')
    .max(SELLER_DECISION_REASON_MAX, 'validation:tooLong'),
});
export type SellerDecisionReason = z.input<typeof sellerDecisionReasonSchema>;

/** What a decision answers: the application's new status, and its store's slug once it has one. */
export const sellerDecisionResultSchema = z.object({
  id: z.number().int(),
  reference: z.uuid(),
  status,
  storeSlug: z.string().nullable(),
});
export type SellerDecisionResult = z.infer<typeof sellerDecisionResultSchema>;
