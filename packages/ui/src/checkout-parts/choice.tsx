import type { ReactNode } from 'react';
import { FieldError } from '#form-fields/field.tsx';

/**
 * A choice as a card around its radio: the card shows the checked state (thicker brand border,
 * tint) and the focus ring of the radio inside it; a disabled choice stays readable (muted, not
 * faded) and says why in text.
 */
export const choiceCardClass =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-line bg-surface-raised p-3 text-start text-ink has-[:checked]:border-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-surface has-[:disabled]:text-ink-muted';

/** The radio inside a {@link choiceCardClass} card (its own outline is the card's). */
export const choiceRadioClass = 'mt-1 size-4 shrink-0 accent-brand-700 focus:outline-none';

/** The legend of a checkout group. */
export const legendClass = 'mb-2 text-base font-semibold text-ink';

/**
 * A labelled radio group (`fieldset` + `legend`) with an error tied to it by
 * `aria-describedby`, as every checkout choice is. Internal.
 */
export function ChoiceGroup({
  legend,
  error,
  errorId,
  describedBy,
  className = '',
  children,
}: {
  legend: ReactNode;
  error?: string | undefined;
  /** The id of the error text (always pass one; it is used only while there is an error). */
  errorId: string;
  /** More ids describing the group (e.g. a hold notice). */
  describedBy?: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  const ids = [error ? errorId : undefined, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset aria-describedby={ids} className={`grid min-w-0 gap-2 ${className}`}>
      <legend className={legendClass}>{legend}</legend>
      {children}
      <FieldError id={error ? errorId : undefined}>{error}</FieldError>
    </fieldset>
  );
}
