export { VerifyCodeForm, type VerifyCodeFormProps } from '#verify-code-form/verify-code-form.tsx';
export type { ServerError } from '#account-form/server-errors.ts';
