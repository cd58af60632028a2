import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import {
  emailField,
  nameField,
  passwordField,
  phoneCodeField,
  phoneField,
  phoneRules,
  codeField,
} from '#customer/customer-schemas.ts';
import {
  digitsOf,
  hasSaudiIbanForm,
  isSaudiCrNumber,
  isSaudiVatNumber,
} from '#sellers/seller-numbers.ts';
import {
  SELLER_BANK_NAME_MAX,
  SELLER_CITIES_MAX,
  SELLER_DESCRIPTION_MAX,
  SELLER_NAME_MAX,
  sellerApplicationStatuses,
  sellerDocumentKinds,
} from '#sellers/seller-constants.ts';

// Become Seller (issue 16, R2.59, R1.22): a business applies with its names in both languages,
// its Saudi commercial registration and VAT numbers, the cities it would serve, a contact, the
// payout IBAN, a password for the seller account, and two documents uploaded first
// (`POST SellerApplication/Document`). The form and the API validate with these schemas; the
// messages are translation keys of the `validation` namespace.

export {
  SELLER_BANK_NAME_MAX,
  SELLER_CITIES_MAX,
  SELLER_DESCRIPTION_MAX,
  SELLER_NAME_MAX,
  sellerApplicationStatuses,
  sellerDocumentKinds,
  type SellerApplicationStatus,
  type SellerDocumentKind,
} from '#sellers/seller-constants.ts';

const text = (max: number) =>
  z
    .string({ error: 'validation:fieldRequired' })
    .trim()
    .min(1, 'validation:fieldRequired')
    .max(max, 'validation:tooLong');

/**
 * A number typed as digits (Arabic-Indic digits, spaces and dashes allowed), kept as Latin
 * digits: `required` when empty, `invalid` when `fits` refuses it.
 */
function digitsField(
  required: string,
  invalid: string,
  max: number,
  fits: (value: string) => boolean,
) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, invalid)
    .refine(fits, invalid)
    .transform(digitsOf);
}

const crNumberField = digitsField(
  'validation:crNumberRequired',
  'validation:crNumberInvalid',
  20,
  isSaudiCrNumber,
);
const vatNumberField = digitsField(
  'validation:vatNumberRequired',
  'validation:vatNumberInvalid',
  25,
  isSaudiVatNumber,
);

/** A Saudi IBAN: its form (SA + 22), then its mod-97 check digits; kept without spaces. */
const ibanField = z
  .string({ error: 'validation:ibanRequired' })
  .trim()
  .min(1, { error: 'validation:ibanRequired', abort: true })
  .max(42, 'validation:saudiIbanInvalid')
  .refine(hasSaudiIbanForm, { error: 'validation:saudiIbanInvalid', abort: true })
  .refine((value) => isValidIBAN(electronicFormatIBAN(value) ?? ''), 'validation:ibanCheckDigits')
  .transform((value) => electronicFormatIBAN(value) ?? value);

const cityIdsField = z
  .array(z.number().int().positive(), { error: 'validation:citiesRequired' })
  .min(1, 'validation:citiesRequired')
  .max(SELLER_CITIES_MAX, 'validation:tooLong');

const activityTypeField = z
  .number({ error: 'validation:activityTypeRequired' })
  .int()
  .positive('validation:activityTypeRequired');

const documentIdField = z.uuid({ error: 'validation:documentRequired' });

/** Fields the request and the form share. */
const applicationFields = {
  legalName: text(SELLER_NAME_MAX),
  legalNameEn: text(SELLER_NAME_MAX),
  displayName: text(SELLER_NAME_MAX),
  displayNameEn: text(SELLER_NAME_MAX),
  crNumber: crNumberField,
  vatNumber: vatNumberField,
  activityTypeId: activityTypeField,
  cityIds: cityIdsField,
  contactName: nameField,
  phoneCode: phoneCodeField,
  phone: phoneField,
  email: emailField,
  description: text(SELLER_DESCRIPTION_MAX),
  iban: ibanField,
  bankName: text(SELLER_BANK_NAME_MAX),
  accountHolder: text(SELLER_NAME_MAX),
  password: passwordField,
  documents: z.strictObject(
    { crCertificate: documentIdField, vatCertificate: documentIdField },
    { error: 'validation:documentRequired' },
  ),
};

function checkPhone(
  value: { phoneCode: keyof typeof phoneRules; phone: string },
  ctx: z.RefinementCtx,
) {
  if (value.phone && !phoneRules[value.phoneCode].test(value.phone)) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: 'validation:phoneInvalid' });
  }
}

/**
 * The body of `POST SellerApplication`. `locale` is the language the applicant applied in: every
 * mail about the application is written in it.
 */
export const sellerApplicationRequestSchema = z
  .strictObject({ ...applicationFields, locale: z.enum(['en', 'ar']) })
  .superRefine(checkPhone)
  .transform((value) => ({ ...value, email: value.email.toLowerCase() }));
export type SellerApplicationRequest = z.input<typeof sellerApplicationRequestSchema>;

/** The Become Seller form: the request's fields, and the password typed twice. */
export const sellerApplicationFormSchema = z
  .object({
    ...applicationFields,
    confirmPassword: z.string().min(1, 'validation:confirmPasswordRequired'),
  })
  .superRefine((value, ctx) => {
    checkPhone(value, ctx);
    if (value.confirmPassword && value.password !== value.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: 'validation:confirmPasswordMismatch',
      });
    }
  });
export type SellerApplicationForm = z.input<typeof sellerApplicationFormSchema>;
export type SellerApplicationFormValues = z.output<typeof sellerApplicationFormSchema>;

/**
 * What `POST SellerApplication` answers (202), the same whether the application is new or the
 * same e-mail and registration number applied before: the handle of the application, whose code
 * is mailed to its e-mail. Nothing says whether anyone applied before.
 */
export const sellerApplicationAcceptedSchema = z.object({ reference: z.uuid() });
export type SellerApplicationAccepted = z.infer<typeof sellerApplicationAcceptedSchema>;

/** `POST SellerApplication/{reference}/Confirm`: the 6-digit code of the mail. */
export const sellerApplicationConfirmSchema = z.object({ code: codeField });
export type SellerApplicationConfirm = z.infer<typeof sellerApplicationConfirmSchema>;

/** What confirming answers: where the application stands now. */
export const sellerApplicationStateSchema = z.object({
  reference: z.uuid(),
  status: z.enum(sellerApplicationStatuses),
});
export type SellerApplicationState = z.infer<typeof sellerApplicationStateSchema>;

/** `POST SellerApplication/Document?kind=…` (multipart, one part `file`) answers this (201). */
export const sellerDocumentSchema = z.object({
  id: z.uuid(),
  kind: z.enum(sellerDocumentKinds),
  fileName: z.string(),
  contentType: z.string(),
  byteSize: z.number().int(),
});
export type SellerDocument = z.infer<typeof sellerDocumentSchema>;
export const sellerDocumentQuerySchema = z.object({ kind: z.enum(sellerDocumentKinds) });
