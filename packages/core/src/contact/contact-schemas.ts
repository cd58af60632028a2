import { z } from 'zod';
import { pageSchema } from '#catalog/catalog-schemas.ts';
import {
  CONTACT_EMAIL_MAX,
  CONTACT_HANDLED_NOTE_MAX,
  contactMessageFilters,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_HONEYPOT_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
} from '#contact/contact-constants.ts';

// Contact Us (issue 16, R1.23, R2.53): anyone writes to the shop; the message is kept for staff
// (support) and e-mailed to the shop's support address. Messages are translation keys: R5.20
// "Subject is required", R5.21 "Message is required".

const id = z.number().int().positive();

export {
  CONTACT_EMAIL_MAX,
  CONTACT_HANDLED_NOTE_MAX,
  contactMessageFilters,
  type ContactMessageFilter,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_HONEYPOT_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
} from '#contact/contact-constants.ts';

const subjectField = z
  .string({ error: 'validation:subjectRequired' })
  .trim()
  .min(1, 'validation:subjectRequired')
  .max(CONTACT_SUBJECT_MAX, 'validation:tooLong');

const messageField = z
  .string({ error: 'validation:messageRequired' })
  .trim()
  .min(1, 'validation:messageRequired')
  .max(CONTACT_MESSAGE_MAX, 'validation:tooLong');

/** The sender's address ("Email is required", "Invalid Email", as every form of the shop). */
const contactEmailField = z
  .string({ error: 'validation:emailRequired' })
  .trim()
  .min(1, 'validation:emailRequired')
  .max(CONTACT_EMAIL_MAX, 'validation:tooLong')
  .pipe(z.email('validation:invalidEmail'));

/** The sender's name ("Name is required", R5.06, as sign-up's). */
const contactNameField = z
  .string({ error: 'validation:nameRequired' })
  .trim()
  .min(1, 'validation:nameRequired')
  .max(CONTACT_NAME_MAX, 'validation:tooLong');

const honeypotField = z.string().max(CONTACT_HONEYPOT_MAX);

/** The body of `POST ContactMessage`. */
export const contactRequestSchema = z.strictObject({
  name: contactNameField,
  email: contactEmailField,
  subject: subjectField,
  message: messageField,
  /** The honeypot ({@link CONTACT_HONEYPOT_FIELD}): empty or absent from a person. */
  [CONTACT_HONEYPOT_FIELD]: honeypotField.optional(),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** The Contact Us form: the same fields and messages, the honeypot a plain (empty) string. */
export const contactFormSchema = z.object({
  name: contactNameField,
  email: contactEmailField,
  subject: subjectField,
  message: messageField,
  [CONTACT_HONEYPOT_FIELD]: honeypotField,
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;

/**
 * The answer of `POST ContactMessage` (202): the message is taken. The same whether it was kept
 * and sent or a robot's (honeypot) was dropped, so a robot cannot tell.
 */
export const contactReceiptSchema = z.object({ received: z.literal(true) });
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;

// ── Staff (support) ────────────────────────────────────────────────────────────────────────

/** `GET Staff/ContactMessage?status=&page=&pageSize=`: newest first, unhandled by default. */
export const staffContactListQuerySchema = z.strictObject({
  status: z.enum(contactMessageFilters).default('unhandled'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type StaffContactListQuery = z.input<typeof staffContactListQuerySchema>;

/** A contact message as staff see it. */
export const staffContactMessageSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  /** The signed-in shopper who wrote it, or null for a guest. */
  customerId: id.nullable(),
  /**
   * The sender's client address as a keyed hash (never the address itself): messages from one
   * client share it, which helps staff spot a flood.
   */
  client: z.string(),
  createdAt: z.string(),
  /** When it was e-mailed to the support address (null until the queued mail went). */
  mailedAt: z.string().nullable(),
  handledAt: z.string().nullable(),
  handledBy: id.nullable(),
});
export type StaffContactMessage = z.infer<typeof staffContactMessageSchema>;
export const staffContactMessagePageSchema = pageSchema(staffContactMessageSchema);
export type StaffContactMessagePage = z.infer<typeof staffContactMessagePageSchema>;

/** `POST Staff/ContactMessage/{id}/Handled`: what was done, for the audit record. */
export const handleContactMessageRequestSchema = z.strictObject({
  note: z.string().trim().max(CONTACT_HANDLED_NOTE_MAX, 'validation:tooLong').default(''),
});
export type HandleContactMessageRequest = z.input<typeof handleContactMessageRequestSchema>;
