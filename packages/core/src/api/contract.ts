import { z } from 'zod';

/** Header that carries the storefront's public key on every call (spec §7). */
export const PUBLIC_KEY_HEADER = 'X-Public-Key';

/** The API answers in Arabic and carries both languages of every text (DESIGN.md). */
export const API_LANGUAGE = 'ar';

/**
 * Stable error codes of the API. The storefront shows a translated text per code
 * (`errors:api.<code>`); `message` is an English hint for developers.
 */
export const apiErrorCodes = [
  'validation',
  'not_found',
  'unknown_public_key',
  'unsupported_media_type',
  'payload_too_large',
  'rate_limited',
  'internal',
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];

/** One entry of an error body: the API answers every error with an array of these. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  /** The offending field, for validation errors (e.g. `body.email`, `query.page`). */
  field: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const apiErrorListSchema = z.array(apiErrorSchema);

/** Every display text comes back in Arabic (`name`) and English (`nameEn`). */
export const bilingualNameSchema = z.object({
  name: z.string().min(1),
  nameEn: z.string().min(1),
});
export type BilingualName = z.infer<typeof bilingualNameSchema>;
