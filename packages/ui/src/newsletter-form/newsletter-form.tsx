import {
  NEWSLETTER_EMAIL_MAX,
  NEWSLETTER_OFFER_PERCENT,
  type NewsletterFormInput,
  type NewsletterFormValues,
} from '@shop/core/newsletter';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, SubmitButton } from '#account-form/form-parts.tsx';
import { lazyZodResolver } from '#account-form/lazy-zod-resolver.ts';
import type { ServerError } from '#account-form/server-errors.ts';
import { useFormFeedback } from '#account-form/use-form-feedback.ts';
import { EmailField } from '#form-fields/text-field.tsx';

// The form is on every public page (the footer): zod and the schema load on the first submit.
const resolver = lazyZodResolver(() =>
  import('@shop/core/newsletter-schemas').then(({ newsletterFormSchema }) => newsletterFormSchema),
);

/** Props of {@link NewsletterForm}. */
export interface NewsletterFormProps {
  /** Called with the trimmed address once valid. */
  onSubmit: (values: NewsletterFormValues) => void;
  /** The request is in progress: submitting is blocked and a spinner shows. */
  busy?: boolean;
  /** Errors of the last request (validation on the field, a limit above it). */
  serverErrors?: readonly ServerError[];
  /** The address a confirmation mail went to: the form gives way to a note saying so. */
  sentTo?: string | undefined;
  /** Focus the field when the dialog around it opens (`data-autofocus`, see ModalDialog). */
  autoFocusField?: boolean;
}

/**
 * The newsletter sign-up form (R1.24), in the footer and in the popup: one e-mail field
 * ("Email address is required" R5.04, "Please enter valid email" R5.03) and Subscribe, with the
 * first-purchase offer ({@link NEWSLETTER_OFFER_PERCENT} %, R9.07). Once sent it says a
 * confirmation link went to the address (double opt-in), in a polite live region.
 *
 * @example
 * ```tsx
 * <NewsletterForm busy={isLoading} serverErrors={errors} sentTo={sent} onSubmit={subscribe} />
 * ```
 */
export function NewsletterForm({
  onSubmit,
  busy = false,
  serverErrors,
  sentTo,
  autoFocusField = false,
}: NewsletterFormProps) {
  const { t } = useTranslation('newsletter');
  const form = useForm<NewsletterFormInput, unknown, NewsletterFormValues>({
    resolver,
    defaultValues: { email: '' },
  });
  const { message, alerts } = useFormFeedback(form, serverErrors);

  return (
    <div className="grid gap-3">
      <p className="text-sm text-ink-muted">
        {t('form.intro', { percent: NEWSLETTER_OFFER_PERCENT })}
      </p>
      <div role="status" aria-live="polite" className="empty:hidden">
        {sentTo ? (
          <p className="rounded-md border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-ink">
            {t('form.sent', { email: sentTo })}
          </p>
        ) : null}
      </div>
      {sentTo ? null : (
        <form
          method="post"
          noValidate
          aria-busy={busy}
          aria-label={t('form.label')}
          onSubmit={(event) =>
            void form.handleSubmit((values) => {
              if (!busy) onSubmit(values);
            })(event)
          }
          className="grid gap-3"
        >
          <FormAlert messages={alerts} />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <EmailField
              label={t('form.email')}
              required
              maxLength={NEWSLETTER_EMAIL_MAX}
              className="flex-1"
              error={message('email')}
              {...(autoFocusField ? { 'data-autofocus': true } : {})}
              {...form.register('email')}
            />
            <SubmitButton busy={busy} className="sm:mt-7">
              {t('form.submit')}
            </SubmitButton>
          </div>
        </form>
      )}
    </div>
  );
}
