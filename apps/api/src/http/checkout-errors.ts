import { apiErrorListSchema } from '@shop/core/schemas';

/**
 * The error statuses the checkout and order routes document: 400 bad input (an unknown field,
 * an amount, a bad Idempotency-Key), 401 a dead token, 404 an unknown or another customer's
 * address, slot, speed or order, 409 a refusal with its code.
 */
export const checkoutErrors = {
  400: apiErrorListSchema,
  401: apiErrorListSchema,
  404: apiErrorListSchema,
  409: apiErrorListSchema,
};
