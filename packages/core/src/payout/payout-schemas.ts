import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';

// Payout details (issue 15, R2.47, R3.11, R3.12): where a shopper's refunds of cash orders are
// paid out: a bank account or a PayPal e-mail. The form and `PUT PayoutDetails` validate with
// the same schema; its messages are translation keys.

/** How a payout is made (R5.23 "Payment type is required" when none is chosen). */
export const payoutTypes = ['bank', 'paypal'] as const;
export type PayoutType = (typeof payoutTypes)[number];

/**
 * The Gulf countries whose IBANs the bank details accept (decision: the store pays out in the
 * Gulf only). ibantools checks each one's length and format, then the mod-97 check digits.
 */
export const GULF_IBAN_COUNTRIES = ['SA', 'AE', 'KW', 'QA', 'BH', 'OM'] as const;

/** Indian Financial System Code: 4 letters of the bank, a 0, 6 letters or digits of the branch. */
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** What a bank account number may hold (national formats vary): letters, digits, 4 to 34. */
const ACCOUNT_NUMBER = /^[A-Z0-9]{4,34}$/;

/** Letters and digits only, upper case: how IBANs, BICs and IFSCs are compared and kept. */
export function compactCode(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** Whether `value` is the IBAN of a bank in one of {@link GULF_IBAN_COUNTRIES}. */
export function isGulfIban(value: string): boolean {
  const iban = electronicFormatIBAN(value) ?? '';
  const country = iban.slice(0, 2);
  return (GULF_IBAN_COUNTRIES as readonly string[]).includes(country) && isValidIBAN(iban);
}

const text = (max: number) => z.string().trim().max(max, 'validation:tooLong').default('');

/**
 * `PUT PayoutDetails` and the Payout Details form: the type, then the bank's fields (account
 * number, bank name and holder name required; SWIFT/BIC, IFSC and a Gulf IBAN checked when
 * given) or the PayPal e-mail (R5.04 "Email address is required"). The other type's fields are
 * ignored. Codes are kept compact and upper case.
 */
export const payoutDetailsRequestSchema = z
  .strictObject({
    type: z.enum(payoutTypes, { error: 'validation:paymentTypeRequired' }),
    accountNumber: text(34),
    bankName: text(100),
    holderName: text(100),
    swift: text(15),
    ifsc: text(15),
    iban: text(42),
    paypalEmail: text(254),
  })
  .superRefine((value, ctx) => {
    const problem = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (value.type === 'paypal') {
      if (value.paypalEmail === '') problem('paypalEmail', 'validation:emailAddressRequired');
      else if (!z.email().safeParse(value.paypalEmail).success)
        problem('paypalEmail', 'validation:invalidEmail');
      return;
    }
    if (value.accountNumber === '') problem('accountNumber', 'validation:fieldRequired');
    else if (!ACCOUNT_NUMBER.test(compactCode(value.accountNumber)))
      problem('accountNumber', 'validation:accountNumberInvalid');
    if (value.bankName === '') problem('bankName', 'validation:fieldRequired');
    if (value.holderName === '') problem('holderName', 'validation:fieldRequired');
    if (value.swift !== '' && !isValidBIC(compactCode(value.swift)))
      problem('swift', 'validation:swiftInvalid');
    if (value.ifsc !== '' && !IFSC.test(compactCode(value.ifsc)))
      problem('ifsc', 'validation:ifscInvalid');
    if (value.iban !== '' && !isGulfIban(value.iban)) problem('iban', 'validation:ibanInvalid');
  })
  .transform((value): PayoutDetailsInput =>
    value.type === 'paypal'
      ? { type: 'paypal', paypalEmail: value.paypalEmail.toLowerCase() }
      : {
          type: 'bank',
          accountNumber: compactCode(value.accountNumber),
          bankName: value.bankName,
          holderName: value.holderName,
          swift: value.swift === '' ? null : compactCode(value.swift),
          ifsc: value.ifsc === '' ? null : compactCode(value.ifsc),
          iban: value.iban === '' ? null : (electronicFormatIBAN(value.iban) ?? null),
        },
  );
/** What the form holds (every field a string). */
export type PayoutDetailsForm = z.input<typeof payoutDetailsRequestSchema>;

const bankDetailsSchema = z.object({
  type: z.literal('bank'),
  accountNumber: z.string(),
  bankName: z.string(),
  holderName: z.string(),
  swift: z.string().nullable(),
  ifsc: z.string().nullable(),
  iban: z.string().nullable(),
});
const paypalDetailsSchema = z.object({ type: z.literal('paypal'), paypalEmail: z.string() });

/** Payout details as kept (the request, normalised). */
export const payoutDetailsInputSchema = z.discriminatedUnion('type', [
  bankDetailsSchema,
  paypalDetailsSchema,
]);
export type PayoutDetailsInput = z.infer<typeof payoutDetailsInputSchema>;

/** `GET PayoutDetails`: the shopper's details (null before they are saved) and when saved. */
export const payoutDetailsAnswerSchema = z.object({
  details: payoutDetailsInputSchema.nullable(),
  updatedAt: z.string().nullable(),
});
export type PayoutDetailsAnswer = z.infer<typeof payoutDetailsAnswerSchema>;
