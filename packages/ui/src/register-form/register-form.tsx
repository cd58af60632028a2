import { zodResolver } from '@hookform/resolvers/zod';
import {
  phoneCodes,
  signUpFormSchema,
  type SignUpForm,
  type SignUpRequest,
} from '@shop/core/customer-schemas';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { defaultPhoneCode } from '#account-form/defaults.ts';
import { AuthCard, FormAlert, SubmitButton } from '#account-form/form-parts.tsx';
import type { ServerError } from '#account-form/server-errors.ts';
import { useFormFeedback } from '#account-form/use-form-feedback.ts';
import { PasswordField } from '#form-fields/password-field.tsx';
import { PhoneField } from '#form-fields/phone-field.tsx';
import { textLinkClass } from '#form-fields/styles.ts';
import { EmailField, TextField } from '#form-fields/text-field.tsx';
import { Link } from '#link/link-context.tsx';

/** Props of {@link RegisterForm}. */
export interface RegisterFormProps {
  /** Called with the sign-up request (the form without the confirmation) once valid. */
  onSubmit: (values: SignUpRequest) => void;
  /** Address of the Sign In screen ("Already have an account?"). */
  loginHref: string;
  /** The request is in progress: submitting is blocked and a spinner shows (spec §3). */
  busy?: boolean;
  /** Errors of the last request (409 "this user is already registered" …). */
  serverErrors?: readonly ServerError[];
  /** Initial values. */
  defaultValues?: Partial<SignUpForm>;
  /** Level of the "Sign Up" heading (default 1: the form is the page). */
  headingLevel?: 1 | 2;
}

/**
 * The Sign Up screen: name, e-mail, mobile number (dialling code and number), password and its
 * confirmation, validated with `signUpFormSchema` (the confirmation must match, the number must
 * fit its code). `onSubmit` receives the `SignUpRequest`, without `confirmPassword`.
 *
 * @example
 * ```tsx
 * <RegisterForm loginHref="/auth/login" busy={isLoading} serverErrors={errors} onSubmit={signUp} />
 * ```
 */
export function RegisterForm({
  onSubmit,
  loginHref,
  busy = false,
  serverErrors,
  defaultValues,
  headingLevel = 1,
}: RegisterFormProps) {
  const { t } = useTranslation('account');
  const titleId = useId();
  const form = useForm({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: {
      name: '',
      email: '',
      phoneCode: defaultPhoneCode,
      phone: '',
      password: '',
      confirmPassword: '',
      ...defaultValues,
    },
  });
  const { register, handleSubmit } = form;
  const { message, alerts } = useFormFeedback(form, serverErrors);

  return (
    <AuthCard titleId={titleId} title={t('register.title')} headingLevel={headingLevel}>
      <form
        // POST: a press before the app has hydrated never puts the fields in the URL.
        method="post"
        aria-labelledby={titleId}
        aria-busy={busy}
        noValidate
        onSubmit={(event) =>
          void handleSubmit(({ confirmPassword: _confirm, ...request }) => {
            if (!busy) onSubmit(request);
          })(event)
        }
        className="grid gap-5"
      >
        <FormAlert messages={alerts} />
        <TextField
          label={t('fields.name')}
          autoComplete="name"
          error={message('name')}
          required
          {...register('name')}
        />
        <EmailField
          label={t('fields.email')}
          error={message('email')}
          required
          {...register('email')}
        />
        <PhoneField
          label={t('fields.phone')}
          codes={phoneCodes}
          codeProps={register('phoneCode')}
          codeError={message('phoneCode')}
          error={message('phone')}
          required
          {...register('phone')}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="new-password"
          error={message('password')}
          required
          {...register('password')}
        />
        <PasswordField
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          error={message('confirmPassword')}
          required
          {...register('confirmPassword')}
        />
        <SubmitButton busy={busy} className="w-full">
          {t('register.submit')}
        </SubmitButton>
        <p className="text-center text-sm text-ink-muted">
          {t('register.haveAccount')}{' '}
          <Link href={loginHref} className={textLinkClass}>
            {t('register.signIn')}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
