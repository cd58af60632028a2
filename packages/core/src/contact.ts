// Contact Us's call (RTK Query, with the one store API) and its types, without zod; the zod
// schemas load with the form, from @shop/core/contact-schemas.
export * from '#contact/contact-api.ts';
export type * from '#contact/contact-schemas.ts';
export {
  CONTACT_EMAIL_MAX,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
} from '#contact/contact-constants.ts';
