import type { ApiError } from '#api/contract.ts';

/** The error list of a failed call (`{ value, status }` whose value is the API's error array). */
export function apiErrors(error: unknown): ApiError[] {
  const value = (error as { value?: unknown } | undefined)?.value;
  if (Array.isArray(value)) return value as ApiError[];
  const status = (error as { status?: unknown } | undefined)?.status;
  return [
    { code: typeof status === 'number' && status > 0 ? String(status) : 'internal', message: '' },
  ];
}

/** Whether a failed call carries this code (e.g. "403" for an unverified sign-in). */
export function hasErrorCode(error: unknown, code: string): boolean {
  return apiErrors(error).some((entry) => entry.code === code);
}

/**
 * The error list of a failed call with each known refusal's text in the page's language
 * (`errors:api.<code>`, with its `limit`): what a form shows in its alert or at its field.
 * Validation errors keep their message, a translation key the form translates itself.
 */
export function translatedApiErrors(
  error: unknown,
  t: (key: string, options?: Record<string, unknown>) => string,
  exists: (key: string) => boolean,
): ApiError[] {
  return apiErrors(error).map((entry) => {
    const key = `errors:api.${entry.code}`;
    return entry.code === 'validation' || !exists(key)
      ? entry
      : { ...entry, message: t(key, { limit: entry.limit }) };
  });
}
