export { NewsletterForm, type NewsletterFormProps } from '#newsletter-form/newsletter-form.tsx';
export type { ServerError } from '#account-form/server-errors.ts';
