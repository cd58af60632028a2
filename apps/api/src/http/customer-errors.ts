import { apiErrorListSchema } from '@shop/core/schemas';

/** The error statuses a customer's own routes (sign-in, profile, addresses, lists …) document. */
export const customerErrors = {
  400: apiErrorListSchema,
  401: apiErrorListSchema,
  403: apiErrorListSchema,
  404: apiErrorListSchema,
  409: apiErrorListSchema,
  429: apiErrorListSchema,
};
