import {
  NEWSLETTER_EMAIL_MAX,
  NEWSLETTER_OFFER_PERCENT,
  type NewsletterFormValues,
} from '@shop/core/newsletter';
import type * as NewsletterSchemas from '@shop/core/newsletter-schemas';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, SubmitButton } from '#account-form/form-parts.tsx';
import { serverErrorField, type ServerError } from '#account-form/server-errors.ts';
import { useErrorText } from '#account-form/use-error-text.ts';
import { EmailField } from '#form-fields/text-field.tsx';

// The form is on every public page (the footer): no form library, and zod with the schema loads
// on the first submit, not with the page.
let schema: Promise<typeof NewsletterSchemas> | undefined;
async function check(email: string): Promise<{ values?: NewsletterFormValues; error?: string }> {
  schema ??= import('@shop/core/newsletter-schemas').catch((error: unknown) => {
    schema = undefined;
    throw error;
  });
  const parsed = (await schema).newsletterFormSchema.safeParse({ email });
  return parsed.success ? { values: parsed.data } : { error: parsed.error.issues[0]?.message };
}

const onEmail = (error: ServerError) => serverErrorField(error.field) === 'email';

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
  const field = useRef<HTMLInputElement>(null);
  // A translation key: what the shopper's entry lacks (checked again as they type once shown).
  const [invalid, setInvalid] = useState<string>();
  // The server's error on the field shows until the address is edited after it came.
  const [editedAfter, setEditedAfter] = useState<readonly ServerError[]>();
  const serverField = editedAfter === serverErrors ? undefined : serverErrors?.find(onEmail);
  useEffect(() => {
    if (serverErrors?.some(onEmail)) field.current?.focus();
  }, [serverErrors]);

  const text = useErrorText();
  const fieldError = invalid
    ? text(invalid)
    : serverField
      ? text(serverField.message, serverField.code)
      : undefined;
  const alerts = (serverErrors ?? [])
    .filter((error) => !onEmail(error))
    .map((error) => text(error.message, error.code) ?? error.code);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { values, error } = await check(field.current?.value ?? '');
    setInvalid(error);
    if (error) field.current?.focus();
    else if (values && !busy) onSubmit(values);
  };
  const change = async () => {
    setEditedAfter(serverErrors);
    if (invalid) setInvalid((await check(field.current?.value ?? '')).error);
  };

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
          onSubmit={(event) => void submit(event)}
          className="grid gap-3"
        >
          <FormAlert messages={alerts} />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <EmailField
              label={t('form.email')}
              required
              maxLength={NEWSLETTER_EMAIL_MAX}
              className="flex-1"
              error={fieldError}
              name="email"
              ref={field}
              onChange={() => void change()}
              {...(autoFocusField ? { 'data-autofocus': true } : {})}
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
