import { zodResolver } from '@hookform/resolvers/zod';
import {
  CODE_LENGTH,
  verifyCodeFormSchema,
  type VerifyCodeForm as VerifyCodeValues,
} from '@shop/core/customer-schemas';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { AuthCard, FormAlert, SubmitButton } from '#account-form/form-parts.tsx';
import type { ServerError } from '#account-form/server-errors.ts';
import { useFormFeedback } from '#account-form/use-form-feedback.ts';
import { CodeInput } from '#code-input/code-input.tsx';
import { secondaryButtonClass } from '#form-fields/styles.ts';

/** Props of {@link VerifyCodeForm}. */
export interface VerifyCodeFormProps {
  /** The e-mail the code was sent to (shown); empty when only {@link phone} is known. */
  email: string;
  /**
   * The mobile number signed in with ("+966 512345678"), shown when the e-mail is not known: the
   * code went to the e-mail of that number's account.
   */
  phone?: string;
  /** Called with `{ code }` once the code has its 6 digits (whose it is, the caller knows). */
  onSubmit: (values: VerifyCodeValues) => void;
  /** Called when "Resend code" is pressed (send the code again); restarts the cooldown. */
  onResend: () => void;
  /** Seconds "Resend code" stays disabled, from showing the form and after each resend (60). */
  resendCooldown?: number;
  /** The verification is in progress: submitting is blocked and a spinner shows (spec §3). */
  busy?: boolean;
  /** Errors of the last request (a wrong or expired code …). */
  serverErrors?: readonly ServerError[];
  /** Level of the "Verify OTP" heading (default 1: the form is the page). */
  headingLevel?: 1 | 2;
}

/** "1:05" for 65 seconds (Latin digits, as every number of the shop). */
function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The Verify OTP screen: says where the code went, takes the 6-digit code ({@link CodeInput})
 * and offers "Resend code", disabled with a countdown ("Resend code in 0:42") for
 * `resendCooldown` seconds after the form appears and after each resend. The cooldown starts
 * from the prop on the server and the client alike, then ticks in the browser.
 *
 * @example
 * ```tsx
 * <VerifyCodeForm
 *   email={customer.email}
 *   busy={isLoading}
 *   serverErrors={errors}
 *   onSubmit={({ code }) => verifyEmail({ email: customer.email, code })}
 *   onResend={() => resendCode({ email: customer.email })}
 * />
 * ```
 */
export function VerifyCodeForm({
  email,
  phone = '',
  onSubmit,
  onResend,
  resendCooldown = 60,
  busy = false,
  serverErrors,
  headingLevel = 1,
}: VerifyCodeFormProps) {
  const { t } = useTranslation('account');
  const titleId = useId();
  const introId = useId();
  const [cooldown, setCooldown] = useState(resendCooldown);
  const form = useForm({
    // The code only: the e-mail or number comes from the stored customer, which the browser
    // restores after the first render (a form default taken then would stay empty).
    resolver: zodResolver(verifyCodeFormSchema),
    defaultValues: { code: '' },
  });
  const { control, handleSubmit } = form;
  const { message, alerts } = useFormFeedback(form, serverErrors);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  return (
    <AuthCard titleId={titleId} title={t('verify.title')} headingLevel={headingLevel}>
      <form
        // POST: a press before the app has hydrated never puts the fields in the URL.
        method="post"
        aria-labelledby={titleId}
        aria-describedby={introId}
        aria-busy={busy}
        noValidate
        onSubmit={(event) =>
          void handleSubmit(({ code }) => {
            if (!busy) onSubmit({ code });
          })(event)
        }
        className="grid gap-5"
      >
        <p id={introId} className="text-ink-muted">
          {email || !phone ? (
            <Trans
              t={t}
              i18nKey="verify.sentTo"
              values={{ email, length: CODE_LENGTH }}
              components={{ email: <bdi className="font-semibold text-ink" /> }}
            />
          ) : (
            <Trans
              t={t}
              i18nKey="verify.sentToAccountOf"
              values={{ phone, length: CODE_LENGTH }}
              components={{ phone: <bdi dir="ltr" className="font-semibold text-ink" /> }}
            />
          )}
        </p>
        <FormAlert messages={alerts} />
        <Controller
          control={control}
          name="code"
          render={({ field }) => (
            <CodeInput label={t('fields.code')} error={message('code')} {...field} />
          )}
        />
        <SubmitButton busy={busy} className="w-full">
          {t('verify.submit')}
        </SubmitButton>
        <button
          type="button"
          disabled={cooldown > 0}
          onClick={() => {
            onResend();
            setCooldown(resendCooldown);
          }}
          className={secondaryButtonClass}
        >
          {cooldown > 0 ? t('verify.resendIn', { time: clock(cooldown) }) : t('verify.resend')}
        </button>
      </form>
    </AuthCard>
  );
}
