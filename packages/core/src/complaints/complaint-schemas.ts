import { z } from 'zod';
import { pageSchema } from '#catalog/catalog-schemas.ts';
import { complaintReasons } from '#complaints/complaint-constants.ts';

// Complaints about an order (issue 15, R2.82, R3.15): a reason from a fixed list and a note;
// they reach staff (support), who resolve them. Messages are translation keys (R5.22 "Reason is
// required").

const id = z.number().int().positive();
const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

export { complaintReasons, type ComplaintReason } from '#complaints/complaint-constants.ts';
export const complaintStatuses = ['open', 'resolved'] as const;
export type ComplaintStatus = (typeof complaintStatuses)[number];

/** The most characters of a complaint's note, and of staff's resolution note. */
export const COMPLAINT_NOTE_MAX = 1000;
/** Open complaints one shopper may have at once (409 `complaints_full`). */
export const MAX_OPEN_COMPLAINTS = 10;

/** One of the reasons (R5.22 "Reason is required" when none, or one not on the list). */
const reasonField = z.enum(complaintReasons, { error: 'validation:reasonRequired' });
const noteField = z.string().trim().max(COMPLAINT_NOTE_MAX, 'validation:tooLong');

/** The body of `POST Complaint`. */
export const complaintRequestSchema = z.strictObject({
  orderId: positiveId,
  reason: reasonField,
  note: noteField.default(''),
});
export type ComplaintRequest = z.infer<typeof complaintRequestSchema>;

/** The complaint modal's form: the reason from radio inputs ("" while none is chosen). */
export const complaintFormSchema = z.object({ reason: reasonField, note: noteField });
export type ComplaintFormInput = z.input<typeof complaintFormSchema>;
export type ComplaintFormValues = z.output<typeof complaintFormSchema>;

/** A complaint as its author sees it. */
export const complaintSchema = z.object({
  id,
  orderId: id,
  orderNumber: z.string(),
  reason: z.enum(complaintReasons),
  note: z.string(),
  status: z.enum(complaintStatuses),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type Complaint = z.infer<typeof complaintSchema>;
export const complaintPageSchema = pageSchema(complaintSchema);
export type ComplaintPage = z.infer<typeof complaintPageSchema>;

/** `GET Complaint?orderId=&page=&pageSize=`: the shopper's complaints, newest first. */
export const complaintListQuerySchema = z.strictObject({
  orderId: positiveId.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export type ComplaintListQuery = z.input<typeof complaintListQuerySchema>;

// ── Staff (support) ────────────────────────────────────────────────────────────────────────

/** `GET Staff/Complaint?status=&page=&pageSize=`: oldest first. */
export const staffComplaintListQuerySchema = complaintListQuerySchema
  .omit({ orderId: true })
  .extend({ status: z.enum(complaintStatuses).default('open') });

export const staffComplaintSchema = complaintSchema.extend({ customerId: id });
export type StaffComplaint = z.infer<typeof staffComplaintSchema>;
export const staffComplaintPageSchema = pageSchema(staffComplaintSchema);
export type StaffComplaintPage = z.infer<typeof staffComplaintPageSchema>;

/** The body of `POST Staff/Complaint/{id}/Resolve`: what was done, for the audit record. */
export const resolveComplaintRequestSchema = z.strictObject({
  note: noteField.default(''),
});
export type ResolveComplaintRequest = z.input<typeof resolveComplaintRequestSchema>;
