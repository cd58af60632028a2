export { RegisterForm, type RegisterFormProps } from '#register-form/register-form.tsx';
export type { ServerError } from '#account-form/server-errors.ts';
