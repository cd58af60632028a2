import type { ServerError } from '@shop/ui/review-modal';
import type { TFunction } from 'i18next';
import { apiErrors } from '@shop/core/api-errors';

/**
 * The errors of a refused review, question or complaint for a form: validation errors as the API
 * sent them (their messages are translation keys, put on their fields), any other refusal as its
 * text in the page's language (`errors:api.<code>`, with its `limit`).
 */
export function feedbackErrors(t: TFunction, error: unknown): ServerError[] {
  return apiErrors(error).map((entry) =>
    entry.code === 'validation'
      ? entry
      : {
          code: entry.code,
          message: t([`errors:api.${entry.code}`, 'errors:api.internal'] as never, {
            limit: entry.limit,
          }),
        },
  );
}
