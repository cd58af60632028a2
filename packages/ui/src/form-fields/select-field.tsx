import type { ComponentPropsWithRef } from 'react';
import { FieldShell, useFieldIds, type FieldProps } from '#form-fields/field.tsx';
import { selectClass } from '#form-fields/styles.ts';

/** One choice of a select: its value and its display text (already translated). */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps
  extends FieldProps, Omit<ComponentPropsWithRef<'select'>, 'className' | 'children'> {
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** Text of a first, empty choice (value ""), e.g. "Choose a country". */
  placeholder?: string;
}

/**
 * A labelled native select with its error and hint. Native, so the platform's picker, typing to
 * jump and screen-reader support come for free; for long lists that need filtering use
 * {@link SearchableSelect}.
 *
 * @example
 * ```tsx
 * <SelectField
 *   label={t('account:address.country')}
 *   placeholder={t('account:address.chooseCountry')}
 *   options={countries.map((c) => ({ value: String(c.id), label: localizedName(c, lang) }))}
 *   {...register('countryId')}
 * />
 * ```
 */
export function SelectField({
  label,
  error,
  hint,
  optional,
  className,
  id,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  const ids = useFieldIds(id, error, hint, select['aria-describedby']);
  return (
    <FieldShell
      ids={ids}
      label={label}
      error={error}
      hint={hint}
      optional={optional}
      className={className}
    >
      <select
        {...select}
        id={ids.id}
        aria-invalid={ids.invalid}
        aria-describedby={ids.describedBy}
        className={selectClass}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
