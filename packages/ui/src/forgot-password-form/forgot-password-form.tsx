import { zodResolver } from '@hookform/resolvers/zod';
import { emailRequestSchema, type EmailRequest } from '@shop/core/customer-schemas';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AuthCard, FormAlert, SubmitButton } from '#account-form/form-parts.tsx';
import type { ServerError } from '#account-form/server-errors.ts';
import { useFormFeedback } from '#account-form/use-form-feedback.ts';
import { textLinkClass } from '#form-fields/styles.ts';
import { EmailField } from '#form-fields/text-field.tsx';
import { Link } from '#link/link-context.tsx';

/** Props of {@link ForgotPasswordForm}. */
export interface ForgotPasswordFormProps {
  /** Called with `{ email }` once valid (the API sends a reset code there). */
  onSubmit: (values: EmailRequest) => void;
  /** Address of the Sign In screen ("Back to sign in"). */
  loginHref: string;
  /** The request is in progress: submitting is blocked and a spinner shows (spec §3). */
  busy?: boolean;
  /** Errors of the last request. */
  serverErrors?: readonly ServerError[];
  /** The e-mail to start with, e.g. the one typed on the sign-in screen. */
  defaultEmail?: string;
  /** Level of the "Forgot Password" heading (default 1: the form is the page). */
  headingLevel?: 1 | 2;
}

/**
 * The Forgot Password screen: a short explanation, the e-mail (validated with
 * `emailRequestSchema`) and "Send code", with a link back to sign in.
 *
 * @example
 * ```tsx
 * <ForgotPasswordForm loginHref="/auth/login" busy={isLoading} onSubmit={forgotPassword} />
 * ```
 */
export function ForgotPasswordForm({
  onSubmit,
  loginHref,
  busy = false,
  serverErrors,
  defaultEmail = '',
  headingLevel = 1,
}: ForgotPasswordFormProps) {
  const { t } = useTranslation('account');
  const titleId = useId();
  const introId = useId();
  const form = useForm({
    resolver: zodResolver(emailRequestSchema),
    defaultValues: { email: defaultEmail },
  });
  const { register, handleSubmit } = form;
  const { message, alerts } = useFormFeedback(form, serverErrors);

  return (
    <AuthCard titleId={titleId} title={t('forgot.title')} headingLevel={headingLevel}>
      <form
        // POST: a press before the app has hydrated never puts the fields in the URL.
        method="post"
        aria-labelledby={titleId}
        aria-describedby={introId}
        aria-busy={busy}
        noValidate
        onSubmit={(event) =>
          void handleSubmit((values) => {
            if (!busy) onSubmit(values);
          })(event)
        }
        className="grid gap-5"
      >
        <p id={introId} className="text-ink-muted">
          {t('forgot.intro')}
        </p>
        <FormAlert messages={alerts} />
        <EmailField
          label={t('fields.email')}
          error={message('email')}
          required
          {...register('email')}
        />
        <SubmitButton busy={busy} className="w-full">
          {t('forgot.submit')}
        </SubmitButton>
        <Link href={loginHref} className={`justify-self-center text-sm ${textLinkClass}`}>
          {t('forgot.backToLogin')}
        </Link>
      </form>
    </AuthCard>
  );
}
