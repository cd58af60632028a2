import { apiErrorListSchema, type ApiErrorCode } from '@shop/core/schemas';
import { ApiHttpError } from '#src/http/api-errors.ts';

/**
 * The error statuses the cart routes document: 400 bad input (customization too), 401 a dead
 * token, 404 an unknown cart, line or product, 409 a limit (with `limit`), 429 too many new
 * guest carts.
 */
export const cartErrors = {
  400: apiErrorListSchema,
  401: apiErrorListSchema,
  404: apiErrorListSchema,
  409: apiErrorListSchema,
  429: apiErrorListSchema,
};

/**
 * A refusal that names the limit it went past in the error's `limit` (R8.10 'the maximum
 * quantity is' N), e.g. `new LimitError('cart_max_quantity', 'At most 5 …', 5)`: 409.
 */
export class LimitError extends ApiHttpError {
  readonly limit: number | undefined;

  constructor(code: ApiErrorCode, message: string, limit?: number, field?: string) {
    super(409, code, message, field);
    this.name = 'LimitError';
    this.limit = limit;
    const [error] = this.errors;
    if (error && limit !== undefined) error.limit = limit;
  }
}
