import type { ApiError } from '@shop/core/schemas';
import type { TFunction } from 'i18next';
import { apiErrors } from '@shop/core/api-errors';

/** The text of a refused checkout call in the page's language: `errors:api.<code>`. */
export function checkoutErrorText(t: TFunction, error: unknown): string {
  const [first] = apiErrors(error) as [ApiError | undefined];
  return t([`errors:api.${first?.code ?? 'internal'}`, 'errors:internalDescription'] as never);
}

/**
 * A fresh Idempotency-Key for one attempt at placing: 16 random bytes, base64url. Made once per
 * summary page, so a double press or a retry of the same attempt places once.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}
