import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordFormSchema, type ResetPasswordRequest } from '@shop/core/customer-schemas';
import { useId } from 'react';
import { useController, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { AuthCard, FormAlert, SubmitButton } from '#account-form/form-parts.tsx';
import type { ServerError } from '#account-form/server-errors.ts';
import { useFormFeedback } from '#account-form/use-form-feedback.ts';
import { CodeInput } from '#code-input/code-input.tsx';
import { PasswordField } from '#form-fields/password-field.tsx';
import { EmailField } from '#form-fields/text-field.tsx';

/** Props of {@link ResetPasswordForm}. */
export interface ResetPasswordFormProps {
  /**
   * The account's e-mail, where the code went (shown, and sent with the request). Empty when the
   * page was opened on its own (a new tab, a bookmark): the form then asks for it.
   */
  email: string;
  /** Called with `{ email, code, password }` once valid (without the confirmation). */
  onSubmit: (values: ResetPasswordRequest) => void;
  /** The request is in progress: submitting is blocked and a spinner shows (spec §3). */
  busy?: boolean;
  /** Errors of the last request (a wrong or expired code …). */
  serverErrors?: readonly ServerError[];
  /** Level of the "Update Password" heading (default 1: the form is the page). */
  headingLevel?: 1 | 2;
}

/**
 * The Update Password screen after "Forgot password": the code sent to `email`, a new password
 * and its confirmation, validated with `resetPasswordFormSchema` ("New Password is required",
 * "Confirm password does not match" …).
 *
 * @example
 * ```tsx
 * <ResetPasswordForm email={email} busy={isLoading} onSubmit={resetPassword} />
 * ```
 */
export function ResetPasswordForm({
  email,
  onSubmit,
  busy = false,
  serverErrors,
  headingLevel = 1,
}: ResetPasswordFormProps) {
  const { t } = useTranslation('account');
  const titleId = useId();
  const introId = useId();
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { email, code: '', password: '', confirmPassword: '' },
  });
  const { register, control, handleSubmit } = form;
  // Registered in the order shown, so the first invalid field is the one focused.
  const emailField = email ? null : register('email');
  const { field: codeField } = useController({ control, name: 'code' });
  const { message, alerts } = useFormFeedback(form, serverErrors);

  return (
    <AuthCard titleId={titleId} title={t('reset.title')} headingLevel={headingLevel}>
      <form
        // POST: a press before the app has hydrated never puts the fields in the URL.
        method="post"
        aria-labelledby={titleId}
        aria-describedby={introId}
        aria-busy={busy}
        noValidate
        onSubmit={(event) =>
          void handleSubmit((values) => {
            if (!busy)
              onSubmit({ email: values.email, code: values.code, password: values.password });
          })(event)
        }
        className="grid gap-5"
      >
        <p id={introId} className="text-ink-muted">
          {email ? (
            <Trans
              t={t}
              i18nKey="reset.intro"
              values={{ email }}
              components={{ email: <bdi className="font-semibold text-ink" /> }}
            />
          ) : (
            t('reset.introNoEmail')
          )}
        </p>
        <FormAlert messages={alerts} />
        {emailField ? (
          <EmailField
            label={t('fields.email')}
            autoComplete="username"
            error={message('email')}
            required
            {...emailField}
          />
        ) : null}
        <CodeInput
          label={t('fields.code')}
          error={message('code') ?? (email ? message('email') : undefined)}
          {...codeField}
        />
        <PasswordField
          label={t('fields.newPassword')}
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
          {t('reset.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
