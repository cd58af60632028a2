export {
  LoginForm,
  type LoginFormProps,
  type LoginFormValues,
  type LoginMethod,
} from '#login-form/login-form.tsx';
export type { ServerError } from '#account-form/server-errors.ts';
