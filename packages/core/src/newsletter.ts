// The newsletter's calls (RTK Query, with the one store API) and its types, without zod; the zod
// schemas load with the form, from @shop/core/newsletter-schemas.
export * from '#newsletter/newsletter-api.ts';
export type * from '#newsletter/newsletter-schemas.ts';
export {
  NEWSLETTER_CONFIRM_TTL_HOURS,
  NEWSLETTER_EMAIL_MAX,
  NEWSLETTER_OFFER_PERCENT,
  NEWSLETTER_POPUP_STORAGE_KEY,
  NEWSLETTER_TOKEN_MAX,
} from '#newsletter/newsletter-constants.ts';
