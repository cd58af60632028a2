import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorClass, hintClass, labelClass } from '#form-fields/styles.ts';

/** What every field takes besides its control's own attributes. */
export interface FieldProps {
  /** The visible label (already translated). */
  label: string;
  /** The error to show under the control (already translated); marks the control invalid. */
  error?: string;
  /** Help text under the control (already translated). */
  hint?: string;
  /** Adds "(optional)" after the label. */
  optional?: boolean;
  /** Classes of the wrapper (grid placement, width). */
  className?: string;
}

/** Ids and ARIA values of one field: the control, its hint and its error. */
export interface FieldIds {
  id: string;
  labelId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** `aria-describedby` of the control: the error first, then the hint (undefined if neither). */
  describedBy: string | undefined;
  invalid: boolean;
}

/** Generates the ids of a field (or uses `id`) and its `aria-describedby`. */
export function useFieldIds(
  id: string | undefined,
  error: string | undefined,
  hint: string | undefined,
  extraDescribedBy?: string,
): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId, extraDescribedBy].filter(Boolean).join(' ') || undefined;
  return {
    id: controlId,
    labelId: `${controlId}-label`,
    hintId,
    errorId,
    describedBy,
    invalid: Boolean(error),
  };
}

/** A small red exclamation mark before an error, so colour is not the only cue. */
function ErrorIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
      className="mt-0.5 size-4 shrink-0"
    >
      <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.9 4h1.8l-.2 6H9.3l-.2-6Zm.9 9a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z" />
    </svg>
  );
}

/** The error text of a field, with its id (for `aria-describedby`). */
export function FieldError({ id, children }: { id: string | undefined; children?: ReactNode }) {
  if (!id || !children) return null;
  return (
    <p id={id} className={errorClass}>
      <ErrorIcon />
      <span>{children}</span>
    </p>
  );
}

interface FieldShellProps extends Omit<FieldProps, 'error'> {
  ids: FieldIds;
  error?: string;
  children: ReactNode;
}

/** Label, control, hint and error stacked: the layout every field shares (internal). */
export function FieldShell({
  ids,
  label,
  hint,
  error,
  optional,
  className = '',
  children,
}: FieldShellProps) {
  const { t } = useTranslation('account');
  const text = (
    <>
      {label}
      {optional ? (
        <>
          {' '}
          <span className="font-normal text-ink-muted">{t('fields.optional')}</span>
        </>
      ) : null}
    </>
  );
  return (
    <div className={`grid content-start gap-1 ${className}`}>
      <label id={ids.labelId} htmlFor={ids.id} className={labelClass}>
        {text}
      </label>
      {children}
      {hint && ids.hintId ? (
        <p id={ids.hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
