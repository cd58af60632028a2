export { ContactForm, type ContactFormProps } from '#contact-form/contact-form.tsx';
export type { ServerError } from '#account-form/server-errors.ts';
