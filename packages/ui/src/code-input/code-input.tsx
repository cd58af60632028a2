import { CODE_LENGTH } from '@shop/core/customer-schemas';
import type { Ref } from 'react';
import { FieldShell, useFieldIds, type FieldProps } from '#form-fields/field.tsx';
import { onlyDigits } from '#form-fields/digits.ts';
import { controlClass } from '#form-fields/styles.ts';

/** Props of {@link CodeInput}. */
export interface CodeInputProps extends FieldProps {
  /** The digits typed so far (controlled). */
  value: string;
  /** Called with the digits only (Latin, at most `length`) on every change. */
  onChange: (value: string) => void;
  /** Called when the input loses focus (react-hook-form's `field.onBlur`). */
  onBlur?: () => void;
  /** Called once all `length` digits are there, e.g. to enable or send the form. */
  onComplete?: (code: string) => void;
  /** Number of digits (default `CODE_LENGTH`, 6). */
  length?: number;
  /** Name of the input, for forms that post natively. */
  name?: string;
  /** Id of the input (generated when omitted). */
  id?: string;
  /** Ref of the input, so a form can focus it (react-hook-form's `field.ref`). */
  ref?: Ref<HTMLInputElement>;
  /** Disables the input. */
  disabled?: boolean;
}

/**
 * A one-time code input: one field (not six boxes, so typing, deleting, pasting and screen
 * readers all work as usual) with `autocomplete="one-time-code"` (the phone offers the code from
 * the e-mail or SMS), a numeric keyboard, and large monospaced digits. Pasting "Your code:
 * 123 456" or Arabic-Indic "١٢٣٤٥٦" keeps just the 6 Latin digits.
 *
 * @example
 * ```tsx
 * <Controller
 *   control={control}
 *   name="code"
 *   render={({ field, fieldState }) => (
 *     <CodeInput label={t('account:fields.code')} error={text(fieldState.error)} {...field} />
 *   )}
 * />
 * ```
 */
export function CodeInput({
  label,
  error,
  hint,
  optional,
  className,
  id,
  value,
  onChange,
  onBlur,
  onComplete,
  length = CODE_LENGTH,
  name,
  ref,
  disabled,
}: CodeInputProps) {
  const ids = useFieldIds(id, error, hint);
  return (
    <FieldShell
      ids={ids}
      label={label}
      error={error}
      hint={hint}
      optional={optional}
      className={className}
    >
      <input
        ref={ref}
        id={ids.id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern={`\\d{${length}}`}
        // No maxLength: a pasted "123 456" must arrive whole before the spaces are dropped.
        dir="ltr"
        spellCheck={false}
        disabled={disabled}
        aria-invalid={ids.invalid}
        aria-describedby={ids.describedBy}
        value={value}
        onChange={(event) => {
          const digits = onlyDigits(event.target.value).slice(0, length);
          onChange(digits);
          if (digits.length === length && digits !== value) onComplete?.(digits);
        }}
        onBlur={onBlur}
        // Letter-spacing on Latin digits only (the value is never Arabic text).
        className={`${controlClass} text-center font-mono text-2xl tracking-[0.5em]`}
        style={{ maxInlineSize: `${length * 1.6 + 1}em` }}
      />
    </FieldShell>
  );
}
