// The numbers a Saudi business gives when it applies to sell (issue 16): checked as the applicant
// types, in the browser and again by the API. No zod here: the form's first load imports them.

/** Digits only: spaces and dashes dropped, Arabic-Indic digits made Latin. */
export function digitsOf(value: string): string {
  return value
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[\s-]/g, '');
}

/**
 * A Saudi commercial registration number: 10 digits, the first naming the kind of register
 * (1–5 for the regions' offices, 7 for the unified national number), e.g. 1010123456.
 */
export function isSaudiCrNumber(value: string): boolean {
  return /^[1-57]\d{9}$/.test(digitsOf(value));
}

/** A Saudi VAT registration number: 15 digits, starting and ending with 3 (ZATCA). */
export function isSaudiVatNumber(value: string): boolean {
  return /^3\d{13}3$/.test(digitsOf(value));
}

/**
 * The payout account of a Saudi business is a Saudi IBAN: `SA`, 2 check digits, 20 more
 * characters. Only the form is checked here; the mod-97 check digits are checked by the schema
 * (ibantools), which the form loads with the rest of its validation.
 */
export function hasSaudiIbanForm(value: string): boolean {
  return /^SA\d{2}[0-9A-Z]{20}$/.test(value.replace(/[\s-]/g, '').toUpperCase());
}
