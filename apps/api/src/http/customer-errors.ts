import { apiErrorListSchema } from '@shop/core/schemas';
import { ApiHttpError } from './api-errors.ts';

/** The error statuses a customer's own routes (sign-in, profile, addresses, lists …) document. */
export const customerErrors = {
  400: apiErrorListSchema,
  401: apiErrorListSchema,
  403: apiErrorListSchema,
  404: apiErrorListSchema,
  409: apiErrorListSchema,
  429: apiErrorListSchema,
};

/**
 * 400 `invalid_code` on `body.code`: an e-mailed code that is wrong, expired, used or tried too
 * often (a customer's verification or reset, a seller application's confirmation alike).
 */
export function invalidCode(): ApiHttpError {
  return new ApiHttpError(
    400,
    'invalid_code',
    'The code is wrong, expired or already used: ask for a new one',
    'body.code',
  );
}
