import type { ApiError } from '@shop/core/schemas';
import type { TFunction } from 'i18next';
import { apiErrors } from '@shop/core/api-errors';

/** The text of a refused checkout call in the page's language: `errors:api.<code>`. */
export function checkoutErrorText(t: TFunction, error: unknown): string {
  const [first] = apiErrors(error) as [ApiError | undefined];
  return t([`errors:api.${first?.code ?? 'internal'}`, 'errors:internalDescription'] as never);
}
