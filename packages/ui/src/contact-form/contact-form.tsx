import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_EMAIL_MAX,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
  contactFormSchema,
  type ContactFormInput,
  type ContactFormValues,
} from '@shop/core/contact-schemas';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, SubmitButton } from '#account-form/form-parts.tsx';
import type { ServerError } from '#account-form/server-errors.ts';
import { useFormFeedback } from '#account-form/use-form-feedback.ts';
import { EmailField, TextArea, TextField } from '#form-fields/text-field.tsx';

/** Props of {@link ContactForm}. */
export interface ContactFormProps {
  /** Called with the trimmed values once valid (the honeypot as it was: empty from a person). */
  onSubmit: (values: ContactFormValues) => void;
  /**
   * The signed-in shopper's name and e-mail, to start the fields with. They may arrive after the
   * form shows (the customer is read in the browser): fields still empty then take them.
   */
  prefill?: { name?: string | undefined; email?: string | undefined };
  /** The request is in progress: submitting is blocked and a spinner shows. */
  busy?: boolean;
  /** Errors of the last request (validation on their fields, a limit above them). */
  serverErrors?: readonly ServerError[];
}

/**
 * The Contact Us form (R2.53): name, e-mail, subject and message, validated with
 * `contactFormSchema` ("Subject is required" R5.20, "Message is required" R5.21), plus a
 * honeypot that people never meet (hidden, out of the tab order, hidden from screen readers,
 * no autofill) and robots fill. The app clears it after a success by giving it a new `key`.
 *
 * @example
 * ```tsx
 * <ContactForm key={sent} prefill={{ name, email }} busy={isLoading} serverErrors={errors} onSubmit={send} />
 * ```
 */
export function ContactForm({ onSubmit, prefill, busy = false, serverErrors }: ContactFormProps) {
  const { t } = useTranslation('contact');
  const honeypotId = useId();
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: {
      name: prefill?.name ?? '',
      email: prefill?.email ?? '',
      subject: '',
      message: '',
      [CONTACT_HONEYPOT_FIELD]: '',
    },
  });
  const { register, handleSubmit, getValues, setValue } = form;
  const { message, alerts } = useFormFeedback(form, serverErrors);

  // The shopper's details known only after the first render: fill what is still empty.
  const prefillName = prefill?.name;
  const prefillEmail = prefill?.email;
  useEffect(() => {
    const known = { name: prefillName, email: prefillEmail };
    for (const field of ['name', 'email'] as const) {
      const value = known[field];
      if (value && !getValues(field)) setValue(field, value);
    }
  }, [prefillName, prefillEmail, getValues, setValue]);

  return (
    <form
      method="post"
      noValidate
      aria-busy={busy}
      aria-label={t('form.label')}
      onSubmit={(event) =>
        void handleSubmit((values) => {
          if (!busy) onSubmit(values);
        })(event)
      }
      className="grid gap-4"
    >
      <FormAlert messages={alerts} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('form.name')}
          autoComplete="name"
          required
          maxLength={CONTACT_NAME_MAX}
          error={message('name')}
          {...register('name')}
        />
        <EmailField
          label={t('form.email')}
          required
          maxLength={CONTACT_EMAIL_MAX}
          error={message('email')}
          {...register('email')}
        />
      </div>
      <TextField
        label={t('form.subject')}
        required
        maxLength={CONTACT_SUBJECT_MAX}
        error={message('subject')}
        {...register('subject')}
      />
      <TextArea
        label={t('form.message')}
        required
        rows={6}
        maxLength={CONTACT_MESSAGE_MAX}
        hint={t('form.messageHint', { max: CONTACT_MESSAGE_MAX })}
        error={message('message')}
        {...register('message')}
      />
      {/* The honeypot: never seen, reached by keyboard or read out; robots fill it. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={honeypotId}>{t('form.honeypot')}</label>
        <input
          id={honeypotId}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...register(CONTACT_HONEYPOT_FIELD)}
        />
      </div>
      <div className="flex justify-end">
        <SubmitButton busy={busy}>{t('form.send')}</SubmitButton>
      </div>
    </form>
  );
}
