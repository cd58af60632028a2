import { z } from 'zod';

export {
  cartErrorCodes,
  customerErrorCodes,
  deliveryAreaErrorCodes,
  API_LANGUAGE,
  apiErrorCodes,
  checkoutErrorCodes,
  afterOrderErrorCodes,
  feedbackErrorCodes,
  IDEMPOTENCY_KEY_HEADER,
  PUBLIC_KEY_HEADER,
  REQUEST_ID_HEADER,
  saneRequestId,
  type ApiErrorCode,
} from './constants.ts';

/** One entry of an error body: the API answers every error with an array of these. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  /** The offending field, for validation errors (e.g. `body.email`, `query.page`). */
  field: z.string().optional(),
  /** The limit a request went past, for the limit refusals (`cart_max_quantity` …). */
  limit: z.number().int().nonnegative().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const apiErrorListSchema = z.array(apiErrorSchema);

/** Every display text comes back in Arabic (`name`) and English (`nameEn`). */
export const bilingualNameSchema = z.object({
  name: z.string().min(1),
  nameEn: z.string().min(1),
});
export type BilingualName = z.infer<typeof bilingualNameSchema>;
