/** An error of the store API (spec §8: an array of objects with a code), as forms receive it. */
export interface ServerError {
  /** Stable code ("validation", "409", "invalid_credentials" …). */
  code: string;
  /** A translation key ("validation:emailRequired") or a text to show as is. */
  message: string;
  /** The field it concerns ("email" or the API's "body.email"); without one it goes in the alert. */
  field?: string;
}

/**
 * Texts for codes the account screens know (spec §8), used when `message` is no translation key:
 * 409 "this user is already registered"; 401/404 on sign-in; a wrong or expired code; rate limit.
 */
export const serverErrorKeys: Record<string, string> = {
  '409': 'account:messages.alreadyRegistered',
  already_registered: 'account:messages.alreadyRegistered',
  '401': 'account:serverErrors.wrongCredentials',
  '404': 'account:serverErrors.wrongCredentials',
  invalid_credentials: 'account:serverErrors.wrongCredentials',
  invalid_code: 'account:serverErrors.wrongCode',
  '429': 'account:serverErrors.rateLimited',
  rate_limited: 'account:serverErrors.rateLimited',
  '500': 'account:serverErrors.internal',
  internal: 'account:serverErrors.internal',
  addresses_full: 'errors:api.addresses_full',
  address_not_found: 'errors:api.address_not_found',
  '503': 'errors:api.unavailable',
  unavailable: 'errors:api.unavailable',
};

/** The form field a server error names: "body.email" → "email" (the API prefixes the part). */
export function serverErrorField(field: string | undefined): string | undefined {
  return field?.replace(/^(body|query|params)\./, '') || undefined;
}

/** What a form's error needs of i18next: whether a key exists, and its text. */
interface ErrorTranslator {
  exists: (key: string) => boolean;
  t: (key: string) => string;
}

/**
 * The text of an error: a translation key is translated; otherwise a known server code's text,
 * or the message as it came. Read at render time, so a language switch re-words it.
 */
export function errorText(
  i18n: ErrorTranslator,
  message: string | undefined,
  code?: string,
): string | undefined {
  if (!message) return undefined;
  if (i18n.exists(message)) return i18n.t(message);
  const known = code ? serverErrorKeys[code] : undefined;
  return known ? i18n.t(known) : message;
}
