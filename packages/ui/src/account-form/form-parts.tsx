import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButtonClass, secondaryButtonClass } from '#form-fields/styles.ts';
import { SpinnerIcon } from '#icons/icons.tsx';

/** Server errors that belong to no field, announced as an alert above the form's fields. */
export function FormAlert({ messages }: { messages: readonly string[] }) {
  const { t } = useTranslation('account');
  if (messages.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded-md border border-danger-700 bg-danger-50 px-4 py-3 text-sm text-danger-800"
    >
      <p className="font-semibold">{t('form.problem')}</p>
      <ul className="mt-1 list-disc ps-5">
        {messages.map((message, index) => (
          <li key={`${index}-${message}`}>{message}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The submit button. While `busy` (spec §3 processing flag) it shows a spinner, is
 * `aria-disabled` (it keeps focus, unlike `disabled`) and a status says "Please wait…"; forms
 * ignore submits meanwhile.
 */
export function SubmitButton({
  busy = false,
  className = '',
  children,
}: {
  busy?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('account');
  return (
    <>
      <button
        type="submit"
        aria-disabled={busy || undefined}
        className={`${primaryButtonClass} ${className}`}
      >
        {busy ? <SpinnerIcon className="size-5" /> : null}
        {children}
      </button>
      <span role="status" className="sr-only">
        {busy ? t('form.busy') : ''}
      </span>
    </>
  );
}

/** The frame of a whole-page account form (sign in, sign up …): a card with its heading. */
export function AuthCard({
  titleId,
  title,
  headingLevel,
  children,
}: {
  titleId: string;
  title: string;
  headingLevel: 1 | 2;
  children: ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="mx-auto w-full max-w-md rounded-xl border border-brand-100 bg-surface-raised p-6 shadow-sm sm:p-8">
      <Heading id={titleId} className="mb-6 text-2xl font-bold text-ink">
        {title}
      </Heading>
      {children}
    </div>
  );
}

/** The actions at the end of a modal form: Cancel (closes) and the submit button. */
export function ModalActions({
  busy,
  onCancel,
  submitLabel,
}: {
  busy: boolean;
  onCancel: () => void;
  submitLabel: string;
}) {
  const { t } = useTranslation('account');
  return (
    <div className="flex flex-wrap items-center justify-end gap-3 border-t border-brand-100 pt-4">
      <button type="button" onClick={onCancel} className={secondaryButtonClass}>
        {t('form.cancel')}
      </button>
      <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
    </div>
  );
}
