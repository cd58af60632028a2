import { useId, type ChangeEvent, type ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldShell, useFieldIds, type FieldProps } from '#form-fields/field.tsx';
import { onlyDigits } from '#form-fields/digits.ts';
import { controlBaseClass, controlClass } from '#form-fields/styles.ts';

/** Props of {@link PhoneField}: the number input's attributes plus the dialling-code select's. */
export interface PhoneFieldProps
  extends FieldProps, Omit<ComponentPropsWithRef<'input'>, 'className' | 'children' | 'type'> {
  /** Dialling codes offered, without "+" (e.g. `phoneCodes` of `@shop/core/customer-schemas`). */
  codes: readonly string[];
  /** Attributes of the dialling-code select, e.g. `register('phoneCode')`. */
  codeProps?: Omit<ComponentPropsWithRef<'select'>, 'children' | 'className'>;
  /** The dialling code's error (already translated); shown when the number has none. */
  codeError?: string;
}

/**
 * A mobile number: a dialling-code select ("+966") and a digits-only number input under one
 * visible label. The pair stays left to right in Arabic (as phone numbers are written); the
 * select is named "<label>, Dialling code". Arabic-Indic digits become Latin ones as typed.
 *
 * @example
 * ```tsx
 * <PhoneField
 *   label={t('account:fields.phone')}
 *   codes={phoneCodes}
 *   codeProps={register('phoneCode')}
 *   error={message('phone')}
 *   {...register('phone')}
 * />
 * ```
 */
export function PhoneField({
  label,
  error,
  hint,
  optional,
  className,
  id,
  codes,
  codeProps = {},
  codeError,
  onChange,
  ...input
}: PhoneFieldProps) {
  const { t } = useTranslation('account');
  const codeLabelId = useId();
  const message = error ?? codeError;
  const ids = useFieldIds(id, message, hint, input['aria-describedby']);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = onlyDigits(event.target.value);
    if (digits !== event.target.value) event.target.value = digits;
    onChange?.(event);
  };
  return (
    <FieldShell
      ids={ids}
      label={label}
      error={message}
      hint={hint}
      optional={optional}
      className={className}
    >
      <div role="group" aria-labelledby={ids.labelId} dir="ltr" className="flex gap-2">
        <span id={codeLabelId} hidden>
          {t('fields.diallingCode')}
        </span>
        <select
          autoComplete="tel-country-code"
          {...codeProps}
          aria-labelledby={`${ids.labelId} ${codeLabelId}`}
          aria-invalid={Boolean(codeError)}
          aria-describedby={codeError ? ids.describedBy : undefined}
          disabled={codeProps.disabled ?? input.disabled}
          className={`${controlBaseClass} w-28 shrink-0 pe-8`}
        >
          {codes.map((code) => (
            <option key={code} value={code}>
              +{code}
            </option>
          ))}
        </select>
        <input
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          {...input}
          onChange={change}
          id={ids.id}
          aria-invalid={Boolean(error)}
          aria-describedby={ids.describedBy}
          className={controlClass}
        />
      </div>
    </FieldShell>
  );
}
