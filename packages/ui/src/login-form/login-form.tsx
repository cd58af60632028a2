import { zodResolver } from '@hookform/resolvers/zod';
import {
  phoneCodes,
  signInRequestSchema,
  type PhoneCode,
  type SignInRequest,
} from '@shop/core/customer-schemas';
import { useId } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { defaultPhoneCode } from '#account-form/defaults.ts';
import { AuthCard, FormAlert, SubmitButton } from '#account-form/form-parts.tsx';
import type { ServerError } from '#account-form/server-errors.ts';
import { useFormFeedback } from '#account-form/use-form-feedback.ts';
import { PasswordField } from '#form-fields/password-field.tsx';
import { PhoneField } from '#form-fields/phone-field.tsx';
import { textLinkClass } from '#form-fields/styles.ts';
import { EmailField } from '#form-fields/text-field.tsx';
import { Link } from '#link/link-context.tsx';

/** How the customer signs in (spec §2: the login offers a mobile-number or e-mail option). */
export type LoginMethod = SignInRequest['method'];

/** Every field of the sign-in form; only those of the chosen method are submitted. */
export interface LoginFormValues {
  method: LoginMethod;
  email: string;
  phoneCode: PhoneCode;
  phone: string;
  password: string;
}

/** Props of {@link LoginForm}. */
export interface LoginFormProps {
  /** Called with the sign-in request (`signInRequestSchema`) once the form is valid. */
  onSubmit: (values: SignInRequest) => void;
  /** Address of the Forgot Password screen. */
  forgotPasswordHref: string;
  /** Address of the Sign Up screen. */
  registerHref: string;
  /** The request is in progress: submitting is blocked and a spinner shows (spec §3). */
  busy?: boolean;
  /** Errors of the last request; those with a `field` show at that field, the rest in an alert. */
  serverErrors?: readonly ServerError[];
  /** Initial values, e.g. `{ method: 'phone' }` or a remembered e-mail. */
  defaultValues?: Partial<LoginFormValues>;
  /** Level of the "Sign In" heading (default 1: the form is the page). */
  headingLevel?: 1 | 2;
}

const methods: LoginMethod[] = ['email', 'phone'];

/**
 * The Sign In screen: a choice between e-mail and mobile number (a radio group; each shows its
 * own input), the password with a "Forgot password?" link, and a "Create an account" link.
 * Validates with `signInRequestSchema` and calls `onSubmit` only with a valid request.
 *
 * @example
 * ```tsx
 * <LoginForm
 *   forgotPasswordHref="/auth/forgot-password?lang=ar"
 *   registerHref="/auth/register?lang=ar"
 *   busy={isLoading}
 *   serverErrors={error?.errors}
 *   onSubmit={(request) => signIn(request)}
 * />
 * ```
 */
export function LoginForm({
  onSubmit,
  forgotPasswordHref,
  registerHref,
  busy = false,
  serverErrors,
  defaultValues,
  headingLevel = 1,
}: LoginFormProps) {
  const { t } = useTranslation('account');
  const titleId = useId();
  const form = useForm<LoginFormValues, unknown, SignInRequest>({
    // The schema is a union over `method`; the form keeps both methods' fields meanwhile.
    resolver: zodResolver(signInRequestSchema) as unknown as Resolver<
      LoginFormValues,
      unknown,
      SignInRequest
    >,
    defaultValues: {
      method: 'email',
      email: '',
      phoneCode: defaultPhoneCode,
      phone: '',
      password: '',
      ...defaultValues,
    },
  });
  const { register, control, handleSubmit } = form;
  const method = useWatch({ control, name: 'method' });
  const { message, alerts } = useFormFeedback(form, serverErrors);

  return (
    <AuthCard titleId={titleId} title={t('login.title')} headingLevel={headingLevel}>
      <form
        // POST: a press before the app has hydrated never puts the fields in the URL.
        method="post"
        aria-labelledby={titleId}
        aria-busy={busy}
        noValidate
        onSubmit={(event) =>
          void handleSubmit((values) => {
            if (!busy) onSubmit(values);
          })(event)
        }
        className="grid gap-5"
      >
        <FormAlert messages={alerts} />
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-semibold text-ink">{t('login.method')}</legend>
          <div className="grid grid-cols-2 rounded-lg border border-line bg-surface p-1">
            {methods.map((value) => (
              <label
                key={value}
                className="relative flex min-h-10 cursor-pointer items-center justify-center rounded-md px-3 text-sm font-semibold text-ink has-checked:bg-brand-700 has-checked:text-on-strong has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
              >
                <input
                  type="radio"
                  value={value}
                  {...register('method')}
                  className="absolute inset-0 cursor-pointer opacity-0"
                />
                {value === 'email' ? t('login.methodEmail') : t('login.methodPhone')}
              </label>
            ))}
          </div>
        </fieldset>
        {method === 'phone' ? (
          <PhoneField
            label={t('fields.phone')}
            codes={phoneCodes}
            codeProps={register('phoneCode')}
            codeError={message('phoneCode')}
            error={message('phone')}
            required
            {...register('phone')}
          />
        ) : (
          <EmailField
            label={t('fields.email')}
            autoComplete="username"
            error={message('email')}
            required
            {...register('email')}
          />
        )}
        <div className="grid gap-2">
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            error={message('password')}
            required
            {...register('password')}
          />
          <Link href={forgotPasswordHref} className={`justify-self-end text-sm ${textLinkClass}`}>
            {t('login.forgotPassword')}
          </Link>
        </div>
        <SubmitButton busy={busy} className="w-full">
          {t('login.submit')}
        </SubmitButton>
        <p className="text-center text-sm text-ink-muted">
          {t('login.noAccount')}{' '}
          <Link href={registerHref} className={textLinkClass}>
            {t('login.createAccount')}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
